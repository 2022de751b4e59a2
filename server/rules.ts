/**
 * How the built site is served: the single source for the local server
 * (server/site-handler.ts) and the CDN configuration (server/vercel.ts).
 */

/** An old address and the page's own, redirected permanently (301), as every other spelling is. */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = [
  { from: "/work-hours-calculator", to: "/working-hours-calculator" },
  // The sitemap is an index of sitemaps now (@astrojs/sitemap); the old address still finds it.
  { from: "/sitemap.xml", to: "/sitemap-index.xml" },
];

/**
 * Paths under these prefixes that were not prerendered load the app shell, which renders them
 * in the browser: a post published since the build, a category or tag it did not know. The
 * shell answers 404 (and is `noindex`, `no-store`) while it looks the post up in the content
 * store: a made-up address is never a page, and a new post becomes one, with a 200, when the
 * next build writes it.
 */
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
  ];
  return directives.join("; ");
}

/**
 * Headers every response carries, whatever it is. No Cross-Origin-Opener-Policy: the site holds
 * no session to protect, and the header made every arrival swap browsing-context group, which
 * doubled the renderer's commit task (docs/decisions/csp.md).
 */
const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

/**
 * Policies that govern a document (or a worker's script) and nothing else, beside its
 * Content-Security-Policy: left off a passive file (`passiveFile`), and X-Frame-Options off a
 * framable page (see `responseHeaders`).
 */
export const documentPolicies = {
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
} as const;

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

/**
 * Files that are never a document and run nothing: fonts, raster pictures and stylesheets.
 * They go without the document policies and the CSP, some 380 bytes each, and a page's first
 * screen fetches four or five of them (docs/decisions/first-requests.md). SVG, HTML and
 * scripts keep them: an SVG opened alone is a document, and a worker runs under its script's
 * policy.
 */
export const passiveFile = /\.(?:avif|webp|png|jpe?g|gif|ico|woff2|css)$/;

/**
 * The full header set for a response: the security headers, the policy of its page (if any),
 * and caching. A passive file (`passiveFile`) gets the security headers without the document
 * policies.
 */
export function responseHeaders({
  page = noPage,
  cache = cachePolicies.revalidate,
  contentStore,
  passive = false,
}: {
  page?: PagePolicy;
  cache?: string;
  contentStore?: ContentStoreOrigins;
  passive?: boolean;
} = {}): Record<string, string> {
  if (passive) return { ...securityHeaders, "Cache-Control": cache };
  const { "X-Frame-Options": frameOptions, ...policies } = documentPolicies;
  return {
    ...securityHeaders,
    ...policies,
    ...(page.framable ? {} : { "X-Frame-Options": frameOptions }),
    "Content-Security-Policy": contentSecurityPolicy(page, contentStore),
    "Cache-Control": cache,
  };
}

/** Text files the build precompresses (brotli and gzip twins beside them) and sends with `Vary: Accept-Encoding`. */
export const compressible = /\.(html|js|css|svg|xml|txt|json|ico|ndjson)$/;

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
function normalizePath(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath;
}

/** The unreserved characters of RFC 3986 (2.3): an escape of one of them is the character itself. */
export const unreservedCharacters = "-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const unreservedEscape = /%(?:3[0-9]|[46][1-9A-F]|[57][0-9A]|2[DE]|5F|7E)/gi;

/** `%2F` inside a segment: a name with a slash in it, which no address can spell. */
const encodedSlash = /%2F/i;

/**
 * The one spelling of a path as sent (docs/decisions/server.md): escapes of unreserved
 * characters decoded (`/pric%69ng` is `/pricing`), runs of slashes made one, `.` and `..`
 * segments resolved (never above the root, `%2E` counting as a dot), and no slash at the end
 * but the root's. Other escapes stay as sent. Undefined for a path with an encoded slash.
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (encodedSlash.test(rawPath)) return undefined;
  const decoded = rawPath.replace(unreservedEscape, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** `/pricing/index` and `/pricing/index.html` (and `/pricing/index/index.html`) name the folder `/pricing`. */
const indexNames = /(?:\/index(?:\.html)?)+$/;

/** Where a path as sent answers: here, at another address (a 301 there), or nowhere (refused, 400). */
export type Address = { kind: "here" } | { kind: "elsewhere"; to: string } | { kind: "refused" };

/**
 * A page has one address: its canonical path, its folder's for an `index` name, or the new
 * address of a redirected one. Every other spelling is sent there in one redirect.
 */
export function addressOf(rawPath: string): Address {
  const canonical = canonicalPath(rawPath);
  if (canonical === undefined) return { kind: "refused" };
  const folder = canonical.replace(indexNames, "") || "/";
  const to = redirects.find((redirect) => redirect.from === folder)?.to ?? folder;
  return to === rawPath ? { kind: "here" } : { kind: "elsewhere", to };
}

export function usesSpaFallback(urlPath: string): boolean {
  return spaFallbackPrefixes.some((prefix) => urlPath.startsWith(prefix));
}

/** `/pricing/index.html`, `/pricing/` and `/pricing` all name the page `/pricing`. */
function pageKey(urlPath: string): string {
  return normalizePath(urlPath.replace(/\/index\.html$/, "/").replace(/\.html$/, ""));
}

/** The pages that are build-internal: `/404` and `/app-shell`. */
const internalPages: readonly string[] = [notFoundFile, spaFallbackFile].map((file) => pageKey(`/${file}`));

/** The not-found page and the app shell are pages of the build, never pages of the site. */
export function isInternalPage(urlPath: string): boolean {
  return internalPages.includes(pageKey(urlPath));
}

/** Files served only in their own role, never by a name: the two internal pages and every precompressed twin. */
export function isInternalFile(file: string): boolean {
  return file === notFoundFile || file === spaFallbackFile || /\.(br|gz)$/.test(file);
}

/**
 * The files that may answer an address, in order; the first that exists and is not internal
 * does. `/pricing` is `pricing/index.html` or else the file `pricing` (a name is a file or a
 * folder, never both: the page's file is tried first, as most requests are pages). A path
 * that is no address (a dot segment, an empty one) has none.
 */
export function filesFor(urlPath: string): string[] {
  if (urlPath === "/") return ["index.html"];
  const segments = urlPath.split("/").slice(1);
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return [];
  const name = segments.join("/");
  return [`${name}/index.html`, name];
}
