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

/** The served HTML documents and the hashes of their inline scripts, written by the build. */
export interface SecurityManifest {
  /** URL path (no trailing slash) of each prerendered page. */
  pages: Record<string, HtmlDocument>;
  notFound: HtmlDocument;
  spaFallback: HtmlDocument;
  /** Origins of the blog's hosted content store, when the build uses one (see contentStoreOrigins). */
  contentStore?: { connect: string[]; img: string[] };
}

export interface HtmlDocument {
  /** Path of the file inside the client build directory. */
  file: string;
  scriptHashes: string[];
}

/** The contact form's captcha: its script, its challenge frame, its styles and its API. */
const hcaptcha = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
/** The contact form's relay (site.config.ts `web3forms.endpoint`). */
const web3forms = "https://api.web3forms.com";
/** The home page's video player, framed only after a click (site.config.ts `video.embedOrigin`). */
const youtubeNocookie = "https://www.youtube-nocookie.com";

/**
 * Origins each feature needs beyond our own, and nothing more. They hold on
 * every page because a client-side navigation keeps the first page's policy.
 */
export const allowedOrigins = {
  connect: [...hcaptcha, web3forms],
  img: [] as string[],
  frame: [...hcaptcha, youtubeNocookie],
  script: [...hcaptcha],
  style: [...hcaptcha],
};

/**
 * The blog reads a hosted Sanity project only when the build was configured
 * with one: its query API (connect) and image CDN (img) are allowed then, and
 * not otherwise. The build records them in the security manifest.
 */
export function contentStoreOrigins(projectId: string | undefined): SecurityManifest["contentStore"] {
  const id = projectId?.trim();
  if (!id || !/^[a-z0-9-]+$/i.test(id)) return undefined;
  return { connect: [`https://${id}.api.sanity.io`], img: ["https://cdn.sanity.io"] };
}

let contentStore: SecurityManifest["contentStore"];

/** Called once with the build's manifest by the server and the CDN config generator. */
export function allowContentStoreOrigins(origins: SecurityManifest["contentStore"]): void {
  contentStore = origins;
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const list = (values: readonly string[]) => values.join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...allowedOrigins.script])}`,
    // Radix and React set inline style attributes; no script can run through a style.
    `style-src ${list(["'self'", "'unsafe-inline'", ...allowedOrigins.style])}`,
    `img-src ${list(["'self'", "data:", ...allowedOrigins.img, ...(contentStore?.img ?? [])])}`,
    "font-src 'self'",
    `connect-src ${list(["'self'", ...allowedOrigins.connect, ...(contentStore?.connect ?? [])])}`,
    `frame-src ${allowedOrigins.frame.length ? list(allowedOrigins.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/**
 * Headers every response carries, whatever it is. No Cross-Origin-Opener-Policy: the site holds
 * no session to protect, and the header made every arrival swap browsing-context group, which
 * doubled the renderer's commit task (docs/decisions/csp.md).
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

/** The full header set for a response: the security headers, the CSP for its document (if any), and caching. */
export function responseHeaders(
  document: HtmlDocument | undefined,
  cache: string = cachePolicies.revalidate,
): Record<string, string> {
  return {
    ...securityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(document?.scriptHashes ?? []),
    "Cache-Control": cache,
  };
}

/**
 * Types for files the build emits that the static-file library does not know.
 * Every extension in a build must map to a type, here or there (tested).
 */
export const extraContentTypes: Readonly<Record<string, string>> = {
  ".ico": "image/x-icon",
  ".ndjson": "application/x-ndjson; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};

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

/** Files of the build that are served only in their own role, never by their names (any spelling). */
export function isBuildInternal(urlPath: string): boolean {
  // Precompressed twins are picked by Accept-Encoding, never asked for by name.
  if (/\.(br|gz)$/.test(urlPath)) return true;
  return internalPages.includes(pageKey(urlPath));
}
