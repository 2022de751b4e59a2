/**
 * How the built site is served: the single source for the local server
 * (server/site-handler.ts) and the CDN configuration (server/vercel.ts).
 */

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 308;
}

export const redirects: Redirect[] = [
  { from: "/work-hours-calculator", to: "/working-hours-calculator", status: 301 },
  // The sitemap is an index of sitemaps now (@astrojs/sitemap); the old address still finds it.
  { from: "/sitemap.xml", to: "/sitemap-index.xml", status: 301 },
];

/** Paths under these prefixes that were not prerendered load the app shell, which renders them in the browser. */
export const spaFallbackPrefixes = ["/blog/"];
export const spaFallbackFile = "app-shell/index.html";
export const notFoundFile = "404.html";

/** A third party a page may use; the policy of a page names only the ones it uses. */
export type ThirdParty = "captcha" | "relay" | "video";

/** The served HTML documents and what their policies allow, written by the build. */
export interface SecurityManifest {
  /** URL path (no trailing slash) of each prerendered page. */
  pages: Record<string, HtmlDocument>;
  notFound: HtmlDocument;
  spaFallback: HtmlDocument;
  /** Origins of the blog's hosted content store, when the build uses one (see contentStoreOrigins). */
  contentStore?: ContentStoreOrigins;
}

export interface ContentStoreOrigins {
  connect: string[];
  img: string[];
}

/** What a page's policy allows beyond our own origin. */
export interface PagePolicy {
  /** The sha256 sources of the page's inline scripts. */
  scriptHashes: string[];
  thirdParties: ThirdParty[];
  /** Other sites may frame it (`frame-ancestors *`): only the kinds of page in `framablePrefixes`. */
  framable: boolean;
}

export interface HtmlDocument extends PagePolicy {
  /** Path of the file inside the client build directory. */
  file: string;
}

/** A response that is no page (an asset, a redirect, a refusal): no inline script, no third party. */
export const noPage: PagePolicy = { scriptHashes: [], thirdParties: [], framable: false };

/**
 * Pages other sites may frame, by URL prefix. The tool embeds live under `/embed/`
 * (docs/product.md); every other page refuses to be framed.
 */
export const framablePrefixes: readonly string[] = ["/embed/"];

export function isFramable(urlPath: string): boolean {
  return framablePrefixes.some((prefix) => urlPath.startsWith(prefix));
}

/** The contact form's captcha: its script, its challenge frame, its styles and its API. */
const hcaptcha = ["https://hcaptcha.com", "https://*.hcaptcha.com"];

type Directive = "connect" | "frame" | "script" | "style";

/** The origins each third party needs, by directive, and nothing more. */
export const thirdPartyOrigins: Readonly<Record<ThirdParty, Partial<Record<Directive, readonly string[]>>>> = {
  captcha: { connect: hcaptcha, frame: hcaptcha, script: hcaptcha, style: hcaptcha },
  /** The contact form's relay (site.config.ts `web3forms.endpoint`). */
  relay: { connect: ["https://api.web3forms.com"] },
  /** The home page's video player, framed only after a press (site.config.ts `video.embedOrigin`). */
  video: { frame: ["https://www.youtube-nocookie.com"] },
};

/**
 * The blog reads a hosted Sanity project only when the build was configured
 * with one: its query API (connect) and image CDN (img) are allowed then, and
 * not otherwise. The build records them in the security manifest.
 */
export function contentStoreOrigins(projectId: string | undefined): ContentStoreOrigins | undefined {
  const id = projectId?.trim();
  if (!id || !/^[a-z0-9-]+$/i.test(id)) return undefined;
  return { connect: [`https://${id}.api.sanity.io`], img: ["https://cdn.sanity.io"] };
}

/**
 * The policy of one page: its own inline scripts by hash, the third parties it uses, and the
 * content store when the build reads a hosted one. Every page is a full document load (no
 * client-side navigation), so a page never needs another page's origins.
 */
export function contentSecurityPolicy(page: PagePolicy, contentStore?: ContentStoreOrigins): string {
  const origins = (directive: Directive) =>
    page.thirdParties.flatMap((party) => thirdPartyOrigins[party][directive] ?? []);
  const list = (values: readonly string[]) => [...new Set(values)].join(" ");
  const frames = origins("frame");
  const directives = [
    "default-src 'self'",
    // WebAssembly may be compiled (never JavaScript evaluated): site search runs in it, on the page and in
    // its worker, which takes the policy of its own response (docs/decisions/csp.md).
    `script-src ${list(["'self'", "'wasm-unsafe-eval'", ...page.scriptHashes.map((hash) => `'${hash}'`), ...origins("script")])}`,
    // React and the captcha set inline style attributes; no script can run through a style.
    `style-src ${list(["'self'", "'unsafe-inline'", ...origins("style")])}`,
    `img-src ${list(["'self'", "data:", ...(contentStore?.img ?? [])])}`,
    "font-src 'self'",
    `connect-src ${list(["'self'", ...origins("connect"), ...(contentStore?.connect ?? [])])}`,
    `frame-src ${frames.length ? list(frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${page.framable ? "*" : "'none'"}`,
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/**
 * Headers every response carries, whatever it is. No Cross-Origin-Opener-Policy: the site holds
 * no session to protect, and the header made every arrival swap browsing-context group, which
 * doubled the renderer's commit task (docs/decisions/csp.md). X-Frame-Options is left out only
 * for a framable page (see `responseHeaders`).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};

export const hashedAssetsPrefix = "/assets/";

/**
 * Cache-Control by what a response is. Only a file that exists under the
 * hashed assets folder may be kept for good; a miss is never stored, so a
 * CDN cannot pin a 404 (say, for a hash that a deploy has not yet published).
 */
export const cachePolicies = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  never: "no-store",
} as const;

/** The cache policy of a file that was found at `urlPath`. */
export function cacheControl(urlPath: string): string {
  return urlPath.startsWith(hashedAssetsPrefix) ? cachePolicies.immutable : cachePolicies.revalidate;
}

/** The full header set for a response: the security headers, the policy of its page (if any), and caching. */
export function responseHeaders({
  page = noPage,
  cache = cachePolicies.revalidate,
  contentStore,
}: {
  page?: PagePolicy;
  cache?: string;
  contentStore?: ContentStoreOrigins;
} = {}): Record<string, string> {
  const { "X-Frame-Options": frameOptions, ...always } = securityHeaders;
  return {
    ...always,
    ...(page.framable ? {} : { "X-Frame-Options": frameOptions! }),
    "Content-Security-Policy": contentSecurityPolicy(page, contentStore),
    "Cache-Control": cache,
  };
}

/** Text files the build precompresses (brotli and gzip twins beside them) and sends with `Vary: Accept-Encoding`. */
export const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|ndjson)$/;

/** Types the common table lacks or gets wrong for what the build emits (tested: every extension has a type). */
export const extraContentTypes: Readonly<Record<string, string>> = {
  ".ico": "image/x-icon",
  ".ndjson": "application/x-ndjson",
  ".data": "text/x-script",
};

/** Text goes out as UTF-8, said in its type, so no browser guesses the encoding. */
export function withCharset(type: string): string {
  const isText = /^text\/|^application\/(javascript|json|xml|x-ndjson|manifest\+json)$|\+(xml|json)$/.test(type);
  return isText ? `${type}; charset=utf-8` : type;
}

/** `/pricing/` and `/pricing` are the same page. */
export function normalizePath(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
}

export function findRedirect(urlPath: string): Redirect | undefined {
  const path = normalizePath(urlPath);
  return redirects.find((redirect) => redirect.from === path);
}

export function usesSpaFallback(urlPath: string): boolean {
  return spaFallbackPrefixes.some((prefix) => urlPath.startsWith(prefix));
}

/**
 * Category and tag pages the build did not prerender name a slug it did not
 * know, and a list page it did not write lies past the list's end: the fallback
 * still shows the visitor the blog's empty state, but with a 404 status, so a
 * made-up slug or page number is never indexed as a page of its own.
 */
export const unknownSlugPrefixes = ["/blog/category/", "/blog/tag/", "/blog/page/"];

export function fallbackStatus(urlPath: string): 200 | 404 {
  return unknownSlugPrefixes.some((prefix) => urlPath.startsWith(prefix)) ? 404 : 200;
}

/** `/pricing/index.html`, `/pricing/` and `/pricing` all name the page `/pricing`. */
export function pageKey(urlPath: string): string {
  return normalizePath(urlPath.replace(/\/index\.html$/, "/").replace(/\.html$/, ""));
}

/** The pages that are build-internal: `/404` and `/app-shell`. */
export const internalPages: readonly string[] = [notFoundFile, spaFallbackFile].map((file) => pageKey(`/${file}`));

/** The not-found page and the app shell are pages of the build, never pages of the site. */
export function isInternalPage(urlPath: string): boolean {
  return internalPages.includes(pageKey(urlPath));
}

/** Files served only in their own role, never by a name: the two internal pages and every precompressed twin. */
export function isInternalFile(file: string): boolean {
  return file === notFoundFile || file === spaFallbackFile || /\.(br|gz)$/.test(file);
}

/** Where a request path leads, before any file is opened. */
export type Resolution =
  /** `/<page>/index` and `/<page>/index.html`: the page's one address. */
  | { kind: "redirect"; to: string; status: 301 }
  /** The files that may answer, in order; the first that exists and is not internal does. */
  | { kind: "file"; candidates: string[] }
  | { kind: "missing" };

const indexName = /^index(\.html)?$/;

/**
 * One request path, one file. `/pricing` is `pricing/index.html` or else the file `pricing`;
 * `/pricing/` is only `pricing/index.html` (a file has no trailing slash, so `/404.html/` is
 * no file); an `index` name is never an address of its own: it redirects to its page when
 * there is one and is missing otherwise. `pages` is the manifest's list of pages.
 */
export function resolvePath(urlPath: string, pages: Readonly<Record<string, unknown>>): Resolution {
  const segments = urlPath.split("/").slice(1);
  const trailingSlash = segments.length > 1 && segments.at(-1) === "";
  if (trailingSlash) segments.pop();
  const last = segments.at(-1) ?? "";
  if (indexName.test(last)) {
    const page = `/${segments.slice(0, -1).join("/")}`;
    return Object.hasOwn(pages, page) ? { kind: "redirect", to: page, status: 301 } : { kind: "missing" };
  }
  const name = segments.join("/");
  if (name === "") return { kind: "file", candidates: ["index.html"] };
  // A name is a file or a folder, never both: the page's file is tried first, as most requests are pages.
  return { kind: "file", candidates: trailingSlash ? [`${name}/index.html`] : [`${name}/index.html`, name] };
}
