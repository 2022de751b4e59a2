import { describe, expect, it } from "vitest";
import {
  addressOf,
  cacheControl,
  cachePolicies,
  canonicalPath,
  contentSecurityPolicy,
  contentStoreOrigins,
  filesFor,
  isInternalFile,
  isInternalPage,
  noPage,
  passiveFile,
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

  it("leaves the document policies off a font, a picture or a stylesheet, and keeps the rest", () => {
    for (const file of ["assets/inter-core-words.abc.woff2", "mockups/kanban-phone-720.avif", "assets/head.abc.css"]) {
      expect(passiveFile.test(file), file).toBe(true);
    }
    for (const file of ["index.html", "assets/worker.abc.js", "mockups/kanban.svg", "sitemap.xml"]) {
      expect(passiveFile.test(file), file).toBe(false);
    }
    const headers = responseHeaders({ page: page(), passive: true, cache: cachePolicies.immutable });
    expect(Object.keys(headers).sort()).toEqual([
      "Cache-Control",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
    ]);
    expect(headers["Cache-Control"]).toBe(cachePolicies.immutable);
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

describe("addresses", () => {
  it.each([
    ["/pricing", "/pricing"],
    ["/", "/"],
    ["/pricing/", "/pricing"],
    ["//pricing", "/pricing"],
    ["///pricing//", "/pricing"],
    ["/blog//how-to-calculate-overtime", "/blog/how-to-calculate-overtime"],
    ["/pric%69ng", "/pricing"],
    ["/PRIC%49NG", "/PRICING"],
    ["/%70%72%69%63%69%6e%67", "/pricing"],
    ["/a%7Eb%5Fc%2Dd%2e", "/a~b_c-d."],
    ["/./pricing", "/pricing"],
    ["/pricing/.", "/pricing"],
    ["/pricing/./", "/pricing"],
    ["/blog/../pricing", "/pricing"],
    ["/../../pricing", "/pricing"],
    ["/%2e%2E/pricing/%2e", "/pricing"],
    ["/pricing/.%2e", "/"],
    ["/a..b/.c/c.", "/a..b/.c/c."],
    ["/caf%c3%a9", "/caf%c3%a9"],
    ["/a%20b%3Fc", "/a%20b%3Fc"],
    ["///", "/"],
  ])("spells %j as %j", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each(["/pricing%2f", "/pricing%2F", "/a%2fb", "/%2F"])("refuses the encoded slash in %j", (raw) => {
    expect(canonicalPath(raw)).toBeUndefined();
    expect(addressOf(raw)).toEqual({ kind: "refused" });
  });

  it.each([
    ["/pricing/", "/pricing"],
    ["/pricing/index", "/pricing"],
    ["/pricing/index.html", "/pricing"],
    ["/pricing/%69ndex.html/", "/pricing"],
    ["/index.html", "/"],
    ["//index", "/"],
    ["/no-page/index", "/no-page"],
    ["/work-hours-calculator", "/working-hours-calculator"],
    ["/work-hours-calculator/", "/working-hours-calculator"],
    ["/work-hours-calculator/index.html", "/working-hours-calculator"],
    ["/sitemap.xml", "/sitemap-index.xml"],
  ])("sends %j to its address %j in one redirect", (raw, to) => {
    expect(addressOf(raw)).toEqual({ kind: "elsewhere", to });
  });

  it.each(["/", "/pricing", "/blog/how-to-calculate-overtime", "/assets/app-abc.js", "/caf%C3%A9", "/index.html.br"])(
    "answers %j where it was asked",
    (raw) => {
      expect(addressOf(raw)).toEqual({ kind: "here" });
    },
  );

  it("spells every address once: what it is sent to is its own address", () => {
    for (const raw of [
      "//a/./b/../c/",
      "/%41%2e%2e/x",
      "/x/index.html/",
      "/work-hours-calculator//",
      "/index.html/index",
      "/pricing/index/index.html",
    ]) {
      const address = addressOf(raw);
      expect(address.kind, raw).toBe("elsewhere");
      if (address.kind === "elsewhere") expect(addressOf(address.to), raw).toEqual({ kind: "here" });
    }
  });
});

describe("filesFor", () => {
  it.each([
    ["/", ["index.html"]],
    ["/pricing", ["pricing/index.html", "pricing"]],
    ["/assets/app.js", ["assets/app.js/index.html", "assets/app.js"]],
    ["/a/../b", []],
    ["/a//b", []],
  ])("reads %j as one of the files %j", (path, candidates) => {
    expect(filesFor(path)).toEqual(candidates);
  });
});

describe("routing rules", () => {
  it("sends only blog paths to the app shell", () => {
    expect(usesSpaFallback("/blog/a-new-post")).toBe(true);
    expect(usesSpaFallback("/blogs")).toBe(false);
    expect(usesSpaFallback("/pricing/x")).toBe(false);
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
