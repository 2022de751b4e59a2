/**
 * The CDN's routes make addresses canonical as the server does (rules.ts `addressOf`): run
 * through a model of the CDN's routing (tests/cdn-model.ts), every spelling ends at the
 * server's address, in one redirect for the spellings a client meets.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cdnResponse } from "../tests/cdn-model";
import { addressOf, type SecurityManifest } from "./rules";
import { vercelConfig } from "./vercel";

const none = { scriptHashes: [], thirdParties: [], framable: false };
const manifest: SecurityManifest = {
  pages: {
    "/": { file: "index.html", ...none },
    "/pricing": { file: "pricing/index.html", ...none },
    "/blog/how-to-calculate-overtime": { file: "blog/how-to-calculate-overtime/index.html", ...none },
  },
  notFound: { file: "404.html", ...none },
  spaFallback: { file: "app-shell/index.html", ...none },
};
const config = vercelConfig(manifest);
const cdn = (target: string) => cdnResponse(config, target, () => false);

/** Follows the CDN's own redirects; gives where it stops and how many it took. */
function followCdn(target: string): { status: number; path: string; hops: number } {
  let path = target;
  for (let hops = 0; hops < 10; hops += 1) {
    const answer = cdn(path);
    if (answer.status !== 301) return { status: answer.status, path, hops };
    path = answer.headers.location!;
  }
  throw new Error(`${target} redirects at the CDN more than ten times`);
}

/** Where the server sends a path: its address, or undefined when it refuses it. */
function serverAddress(raw: string): string | undefined {
  const address = addressOf(raw);
  return address.kind === "refused" ? undefined : address.kind === "here" ? raw : address.to;
}

describe("the CDN's addresses", () => {
  it.each([
    ["/pricing/", "/pricing"],
    ["//pricing", "/pricing"],
    ["///pricing//", "/pricing"],
    ["/pric%69ng", "/pricing"],
    ["/./pricing", "/pricing"],
    ["/pricing/.", "/pricing"],
    ["/blog//how-to-calculate-overtime", "/blog/how-to-calculate-overtime"],
    ["/blog/how-to-calculate-overtime/", "/blog/how-to-calculate-overtime"],
    ["/blog/x/../how-to-calculate-overtime", "/blog/how-to-calculate-overtime"],
    ["/../pricing", "/pricing"],
    ["/%2E%2e/pricing", "/pricing"],
    ["/pricing/index", "/pricing"],
    ["/pricing/index.html/", "/pricing"],
    ["/index.html", "/"],
    ["//", "/"],
    ["/work-hours-calculator/", "/working-hours-calculator"],
    ["//work-hours-calculator/index", "/working-hours-calculator"],
    ["/sitemap.xml", "/sitemap-index.xml"],
    ["//a/./b/../c/", "/a/c"],
  ])("sends %j to %j in one redirect, as the server does", (raw, to) => {
    expect(serverAddress(raw)).toBe(to);
    const answer = cdn(`${raw}?ref=x`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${to}?ref=x`);
    expect(answer.headers["content-security-policy"]).toBeTruthy();
  });

  it.each(["/pricing%2f", "/a%2Fb/"])("refuses the encoded slash in %j, as the server does", (raw) => {
    expect(serverAddress(raw)).toBeUndefined();
    expect(cdn(raw).status).toBe(400);
    expect(cdn(raw).headers["cache-control"]).toBe("no-store");
  });

  it.each(["/", "/pricing", "/blog/how-to-calculate-overtime", "/missing", "/caf%C3%A9", "/a..b"])(
    "answers %j where it was asked",
    (raw) => {
      expect(serverAddress(raw)).toBe(raw);
      expect([200, 404]).toContain(cdn(raw).status);
    },
  );

  it("answers a path that begins with its own mark 404, as the server does", () => {
    expect(serverAddress("/__canonical__/pricing")).toBe("/__canonical__/pricing");
    expect(cdn("/__canonical__/pricing").status).toBe(404);
    expect(cdn("/__canonical__").status).toBe(404);
  });

  it("ends every spelling where the server's one redirect does, in at most a few of its own", () => {
    const token = fc.constantFrom(
      "",
      "a",
      "b",
      ".",
      "..",
      "%2e",
      "%2E%2e",
      "%61",
      "%41b",
      "x%7e",
      "%c3%a9",
      "%20",
      "index",
      "index.html",
      "work-hours-calculator",
    );
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 8 }), fc.boolean(), (tokens, trailing) => {
        const raw = `/${tokens.join("/")}${trailing ? "/" : ""}`;
        const expected = serverAddress(raw)!;
        const end = followCdn(raw);
        expect(end.path, raw).toBe(expected);
        if (expected === raw) expect(end.hops, raw).toBe(0);
        else expect(end.hops, raw).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 2_000 },
    );
  });
});
