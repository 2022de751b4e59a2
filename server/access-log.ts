/**
 * One line per request, in the Combined Log Format that log tools (GoAccess, AWStats,
 * Loki, Elastic's Apache module) read, with the time taken in milliseconds appended:
 *
 *   127.0.0.1 - - [25/Nov/2026:16:05:14 +0000] "GET /pricing HTTP/1.1" 200 5120 "-" "curl/8.5" 3
 *
 * Bytes are the body bytes handed to the response (`-` for none). A client that left before
 * its answer began is logged with 499 (nginx's "client closed request", which log tools know),
 * never with a status it was not sent. Requests Node's parser refused have their request line
 * as far as it could be read, else `-` (server/refusals.ts). On for `npm start`;
 * `ACCESS_LOG=off` turns it off (docs/decisions/server.md).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const bodyBytes = new WeakMap<ServerResponse, number>();

/** Called by the handler as a body goes out. */
export function recordBodyBytes(res: ServerResponse, bytes: number): void {
  bodyBytes.set(res, bytes);
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `[25/Nov/2026:16:05:14 +0000]`, in UTC. */
export function logTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}`;
  return `[${day}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000]`;
}

/** A field as the format quotes it: quotes, backslashes and control characters escaped, so no line can be forged. */
export function quoted(value: string | undefined): string {
  if (value === undefined || value === "") return '"-"';
  const escaped = value.replace(/[\\"]|[^\x20-\x7e]/g, (char) =>
    char === "\\" || char === '"' ? `\\${char}` : `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
  return `"${escaped}"`;
}

export interface AccessRecord {
  remoteAddress: string | undefined;
  time: Date;
  /** The request line (`GET /pricing HTTP/1.1`), or undefined when none could be read. */
  request: string | undefined;
  status: number;
  bytes: number | undefined;
  referer: string | undefined;
  userAgent: string | undefined;
  durationMs: number;
}

export function accessLine(record: AccessRecord): string {
  return [
    record.remoteAddress ?? "-",
    "-",
    "-",
    logTime(record.time),
    quoted(record.request),
    record.status,
    record.bytes ? record.bytes : "-",
    quoted(record.referer),
    quoted(record.userAgent),
    Math.round(record.durationMs),
  ].join(" ");
}

/** The status a response's line carries: the one sent, or 499 when the client left before any was. */
export const clientClosedRequest = 499;

export function loggedStatus(res: Pick<ServerResponse, "headersSent" | "statusCode">): number {
  return res.headersSent ? res.statusCode : clientClosedRequest;
}

/** Writes the line for `req` when its response is done, whether it completed or the client left. */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, write: (line: string) => void): void {
  const started = performance.now();
  const time = new Date();
  // Read now: a socket the server cut no longer knows its peer.
  const remoteAddress = req.socket.remoteAddress;
  res.once("close", () => {
    write(
      accessLine({
        remoteAddress,
        time,
        request: `${req.method} ${req.url} HTTP/${req.httpVersion}`,
        status: loggedStatus(res),
        bytes: bodyBytes.get(res),
        referer: req.headers.referer,
        userAgent: req.headers["user-agent"],
        durationMs: performance.now() - started,
      }),
    );
  });
}
