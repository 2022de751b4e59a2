import { existsSync, readFileSync, realpathSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { recordBodyBytes } from "./access-log.ts";
import { ErrorLog } from "./error-log.ts";
import { readRequestPath } from "./request-path.ts";
import {
  addressOf,
  cacheControl,
  cachePolicies,
  filesFor,
  isInternalFile,
  noPage,
  notFoundFile,
  passiveFile,
  responseHeaders,
  spaFallbackFile,
  usesSpaFallback,
  type HtmlDocument,
  type PagePolicy,
  type SecurityManifest,
} from "./rules.ts";
import { openForResponse, preferredEncoding, sendOpenFile } from "./static-file.ts";

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

export interface SiteHandlerOptions {
  /** Where failures are written, at most once per path per interval (server/error-log.ts). */
  errors?: ErrorLog;
}

/**
 * The production request handler: one address per page (every other spelling redirected to
 * it, an encoded slash refused), one file per address (precompressed twins by
 * `Accept-Encoding`, validators from the open file), the app shell for blog paths that were
 * not prerendered and the prerendered not-found page elsewhere, both with a 404. Whatever a
 * request holds, it gets an answer and the process lives on: a target that does not read as a
 * path, or an HTTP/1.1 request without one Host, gets 400, a version other than HTTP/1.0 or
 * 1.1 gets 505, an expectation other than `100-continue` 417, and a failure inside gets 500.
 * What Node refuses before this handler is answered by server/refusals.ts.
 *
 * The build folder is resolved once: a link switched to a new build does not change what a
 * running server serves (the deploy rule, docs/decisions/server.md).
 */
export function createSiteHandler(buildDir: string, { errors = new ErrorLog() }: SiteHandlerOptions = {}) {
  const build = realpathSync(buildDir);
  const clientDir = join(build, "client");
  const manifest = readManifest(build);
  const notFound = loadDocument(clientDir, notFoundFile);
  const spaFallback = loadDocument(clientDir, spaFallbackFile);
  const pageOfFile = new Map(Object.values(manifest.pages).map((document) => [document.file, document]));
  const headers = (page: PagePolicy | undefined, cache: string, passive = false) =>
    responseHeaders({ page, cache, contentStore: manifest.contentStore, passive });

  /** A response with no body worth caching: a refusal or a failure. */
  function sendBare(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
    res.writeHead(status, { ...headers(noPage, cachePolicies.never), ...extra });
    res.end();
  }

  function sendDocument(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    doc: CachedDocument,
    meta: HtmlDocument,
  ) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const [body, sentEncoding] =
      encoding === "br" && doc.br
        ? [doc.br, "br"]
        : encoding === "gzip" && doc.gzip
          ? [doc.gzip, "gzip"]
          : [doc.plain, undefined];
    res.writeHead(status, {
      ...headers(meta, status === 200 ? cachePolicies.revalidate : cachePolicies.never),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(sentEncoding ? { "Content-Encoding": sentEncoding } : {}),
    });
    const sendsBody = req.method !== "HEAD";
    if (sendsBody) recordBodyBytes(res, body.length);
    res.end(sendsBody ? body : undefined);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    if (req.httpVersion !== "1.1" && req.httpVersion !== "1.0") {
      return sendBare(res, 505, { Connection: "close" });
    }
    // HTTP/1.1 names its host once (RFC 9112, 3.2); Node's own check would answer unlogged.
    if (req.httpVersion === "1.1" && req.headersDistinct.host?.length !== 1) {
      return sendBare(res, 400, { Connection: "close" });
    }
    // Node answers `100-continue` itself; any other expectation is one the site cannot meet.
    if (req.headers.expect !== undefined && req.headers.expect.toLowerCase() !== "100-continue") {
      return sendBare(res, 417, { Connection: "close" });
    }
    const target = readRequestPath(req.url);
    if (!target) return sendBare(res, 400);
    const { path, search } = target;

    if (req.method !== "GET" && req.method !== "HEAD") return sendBare(res, 405, { Allow: "GET, HEAD" });

    // One address per page (rules.ts `addressOf`): every other spelling is redirected to it.
    const address = addressOf(target.raw);
    if (address.kind === "refused") return sendBare(res, 400);
    if (address.kind === "elsewhere") {
      res.writeHead(301, { ...headers(noPage, cachePolicies.revalidate), Location: address.to + search });
      res.end();
      return;
    }

    const found = await openForResponse(
      res,
      clientDir,
      filesFor(path),
      preferredEncoding(req.headers["accept-encoding"]),
      (error) => errors.report(path, `Failed closing a file for ${path}: ${error.message}`),
    );
    // The client left before its answer began: nothing was opened, or what was is closed with the response.
    if (res.destroyed) return;
    if (!found || isInternalFile(found.file)) {
      if (usesSpaFallback(path)) return sendDocument(req, res, 404, spaFallback, manifest.spaFallback);
      return sendDocument(req, res, 404, notFound, manifest.notFound);
    }
    await sendOpenFile(req, res, found, {
      headers: headers(pageOfFile.get(found.file), cacheControl(`/${found.file}`), passiveFile.test(found.file)),
      onBytes: (bytes) => recordBodyBytes(res, bytes),
      onError: (error) => errors.report(path, `Failed reading ${found.file} for ${path}: ${error.message}`),
    });
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const fail = (error: unknown) => {
      errors.report(req.url ?? "", `500 for ${JSON.stringify(req.url)}: ${String(error)}`);
      if (!res.headersSent) sendBare(res, 500);
      else res.destroy();
    };
    try {
      route(req, res).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
