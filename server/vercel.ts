/**
 * The CDN configuration, generated from the same rules as the local server:
 * Vercel's Build Output API (`.vercel/output/config.json`, version 3).
 * Routes run in order; `continue` routes only add headers, and a later
 * route's header replaces an earlier one of the same name.
 */
import {
  contentSecurityPolicy,
  allowContentStoreOrigins,
  normalizePath,
  notFoundFile,
  redirects,
  responseHeaders,
  spaFallbackFile,
  spaFallbackPrefixes,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

const csp = (document: HtmlDocument) => ({ "Content-Security-Policy": contentSecurityPolicy(document.scriptHashes) });

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

export function vercelConfig(manifest: SecurityManifest): VercelConfig {
  allowContentStoreOrigins(manifest.contentStore);
  const routes: VercelRoute[] = [
    ...redirects.map((redirect) => ({
      src: `^${escapeRegex(redirect.from)}/?$`,
      status: redirect.status,
      headers: { ...responseHeaders(redirect.from), Location: redirect.to },
    })),
    // Every response: the security headers, a CSP without inline scripts, and caching.
    { src: "^/(.*)$", headers: responseHeaders("/"), continue: true },
    { src: "^/assets/(.*)$", headers: responseHeaders("/assets/"), continue: true },
    // Each prerendered page: a CSP that allows exactly its own inline scripts.
    ...Object.entries(manifest.pages).map(([path, document]) => ({
      src: pageSource(path),
      headers: csp(document),
      continue: true,
    })),
    {
      src: `^/(?:${escapeRegex(notFoundFile)}|${escapeRegex(spaFallbackFile)}|404/?)$`,
      status: 404,
      dest: `/${notFoundFile}`,
      headers: csp(manifest.notFound),
    },
    { handle: "filesystem" },
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
      headers: csp(manifest.notFound),
    },
  ];
  return { version: 3, routes };
}
