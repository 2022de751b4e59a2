import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import sirv from "sirv";
import { encodePath, readRequestPath } from "./request-path.ts";
import {
  allowContentStoreOrigins,
  cacheControl,
  cachePolicies,
  extraContentTypes,
  fallbackStatus,
  findRedirect,
  isBuildInternal,
  notFoundFile,
  pageKey,
  responseHeaders,
  spaFallbackFile,
  usesSpaFallback,
  type HtmlDocument,
  type SecurityManifest,
} from "./rules.ts";

export function readManifest(buildDir: string): SecurityManifest {
  return JSON.parse(readFileSync(join(buildDir, "security-manifest.json"), "utf8")) as SecurityManifest;
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

/** A response with no body worth caching: a refusal or a failure. */
function sendBare(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...responseHeaders(undefined, cachePolicies.never), ...extra });
  res.end();
}

/**
 * The production request handler: redirects, prerendered pages and assets
 * through sirv (precompressed variants, ETags), the app shell for blog paths
 * that were not prerendered, and the prerendered not-found page with a 404.
 * Whatever a request holds, it gets an answer and the process lives on:
 * targets that do not read as a path get 400, and a failure inside gets 500.
 */
export function createSiteHandler(buildDir: string) {
  const clientDir = join(buildDir, "client");
  const manifest = readManifest(buildDir);
  allowContentStoreOrigins(manifest.contentStore);
  const notFound = loadDocument(clientDir, notFoundFile);
  const spaFallback = loadDocument(clientDir, spaFallbackFile);

  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    // Called only for a file that exists: the one place a response may become immutable.
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
      const type = extraContentTypes[extname(pathname)];
      if (type) res.setHeader("Content-Type", type);
    },
  });

  function sendDocument(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    doc: CachedDocument,
    meta: HtmlDocument,
  ) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      doc.br && /\bbr\b/.test(accepted)
        ? [doc.br, "br"]
        : doc.gzip && /\bgzip\b/.test(accepted)
          ? [doc.gzip, "gzip"]
          : [doc.plain, undefined];
    res.writeHead(status, {
      ...responseHeaders(meta, status === 200 ? cachePolicies.revalidate : cachePolicies.never),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function route(req: IncomingMessage, res: ServerResponse) {
    const target = readRequestPath(req.url);
    if (!target) return sendBare(res, 400);
    const { path, search } = target;

    if (req.method !== "GET" && req.method !== "HEAD") return sendBare(res, 405, { Allow: "GET, HEAD" });

    const redirect = findRedirect(path);
    if (redirect) {
      res.writeHead(redirect.status, { ...responseHeaders(undefined), Location: redirect.to + search });
      res.end();
      return;
    }

    const notFoundResponse = () => sendDocument(req, res, 404, notFound, manifest.notFound);
    if (isBuildInternal(path)) return notFoundResponse();

    for (const [name, value] of Object.entries(responseHeaders(manifest.pages[pageKey(path)]))) {
      res.setHeader(name, value);
    }
    // The static library reads the target again: hand it the path read above, and no
    // Range header (ranges are not served: every response is the whole body).
    req.url = encodePath(target);
    delete req.headers.range;
    // A file that vanishes under a running server (a rebuild) fails mid-stream: end that response only.
    res.once("pipe", (source) =>
      source.once("error", (error) => {
        console.error(`Failed reading ${path}:`, error);
        res.destroy();
      }),
    );
    serveStatic(req, res, () => {
      if (usesSpaFallback(path)) sendDocument(req, res, fallbackStatus(path), spaFallback, manifest.spaFallback);
      else notFoundResponse();
    });
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      route(req, res);
    } catch (error) {
      console.error(`500 for ${JSON.stringify(req.url)}:`, error);
      if (!res.headersSent) sendBare(res, 500);
      else res.destroy();
    }
  };
}
