import { describe, expect, it } from "vitest";
import {
  cacheControl,
  contentSecurityPolicy,
  contentStoreOrigins,
  fallbackStatus,
  findRedirect,
  isInternalFile,
  isInternalPage,
  noPage,
  resolvePath,
  responseHeaders,
  usesSpaFallback,
  withCharset,
  type PagePolicy,
} from "./rules";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const page = (policy: Partial<PagePolicy> = {}): PagePolicy => ({ ...noPage, ...policy });

describe("contentSecurityPolicy", () => {
  const plain = directives(contentSecurityPolicy(page({ scriptHashes: ["sha256-abc="] })));

  it("allows scripts only from the site and by hash, never inline", () => {
    expect(plain.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
    expect(plain.get("script-src")).not.toContain("'unsafe-inline'");
    expect(plain.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("names no third party on a page that uses none", () => {
    expect(plain.get("connect-src")).toEqual(["'self'"]);
    expect(plain.get("frame-src")).toEqual(["'none'"]);
    expect(plain.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets the contact form reach exactly its captcha and its relay", () => {
    const contact = directives(contentSecurityPolicy(page({ thirdParties: ["captcha", "relay"] })));
    expect(contact.get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
    ]);
    expect(contact.get("connect-src")).toEqual([
      "'self'",
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
      "https://api.web3forms.com",
    ]);
    expect(contact.get("frame-src")).toEqual(["https://hcaptcha.com", "https://*.hcaptcha.com"]);
  });

  it("frames the video host only on a page that plays a video", () => {
    const video = directives(contentSecurityPolicy(page({ thirdParties: ["video"] })));
    expect(video.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(video.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(video.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows a hosted content store only when the build has one, whoever asked before", () => {
    expect(plain.get("img-src")).toEqual(["'self'", "data:"]);
    expect(contentStoreOrigins("")).toBeUndefined();
    expect(contentStoreOrigins("bad id; script-src *")).toBeUndefined();
    const hosted = directives(contentSecurityPolicy(noPage, contentStoreOrigins("abc123")));
    expect(hosted.get("connect-src")).toContain("https://abc123.api.sanity.io");
    expect(hosted.get("img-src")).toContain("https://cdn.sanity.io");
    expect(directives(contentSecurityPolicy(noPage)).get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("forbids framing, plugins and foreign base URLs", () => {
    expect(plain.get("frame-ancestors")).toEqual(["'none'"]);
    expect(plain.get("object-src")).toEqual(["'none'"]);
    expect(plain.get("base-uri")).toEqual(["'self'"]);
  });

  it("lets a framable page be framed by any site, and only that page", () => {
    expect(directives(contentSecurityPolicy(page({ framable: true }))).get("frame-ancestors")).toEqual(["*"]);
    expect(responseHeaders({ page: page({ framable: true }) })["X-Frame-Options"]).toBeUndefined();
    expect(responseHeaders({ page: page() })["X-Frame-Options"]).toBe("DENY");
  });
});

describe("responseHeaders", () => {
  it("carries every security header", () => {
    const headers = responseHeaders({ page: page() });
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
    const headers = responseHeaders();
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("cross-origin-opener-policy");
  });

  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControl("/assets/root-abc123.js")).toContain("immutable");
    expect(cacheControl("/pricing")).not.toContain("immutable");
    expect(responseHeaders()["Cache-Control"]).not.toContain("immutable");
  });

  it("keeps immutable to the assets folder at the root, not a folder of that name deeper down", () => {
    expect(cacheControl("/blog/assets/cover.png")).not.toContain("immutable");
    expect(cacheControl("/media/assets/x.js")).not.toContain("immutable");
  });

  it.each([
    ["text/javascript", "text/javascript; charset=utf-8"],
    ["text/css", "text/css; charset=utf-8"],
    ["application/xml", "application/xml; charset=utf-8"],
    ["application/json", "application/json; charset=utf-8"],
    ["application/manifest+json", "application/manifest+json; charset=utf-8"],
    ["image/svg+xml", "image/svg+xml; charset=utf-8"],
    ["application/x-ndjson", "application/x-ndjson; charset=utf-8"],
    ["image/png", "image/png"],
    ["font/woff2", "font/woff2"],
  ])("says UTF-8 on text: %j is sent as %j", (type, sent) => {
    expect(withCharset(type)).toBe(sent);
  });
});

describe("resolvePath", () => {
  const pages = { "/": {}, "/pricing": {}, "/blog/a-post": {}, "/blog": {} };

  it.each([
    ["/", ["index.html"]],
    ["/pricing", ["pricing/index.html", "pricing"]],
    ["/pricing/", ["pricing/index.html"]],
    ["/assets/app.js", ["assets/app.js/index.html", "assets/app.js"]],
    ["/404.html/", ["404.html/index.html"]],
  ])("reads %j as one of the files %j", (path, candidates) => {
    expect(resolvePath(path, pages)).toEqual({ kind: "file", candidates });
  });

  it.each([
    ["/index", "/"],
    ["/index.html", "/"],
    ["/index.html/", "/"],
    ["/pricing/index", "/pricing"],
    ["/pricing/index.html", "/pricing"],
    ["/pricing/index/", "/pricing"],
    ["/blog/a-post/index", "/blog/a-post"],
  ])("redirects the index name %j to its page %j", (path, to) => {
    expect(resolvePath(path, pages)).toEqual({ kind: "redirect", to, status: 301 });
  });

  it.each(["/app-shell/index", "/app-shell/index.html", "/no-page/index", "/blog/unknown/index.html"])(
    "answers the index name %j of no page as missing",
    (path) => {
      expect(resolvePath(path, pages)).toEqual({ kind: "missing" });
    },
  );
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
    ["/404", true],
    ["/404/", true],
    ["/404.html", true],
    ["/app-shell", true],
    ["/app-shell/", true],
    ["/404-tips", false],
    ["/blog/404", false],
    ["/pricing", false],
  ])("treats the page %j as build-internal: %j", (path, internal) => {
    expect(isInternalPage(path)).toBe(internal);
  });

  it.each([
    ["404.html", true],
    ["app-shell/index.html", true],
    ["index.html.br", true],
    ["assets/root-abc.js.gz", true],
    ["index.html", false],
    ["blog/404/index.html", false],
    ["assets/root-abc.js", false],
  ])("serves the file %j only in its own role: %j", (file, internal) => {
    expect(isInternalFile(file)).toBe(internal);
  });
});
