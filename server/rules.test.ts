import { describe, expect, it } from "vitest";
import {
  cacheControl,
  contentSecurityPolicy,
  contentStoreOrigins,
  fallbackStatus,
  findRedirect,
  isBuildInternal,
  responseHeaders,
  allowContentStoreOrigins,
  usesSpaFallback,
} from "./rules";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(["sha256-abc="]));

  it("allows scripts only from the site and by hash, never inline", () => {
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
    ]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("lets the contact form reach exactly its captcha and its relay, and frames only those and the video player", () => {
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
      "https://api.web3forms.com",
    ]);
    expect(policy.get("frame-src")).toEqual([
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
      "https://www.youtube-nocookie.com",
    ]);
  });

  it("allows a hosted content store only when the build has one", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(contentStoreOrigins("")).toBeUndefined();
    expect(contentStoreOrigins("bad id; script-src *")).toBeUndefined();
    allowContentStoreOrigins(contentStoreOrigins("abc123"));
    try {
      const hosted = directives(contentSecurityPolicy([]));
      expect(hosted.get("connect-src")).toContain("https://abc123.api.sanity.io");
      expect(hosted.get("img-src")).toContain("https://cdn.sanity.io");
    } finally {
      allowContentStoreOrigins(undefined);
    }
  });

  it("forbids framing, plugins and foreign base URLs", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });
});

describe("responseHeaders", () => {
  it("carries every security header", () => {
    const headers = responseHeaders({ file: "pricing/index.html", scriptHashes: [] });
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]) {
      expect(headers[name], name).toBeTruthy();
    }
  });

  it("sends no opener policy, which would make every arrival switch browsing-context group", () => {
    const headers = responseHeaders({ file: "pricing/index.html", scriptHashes: [] });
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("cross-origin-opener-policy");
  });

  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControl("/assets/root-abc123.js")).toContain("immutable");
    expect(cacheControl("/pricing")).not.toContain("immutable");
    expect(responseHeaders(undefined)["Cache-Control"]).not.toContain("immutable");
  });
});

describe("routing rules", () => {
  it("redirects the old working-hours path permanently, with or without a trailing slash", () => {
    expect(findRedirect("/work-hours-calculator")).toMatchObject({ to: "/working-hours-calculator", status: 301 });
    expect(findRedirect("/work-hours-calculator/")).toMatchObject({ to: "/working-hours-calculator" });
    expect(findRedirect("/working-hours-calculator")).toBeUndefined();
  });

  it("sends only blog paths to the app shell", () => {
    expect(usesSpaFallback("/blog/a-new-post")).toBe(true);
    expect(usesSpaFallback("/blogs")).toBe(false);
    expect(usesSpaFallback("/pricing/x")).toBe(false);
  });

  it("answers category and tag slugs the build did not know with a 404, and new posts with a 200", () => {
    expect(fallbackStatus("/blog/category/made-up")).toBe(404);
    expect(fallbackStatus("/blog/tag/made-up")).toBe(404);
    expect(fallbackStatus("/blog/page/999")).toBe(404);
    expect(fallbackStatus("/blog/category/payroll/page/999")).toBe(404);
    expect(fallbackStatus("/blog/published-after-the-build")).toBe(200);
  });

  it.each([
    ["/404.html", true],
    ["/404", true],
    ["/404/", true],
    ["/app-shell/index.html", true],
    ["/app-shell/", true],
    ["/app-shell", true],
    ["/index.html.br", true],
    ["/assets/root-abc.js.gz", true],
    ["/404-tips", false],
    ["/blog/404", false],
    ["/pricing", false],
  ])("treats %j as build-internal: %j", (path, internal) => {
    expect(isBuildInternal(path)).toBe(internal);
  });
});
