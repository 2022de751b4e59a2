/**
 * What Node refuses before a request reaches the handler gets an answer and an access line
 * all the same (docs/decisions/server.md): requests its parser will not read (400, an unknown
 * method 501, an unknown HTTP version 505, oversized headers 431), requests that never finish
 * their headers (408), and CONNECT, which Node hands over as a bare socket (405). Node's own
 * answer to the first kinds is written but never logged, and CONNECT gets no answer at all.
 * The lines are bounded like the error log: once per client and status a minute, at most
 * `maxLines` a minute in all, so a probe by the thousand cannot flood the access log.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { accessLine, clientClosedRequest } from "./access-log.ts";
import { ErrorLog } from "./error-log.ts";

/** What Node's parser says about a request it refused (`clientError`). */
export interface ParserError extends Error {
  code?: string;
  /** The bytes the parser was reading when it gave up. */
  rawPacket?: Buffer;
  /** Where in them it gave up. */
  bytesParsed?: number;
}

/** `METHOD target HTTP/x.y` as far as it goes: the shape of a request line. */
const requestLineShape = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/\S*$/;

/**
 * The request line of the request the parser refused, read from the bytes it was parsing: the
 * last message start before the point of failure (an earlier request of the same packet may
 * have been answered already). Undefined when those bytes hold no request line: a header
 * timeout, a later chunk of an oversized header, or bytes that are not HTTP at all.
 */
export function refusedRequestLine(error: Pick<ParserError, "rawPacket" | "bytesParsed">): string | undefined {
  const packet = error.rawPacket;
  if (!packet?.length) return undefined;
  const failedAt = Math.min(error.bytesParsed ?? packet.length, packet.length);
  const previousEnd = packet.subarray(0, failedAt).lastIndexOf("\r\n\r\n");
  const start = previousEnd >= 0 && previousEnd + 4 < failedAt ? previousEnd + 4 : 0;
  const line = packet
    .subarray(start, start + 8192)
    .toString("latin1")
    .split(/\r?\n/)[0]!;
  return requestLineShape.test(line) ? line : undefined;
}

/** The status of a refusal, by what the parser (or Node's header timer) said. */
export function refusalStatus(error: Pick<ParserError, "code">, requestLine: string | undefined): number {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return 431;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    case "HPE_INVALID_VERSION":
      return 505;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    case "HPE_INVALID_METHOD":
      // A method the server does not know is 501 (RFC 9110, 15.6.2); bytes that are no request at all are 400.
      return requestLine ? 501 : 400;
    default:
      return 400;
  }
}

/** A whole answer with no body, ready for the socket; the connection closes behind it. */
export function bareResponse(status: number, headers: Record<string, string>): string {
  const lines = Object.entries({
    ...headers,
    Date: new Date().toUTCString(),
    "Content-Length": "0",
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n`;
}

interface Connection {
  /** Responses begun on it and not yet closed. */
  inFlight: number;
  /** When it last fell idle (opened, or its last response closed): where a refused request began at the latest. */
  idleSince: number;
  /** A refusal waiting for the responses in flight to finish, so it never lands inside one. */
  whenIdle?: () => void;
}

export interface RefusalsOptions {
  /** The headers every bare answer carries (security headers, `no-store`). */
  headers: () => Record<string, string>;
  /** Writes an access line; undefined when the access log is off. */
  write: ((line: string) => void) | undefined;
  /** Where the count of lines held back goes. */
  writeHeld: (line: string) => void;
  maxLines?: number;
  intervalMs?: number;
  now?: () => number;
}

/** How long a refused connection may stay open once its answer is written, for the client to read it. */
const lingerMs = 2_000;

export class Refusals {
  private readonly connections = new WeakMap<Socket, Connection>();
  private readonly options: RefusalsOptions;
  private readonly log: ErrorLog;

  constructor(options: RefusalsOptions) {
    this.options = options;
    this.log = new ErrorLog({
      maxLines: options.maxLines ?? 60,
      intervalMs: options.intervalMs ?? 60_000,
      write: (line) => options.write?.(line),
      heldLine: (count) => `${count} more refused requests were not logged in the last minute.`,
      writeHeld: options.writeHeld,
      now: options.now,
    });
  }

  private connection(socket: Socket): Connection {
    let connection = this.connections.get(socket);
    if (!connection) {
      connection = { inFlight: 0, idleSince: performance.now() };
      this.connections.set(socket, connection);
    }
    return connection;
  }

  /** Listens on `server` for what Node would refuse unlogged or leave unanswered. */
  attach(server: Server): void {
    server.on("connection", (socket: Socket) => this.connection(socket));
    server.on("clientError", this.onClientError);
    server.on("connect", this.onConnect);
  }

  /** Every request the handler answers: counted while in flight, so a refusal waits its turn. */
  track(req: IncomingMessage, res: ServerResponse): void {
    const connection = this.connection(req.socket);
    connection.inFlight += 1;
    res.once("close", () => {
      connection.inFlight -= 1;
      connection.idleSince = performance.now();
      if (connection.inFlight === 0 && connection.whenIdle) {
        const answer = connection.whenIdle;
        connection.whenIdle = undefined;
        answer();
      }
    });
  }

  /** Node's `clientError`: its parser refused a request, or the request's headers never came. */
  private readonly onClientError = (error: ParserError, socket: Socket): void => {
    // A connection that sent nothing made no request (a browser's unused preconnect), and one
    // reset by its client cannot be answered: both close quietly.
    if (socket.bytesRead === 0 || error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const request = refusedRequestLine(error);
    this.refuse(socket, request, refusalStatus(error, request));
  };

  /** Node's `connect`: a CONNECT request, which would otherwise get its socket closed without a word. */
  private readonly onConnect = (req: IncomingMessage, socket: Socket): void => {
    this.refuse(socket, `${req.method} ${req.url} HTTP/${req.httpVersion}`, 405, { Allow: "GET, HEAD" }, req);
  };

  private refuse(
    socket: Socket,
    request: string | undefined,
    status: number,
    extra: Record<string, string> = {},
    req?: IncomingMessage,
  ): void {
    const connection = this.connection(socket);
    const remoteAddress = socket.remoteAddress;
    const time = new Date();
    const durationMs = performance.now() - connection.idleSince;
    const answer = () => {
      const answered = socket.writable;
      if (answered) {
        socket.end(bareResponse(status, { ...this.options.headers(), ...extra }));
        setTimeout(() => socket.destroy(), lingerMs).unref();
      } else socket.destroy();
      if (!this.options.write) return;
      this.log.report(
        `${remoteAddress} ${status}`,
        accessLine({
          remoteAddress,
          time,
          request,
          status: answered ? status : clientClosedRequest,
          bytes: undefined,
          referer: req?.headers.referer,
          userAgent: req?.headers["user-agent"],
          durationMs,
        }),
      );
    };
    if (connection.inFlight > 0) connection.whenIdle = answer;
    else answer();
  }
}
