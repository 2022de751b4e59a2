/**
 * The CDN configuration, generated from the same rules as the local server:
 * Vercel's Build Output API (`.vercel/output/config.json`, version 3).
 * Routes run in order; `continue` routes only add headers, and a later
 * route's header replaces an earlier one of the same name.
 */
import {
  allowContentStoreOrigins,
  cachePolicies,
  contentSecurityPolicy,
  hashedAssetsPrefix,
  normalizePath,
  internalPages,
  notFoundFile,
  redirects,
  responseHeaders,
  spaFallbackFile,
  spaFallbackPrefixes,
  unknownSlugPrefixes,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

const csp = (document: HtmlDocument) => ({ "Content-Security-Policy": contentSecurityPolicy(document.scriptHashes) });
/** A miss is never stored, whatever a header route before it said. */
const missHeaders = (document: HtmlDocument) => ({ ...csp(document), "Cache-Control": cachePolicies.never });

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

/** Matches a page at `/path`, `/path/` and its file `/path/index.html`. */
export function pageSource(path: string): string {
  const base = path === "/" ? "" : escapeRegex(normalizePath(path));
  return `^${base}(?:/|/index\\.html)?$`;
}

const internalNames = internalPages.map((page) => escapeRegex(page.slice(1))).join("|");

export function vercelConfig(manifest: SecurityManifest): VercelConfig {
  allowContentStoreOrigins(manifest.contentStore);
  const routes: VercelRoute[] = [
    ...redirects.map((redirect) => ({
      src: `^${escapeRegex(redirect.from)}/?$`,
      status: redirect.status,
      headers: { ...responseHeaders(undefined), Location: redirect.to },
    })),
    // Every response: the security headers, a CSP without inline scripts, and caching.
    { src: "^/(.*)$", headers: responseHeaders(undefined), continue: true },
    {
      src: `^${escapeRegex(hashedAssetsPrefix)}(.*)$`,
      headers: { "Cache-Control": cachePolicies.immutable },
      continue: true,
    },
    // Each prerendered page: a CSP that allows exactly its own inline scripts.
    ...Object.entries(manifest.pages).map(([path, document]) => ({
      src: pageSource(path),
      headers: csp(document),
      continue: true,
    })),
    // Build-internal files, by any name: the not-found page, the app shell, precompressed twins.
    {
      src: `^/(?:(?:${internalNames})(?:\\.html|/|/index\\.html)?|.*\\.(?:br|gz))$`,
      status: 404,
      dest: `/${notFoundFile}`,
      headers: missHeaders(manifest.notFound),
    },
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
    {
      src: "^/(.*)$",
      status: 404,
      dest: `/${notFoundFile}`,
      headers: missHeaders(manifest.notFound),
    },
  ];
  return { version: 3, routes };
}
