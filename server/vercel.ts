/**
 * The CDN configuration, generated from the same rules as the local server:
 * Vercel's Build Output API (`.vercel/output/config.json`, version 3).
 * Routes run in order; `continue` routes only add headers, and a later
 * route's header replaces an earlier one of the same name.
 */
import {
  cachePolicies,
  contentSecurityPolicy,
  framablePrefixes,
  hashedAssetsPrefix,
  normalizePath,
  notFoundFile,
  noPage,
  redirects,
  responseHeaders,
  securityHeaders,
  spaFallbackFile,
  spaFallbackPrefixes,
  unknownSlugPrefixes,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

export interface VercelRoute {
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

/** Matches a page at `/path` and `/path/` (its `index` names redirect to it). */
export function pageSource(path: string): string {
  const base = path === "/" ? "" : escapeRegex(normalizePath(path));
  return `^${base}/?$`;
}

/** Matches the `index` names of a page: `/path/index`, `/path/index.html`, with or without a slash. */
function indexSource(path: string): string {
  const base = path === "/" ? "" : escapeRegex(normalizePath(path));
  return `^${base}/index(?:\\.html)?/?$`;
}

export function vercelConfig(manifest: SecurityManifest): VercelConfig {
  const { contentStore } = manifest;
  const csp = (document: HtmlDocument) => ({
    "Content-Security-Policy": contentSecurityPolicy(document, contentStore),
  });
  /** A miss is never stored, whatever a header route before it said. */
  const missHeaders = (document: HtmlDocument) => ({ ...csp(document), "Cache-Control": cachePolicies.never });
  const notFound = { status: 404, dest: `/${notFoundFile}`, headers: missHeaders(manifest.notFound) };
  const redirectHeaders = responseHeaders({ page: noPage, contentStore });
  const { "X-Frame-Options": frameOptions, ...everyResponse } = redirectHeaders;
  const framable = framablePrefixes.map(escapeRegex).join("|");

  const routes: VercelRoute[] = [
    ...redirects.map((redirect) => ({
      src: `^${escapeRegex(redirect.from)}/?$`,
      status: redirect.status,
      headers: { ...redirectHeaders, Location: redirect.to },
    })),
    // A page has one address: its `index` names redirect to it (any other is missing, below).
    ...Object.keys(manifest.pages).map((path) => ({
      src: indexSource(path),
      status: 301,
      headers: { ...redirectHeaders, Location: path },
    })),
    // Every response: the security headers, a CSP without inline scripts, and caching.
    { src: "^/(.*)$", headers: everyResponse, continue: true },
    // Framing is refused everywhere but on the framable kinds of page.
    {
      src: framable ? `^(?!(?:${framable}))/.*$` : "^/.*$",
      headers: { "X-Frame-Options": frameOptions ?? securityHeaders["X-Frame-Options"]! },
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
    // Build-internal files, by any name: the not-found page, the app shell, precompressed twins;
    // and the index names of no page.
    { src: "^(?:/.*)?/index(?:\\.html)?/?$", ...notFound },
    { src: "^/(?:404\\.html|app-shell|.*\\.(?:br|gz))/?$", ...notFound },
    { handle: "filesystem" },
    // Category and tag slugs the build did not know: the app shell's empty state, with a 404.
    ...unknownSlugPrefixes.map((prefix) => ({
      src: `^${escapeRegex(prefix)}.*$`,
      status: 404,
      dest: `/${spaFallbackFile}`,
      headers: missHeaders(manifest.spaFallback),
    })),
    ...spaFallbackPrefixes.map((prefix) => ({
      src: `^${escapeRegex(prefix)}.*$`,
      dest: `/${spaFallbackFile}`,
      headers: csp(manifest.spaFallback),
    })),
    { handle: "error" },
    { src: "^/(.*)$", ...notFound },
  ];
  return { version: 3, routes };
}
