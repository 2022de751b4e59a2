import { readFileSync, existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  findRedirect,
  normalizePath,
  notFoundFile,
  responseHeaders,
  allowContentStoreOrigins,
  spaFallbackFile,
  usesSpaFallback,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

export function readManifest(buildDir: string): SecurityManifest {
  return JSON.parse(readFileSync(join(buildDir, "security-manifest.json"), "utf8")) as SecurityManifest;
}

/** `/pricing/index.html`, `/pricing/` and `/pricing` all name the page `/pricing`. */
export function pageKey(urlPath: string): string {
  return normalizePath(urlPath.replace(/\/index\.html$/, "/").replace(/\.html$/, ""));
}

interface CachedDocument {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function loadDocument(clientDir: string, file: string): CachedDocument {
  const path = join(clientDir, file);
  const optional = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return { plain: readFileSync(path), br: optional(".br"), gzip: optional(".gz") };
}

/**
 * The production request handler: redirects, prerendered pages and assets
 * through sirv (precompressed variants, ETags), the app shell for blog paths
 * that were not prerendered, and the prerendered not-found page with a 404.
 */
export function createSiteHandler(buildDir: string) {
  const clientDir = join(buildDir, "client");
  const manifest = readManifest(buildDir);
  allowContentStoreOrigins(manifest.contentStore);
  const notFound = loadDocument(clientDir, notFoundFile);
  const spaFallback = loadDocument(clientDir, spaFallbackFile);
  const hiddenFiles = new Set([`/${notFoundFile}`, `/${spaFallbackFile}`, "/404", "/404/"]);

  const serveStatic = sirv(clientDir, { etag: true, brotli: true, gzip: true, extensions: ["html"] });

  function sendDocument(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    doc: CachedDocument,
    meta: HtmlDocument,
    urlPath: string,
  ) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      doc.br && /\bbr\b/.test(accepted)
        ? [doc.br, "br"]
        : doc.gzip && /\bgzip\b/.test(accepted)
          ? [doc.gzip, "gzip"]
          : [doc.plain, undefined];
    res.writeHead(status, {
      ...responseHeaders(urlPath, meta),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...responseHeaders(path), Allow: "GET, HEAD" });
      res.end();
      return;
    }

    const redirect = findRedirect(path);
    if (redirect) {
      res.writeHead(redirect.status, { ...responseHeaders(path), Location: redirect.to + url.search });
      res.end();
      return;
    }

    const notFoundResponse = () => sendDocument(req, res, 404, notFound, manifest.notFound, path);
    if (hiddenFiles.has(path)) return notFoundResponse();

    for (const [name, value] of Object.entries(responseHeaders(path, manifest.pages[pageKey(path)]))) {
      res.setHeader(name, value);
    }
    serveStatic(req, res, () => {
      if (usesSpaFallback(path)) sendDocument(req, res, 200, spaFallback, manifest.spaFallback, path);
      else notFoundResponse();
    });
  };
}
