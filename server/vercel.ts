/**
 * The CDN configuration, generated from the same rules as the local server:
 * Vercel's Build Output API (`.vercel/output/config.json`, version 3).
 * Routes run in order; `continue` routes only add headers, and a later
 * route's header replaces an earlier one of the same name.
 */
import {
  cachePolicies,
  contentSecurityPolicy,
  documentPolicies,
  framablePrefixes,
  hashedAssetsPrefix,
  notFoundFile,
  noPage,
  passiveFile,
  redirects,
  responseHeaders,
  spaFallbackFile,
  spaFallbackPrefixes,
  unreservedCharacters,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

interface VercelRoute {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: "filesystem" | "error";
}

export interface VercelConfig {
  version: 3;
  routes: VercelRoute[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Matches a page at its one address. */
function pageSource(path: string): string {
  return `^${path === "/" ? "/" : escapeRegex(path)}$`;
}

/**
 * A path being made canonical carries this prefix through the rewrites below, so the last route
 * knows to redirect. The server answers any path that starts with it 404, and so does the CDN.
 */
const canonicalMark = "/__canonical__";

/** How many times each rewrite is tried: a spelling that needs more takes one more redirect at the CDN. */
const canonicalPasses = { escapes: 2, other: 3 };

/** `%69`, `%6a` and `%6A` as one pattern: the escape of `char` in either case. */
function escapeOf(char: string): string {
  const [high, low] = char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
  return `%${high}${/[A-F]/.test(low!) ? `[${low}${low!.toLowerCase()}]` : low}`;
}

/**
 * rules.ts `addressOf` as routes (the server's test holds them to it): a path that is not its
 * own address is marked, rewritten step by step (escapes of unreserved characters, runs of
 * slashes, `.` and `..` segments, a trailing slash, an `index` name, an old address), and
 * redirected once to what it became.
 */
function addressRoutes(
  redirectHeaders: Record<string, string>,
  refusal: VercelRoute,
  notFound: VercelRoute,
): VercelRoute[] {
  const mark = escapeRegex(canonicalMark);
  const dot = "(?:\\.|%2[Ee])";
  const rewrite = (src: string, dest: string): VercelRoute => ({ src, dest, continue: true });
  const times = (count: number, routes: () => VercelRoute[]) => Array.from({ length: count }, routes).flat();
  const escapes = [...unreservedCharacters].map((char) => escapeOf(char).slice(1));
  const notCanonical = [
    "//",
    "/\\.\\.?(?:/|$)",
    `%(?:${escapes.join("|")})`,
    "/index(?:\\.html)?$",
    ...redirects.map((redirect) => `^${escapeRegex(redirect.from)}$`),
  ];
  return [
    // A name with a slash in it is refused, as the server refuses it.
    { ...refusal, src: "%2[Ff]" },
    { ...notFound, src: `^${mark}(?:/.*)?$` },
    rewrite(`^(?=.+/$|.*(?:${notCanonical.join("|")}))(/.*)$`, `${canonicalMark}$1`),
    ...times(canonicalPasses.escapes, () =>
      [...unreservedCharacters].map((char) => rewrite(`^(${mark}.*?)${escapeOf(char)}(.*)$`, `$1${char}$2`)),
    ),
    ...times(canonicalPasses.other, () => [rewrite(`^(${mark}.*?)//+(.*)$`, "$1/$2")]),
    // A dot is `.` or `%2E` here, decoded or not yet: the escapes above may not all be done.
    // Each step is sound when the passes run out: what is left is done at the next request.
    ...times(canonicalPasses.other, () => [rewrite(`^(${mark}(?:/[^/]*)*?)/${dot}(/.*)?$`, "$1$2")]),
    ...times(canonicalPasses.other, () => [
      rewrite(`^(${mark})/${dot}${dot}(/.*)?$`, "$1$2"),
      // The segment a `..` takes away is a name: never a dot segment left for a later request.
      rewrite(`^(${mark}(?:/[^/]*)*?)/(?!${dot}{1,2}(?:/|$))[^/]+/${dot}${dot}(/.*)?$`, "$1$2"),
    ]),
    rewrite(`^(${mark}.*?)/+$`, "$1"),
    rewrite(`^(${mark}.*?)(?:/index(?:\\.html)?)+$`, "$1"),
    ...redirects.map((redirect) =>
      rewrite(`^(?:${mark})?${escapeRegex(redirect.from)}$`, `${canonicalMark}${redirect.to}`),
    ),
    { src: `^${mark}$`, status: 301, headers: { ...redirectHeaders, Location: "/" } },
    { src: `^${mark}(/.*)$`, status: 301, headers: { ...redirectHeaders, Location: "$1" } },
  ];
}

export function vercelConfig(manifest: SecurityManifest): VercelConfig {
  const { contentStore } = manifest;
  const csp = (document: HtmlDocument) => ({
    "Content-Security-Policy": contentSecurityPolicy(document, contentStore),
  });
  /**
   * A miss is a document and is never stored, whatever a header route before it said: it gets
   * every header, though its path may name a passive file (`/missing.png`).
   */
  const missHeaders = (document: HtmlDocument) =>
    responseHeaders({ page: document, cache: cachePolicies.never, contentStore });
  const notFound = { status: 404, dest: `/${notFoundFile}`, headers: missHeaders(manifest.notFound) };
  const redirectHeaders = responseHeaders({ page: noPage, contentStore });
  const framable = framablePrefixes.map(escapeRegex).join("|");
  /** A lookahead that refuses a passive file's path (rules.ts `passiveFile`). */
  const notPassive = `(?!.*${passiveFile.source})`;

  // A whole answer, given before the header routes below have run (as `notFound` is).
  const refusal = { status: 400, headers: responseHeaders({ page: noPage, cache: cachePolicies.never, contentStore }) };

  const routes: VercelRoute[] = [
    // A page has one address: every other spelling is redirected to it, or refused.
    ...addressRoutes(redirectHeaders, refusal, notFound),
    // Every response: the security headers and caching.
    { src: "^/(.*)$", headers: responseHeaders({ passive: true }), continue: true },
    // Every response but a passive file's: the document policies, a CSP without inline scripts.
    {
      src: `^${notPassive}/.*$`,
      headers: {
        "Permissions-Policy": documentPolicies["Permissions-Policy"],
        "Content-Security-Policy": redirectHeaders["Content-Security-Policy"]!,
      },
      continue: true,
    },
    // Framing is refused everywhere but on the framable kinds of page (and passive files).
    {
      src: framable ? `^(?!(?:${framable}))${notPassive}/.*$` : `^${notPassive}/.*$`,
      headers: { "X-Frame-Options": documentPolicies["X-Frame-Options"] },
      continue: true,
    },
    {
      src: `^${escapeRegex(hashedAssetsPrefix)}(.*)$`,
      headers: { "Cache-Control": cachePolicies.immutable },
      continue: true,
    },
    // Each prerendered page: a CSP that allows exactly its own inline scripts and third parties.
    ...Object.entries(manifest.pages).map(([path, document]) => ({
      src: pageSource(path),
      headers: csp(document),
      continue: true,
    })),
    // Build-internal files, by any name: the not-found page, the app shell, precompressed twins.
    { src: "^/(?:404(?:\\.html)?|app-shell|.*\\.(?:br|gz))$", ...notFound },
    { handle: "filesystem" },
    // Blog paths the build did not write: the app shell, with a 404 while it looks them up.
    ...spaFallbackPrefixes.map((prefix) => ({
      src: `^${escapeRegex(prefix)}.*$`,
      status: 404,
      dest: `/${spaFallbackFile}`,
      headers: missHeaders(manifest.spaFallback),
    })),
    { handle: "error" },
    { src: "^/(.*)$", ...notFound },
  ];
  return { version: 3, routes };
}
