/**
 * The file step of the server: one file opened once, and only for a response
 * that is still wanted, its size and validators read from that open file,
 * exactly that many bytes sent, and the file closed when the response closes,
 * however it ends (complete, aborted by the client before or during the body,
 * or failed). Freshness (`fresh`, Express's) and encoding negotiation
 * (`negotiator`) come from the libraries Express uses; docs/decisions/server.md
 * says why the file step is ours and not sirv's or `send`'s.
 */
import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { Transform, pipeline } from "node:stream";
import fresh from "fresh";
import { lookup } from "mrmime";
import Negotiator from "negotiator";
import { compressible, extraContentTypes, withCharset } from "./rules.ts";

export interface OpenFile {
  /** Path inside the client directory, as the build wrote it. */
  file: string;
  handle: FileHandle;
  size: number;
  mtime: Date;
  ino: number;
  /** Set when a precompressed twin was opened in the file's place. */
  encoding?: "br" | "gzip";
}

/** What a failed open means: nothing there (try the next name), or a real failure. */
const absent = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);

async function openRegular(path: string): Promise<Omit<OpenFile, "file" | "encoding"> | undefined> {
  let handle: FileHandle;
  try {
    // Non-blocking: a pipe or device in the folder fails the file test below instead of hanging the open.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (absent.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    return { handle, size: stat.size, mtime: stat.mtime, ino: stat.ino };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const twins = { br: ".br", gzip: ".gz" } as const;

/**
 * The first of `candidates` that is a regular file in `clientDir`, opened: its precompressed
 * twin in the encoding the client prefers when the build wrote one beside it (the build
 * writes a twin only beside its file), else the file itself.
 */
async function openFirst(
  clientDir: string,
  candidates: readonly string[],
  encoding: "br" | "gzip" | undefined,
): Promise<OpenFile | undefined> {
  for (const file of candidates) {
    if (encoding && compressible.test(file)) {
      // A twin that cannot be read is no reason to fail: the plain file may still be.
      const twin = await openRegular(join(clientDir, file + twins[encoding])).catch(() => undefined);
      if (twin) return { file, encoding, ...twin };
    }
    const opened = await openRegular(join(clientDir, file));
    if (opened) return { file, ...opened };
  }
  return undefined;
}

/**
 * Resolves when `res` may begin: at once for a connection's current request; for one pipelined
 * behind others, once those are answered (Node then hands it the connection) or the connection
 * has closed. Nothing is opened for a request still waiting its turn, so a client that pipelines
 * hundreds of requests holds one file, not hundreds.
 */
function turnOf(res: ServerResponse): Promise<void> {
  if (res.socket || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      res.off("socket", go);
      res.off("close", go);
      resolve();
    };
    res.on("socket", go);
    res.on("close", go);
  });
}

/**
 * The file that answers `res` (the first of `candidates`, as `openFirst` finds it), opened only
 * when the response is live and its turn has come, and closed when the response closes: the
 * one place every path passes, whether the body was sent, the client left before or during it,
 * or the send failed. Undefined when no candidate exists or the client has left.
 */
export async function openForResponse(
  res: ServerResponse,
  clientDir: string,
  candidates: readonly string[],
  encoding: "br" | "gzip" | undefined,
  onCloseError: (error: Error) => void,
): Promise<OpenFile | undefined> {
  await turnOf(res);
  if (res.destroyed) return undefined;
  const opened = await openFirst(clientDir, candidates, encoding);
  if (!opened) return undefined;
  const close = () => void opened.handle.close().catch(onCloseError);
  // A response that closed while the file was being opened has already said its last word.
  if (res.destroyed) close();
  else res.once("close", close);
  return res.destroyed ? undefined : opened;
}

/**
 * The encoding a client takes for a compressible file, by its `Accept-Encoding` and q-values
 * (`br;q=0` refuses brotli), or undefined for the plain bytes.
 */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  // No header: the plain bytes, as the safest reading. Equal q-values: brotli first, as it is smaller.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "identity" } }) as Negotiator & {
    // negotiator 1.x takes the server's order for ties; its published types predate that option.
    encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
  };
  const order = ["br", "gzip", "identity"];
  const [best] = negotiator.encodings(order, { preferred: order });
  return best === "br" || best === "gzip" ? best : undefined;
}

export function contentType(file: string): string {
  const extension = extname(file);
  return withCharset(extraContentTypes[extension] ?? lookup(extension) ?? "application/octet-stream");
}

/**
 * A weak validator from the open file: its size, modification time and inode, and the
 * encoding, so a same-size change or a file renamed into place gets a new tag.
 */
export function entityTag({ size, mtime, ino, encoding }: Pick<OpenFile, "size" | "mtime" | "ino" | "encoding">) {
  const parts = [size, Math.floor(mtime.getTime()), ino].map((n) => n.toString(36));
  return `W/"${parts.join("-")}${encoding ? `-${encoding}` : ""}"`;
}

/** Counts what passes and fails at the end if the file gave fewer bytes than it said it had. */
function exactLength(size: number, onBytes: (bytes: number) => void) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      onBytes(bytes);
      callback(null, chunk);
    },
    flush(callback) {
      callback(bytes === size ? null : new Error(`the file shrank while it was sent (${bytes} of ${size} bytes)`));
    },
  });
}

export interface SendOptions {
  /** Headers of the response beside the ones the file gives (security, caching). */
  headers: Record<string, string>;
  /** Told the body bytes handed to the response so far (for the access log). */
  onBytes: (bytes: number) => void;
  /** Told of a failure while reading; the response has been cut by then. */
  onError: (error: Error) => void;
}

/** Files up to this size are read whole and sent in one write; larger ones stream. */
const smallFile = 64 * 1024;

/** Reads a small file whole, as its size says; fails if the file gave fewer bytes. */
async function readWhole(opened: OpenFile): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(opened.size);
  let filled = 0;
  while (filled < opened.size) {
    const { bytesRead } = await opened.handle.read(buffer, filled, opened.size - filled, filled);
    if (bytesRead === 0) throw new Error(`the file shrank while it was read (${filled} of ${opened.size} bytes)`);
    filled += bytesRead;
  }
  return buffer;
}

/**
 * Answers with a file `openForResponse` opened (and will close): 304 when the client's copy is
 * fresh (keeping Cache-Control, ETag, Vary and the rest), the headers alone for HEAD, else the
 * body: a small file read whole and sent at once, a large one streamed.
 */
export async function sendOpenFile(req: IncomingMessage, res: ServerResponse, opened: OpenFile, options: SendOptions) {
  const validators = { ETag: entityTag(opened), "Last-Modified": opened.mtime.toUTCString() };
  const headers: Record<string, string | number> = {
    ...options.headers,
    ...validators,
    ...(compressible.test(opened.file) ? { Vary: "Accept-Encoding" } : {}),
  };
  const isFresh = fresh(req.headers, { etag: validators.ETag, "last-modified": validators["Last-Modified"] });
  if (isFresh || req.method === "HEAD" || opened.size <= smallFile) {
    const body = isFresh || req.method === "HEAD" ? undefined : await readWhole(opened);
    res.writeHead(isFresh ? 304 : 200, isFresh ? headers : { ...headers, ...bodyHeaders(opened) });
    if (body) options.onBytes(body.length);
    res.end(body);
    return;
  }
  // A client that left while the file was opened or read gets nothing: piping into a closed response throws.
  if (res.destroyed) return;
  res.writeHead(200, { ...headers, ...bodyHeaders(opened) });
  // `end` is inclusive: never more than the size the headers promise, even if the file grows.
  // The stream leaves the file open: it is closed with the response (`openForResponse`).
  const stream = opened.handle.createReadStream({ start: 0, end: opened.size - 1, autoClose: false });
  pipeline(stream, exactLength(opened.size, options.onBytes), res, (error) => {
    if (!error) return;
    // A client that went away is not a failure of ours.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") options.onError(error);
    res.destroy();
  });
}

function bodyHeaders(opened: OpenFile): Record<string, string | number> {
  return {
    "Content-Type": contentType(opened.file),
    "Content-Length": opened.size,
    ...(opened.encoding ? { "Content-Encoding": opened.encoding } : {}),
  };
}
