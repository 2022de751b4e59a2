/**
 * Refusals over real sockets: what Node's parser refuses, a header timeout and CONNECT each
 * get an answer and one access line; a refusal never lands inside a response in flight; and a
 * flood of them writes a bounded number of lines.
 */
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bareResponse, refusalStatus, refusedRequestLine, Refusals } from "./refusals";

let server: Server;
let port: number;
const lines: string[] = [];
const held: string[] = [];
let now = 0;

beforeAll(async () => {
  const refusals = new Refusals({
    headers: () => ({ "Cache-Control": "no-store" }),
    write: (line) => lines.push(line),
    writeHeld: (line) => held.push(line),
    now: () => now,
  });
  server = createServer(
    { headersTimeout: 500, requestTimeout: 1_000, connectionsCheckingInterval: 100, requireHostHeader: false },
    (req, res) => {
      refusals.track(req, res);
      setTimeout(() => res.end("ok"), req.url === "/slow" ? 300 : 0);
    },
  );
  refusals.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines.length = 0;
  held.length = 0;
  now += 3_600_000;
});

/** Writes `bytes` (or nothing) and reads until the server closes; gives every byte it sent. */
function exchange(bytes: string | Buffer | undefined): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => socket.end());
    socket.on("error", () => {});
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    if (bytes !== undefined) socket.write(bytes);
  });
}

const statusLines = (answer: string) => answer.match(/HTTP\/1\.1 \d{3} [^\r]*/g) ?? [];

describe("each refusal gets an answer and one access line", () => {
  const request = (line: string, headers = "Host: localhost\r\n") => `${line}\r\n${headers}\r\n`;
  it.each([
    ["an unknown HTTP version", request("GET / HTTP/1.2"), 505, '"GET / HTTP/1.2"'],
    ["HTTP/3.0", request("GET /pricing HTTP/3.0"), 505, '"GET /pricing HTTP/3.0"'],
    [
      "a duplicate Content-Length",
      request("GET / HTTP/1.1", "Host: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n"),
      400,
      '"GET / HTTP/1.1"',
    ],
    [
      "Content-Length beside Transfer-Encoding (a smuggling attempt)",
      request("POST / HTTP/1.1", "Host: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n"),
      400,
      '"POST / HTTP/1.1"',
    ],
    [
      "an oversized header",
      request("GET / HTTP/1.1", `Host: localhost\r\nX-Big: ${"a".repeat(17_000)}\r\n`),
      431,
      '"GET / HTTP/1.1"',
    ],
    ["an unknown method", request("FOO / HTTP/1.1"), 501, '"FOO / HTTP/1.1"'],
    ["bytes that are not HTTP", Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00]), 400, '"-"'],
    [
      "CONNECT",
      request("CONNECT example.com:443 HTTP/1.1", "Host: example.com:443\r\n"),
      405,
      '"CONNECT example.com:443 HTTP/1.1"',
    ],
  ])("%s", async (_, bytes, status, requestField) => {
    const answer = await exchange(bytes);
    expect(statusLines(answer)).toEqual([expect.stringMatching(new RegExp(`^HTTP/1\\.1 ${status} `))]);
    expect(answer).toContain("Cache-Control: no-store");
    expect(answer).toContain("Connection: close");
    if (status === 405) expect(answer).toContain("Allow: GET, HEAD");
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^127\\.0\\.0\\.1 - - \\[[^\\]]+\\] ${requestField} ${status} - `)),
    ]);
  });

  it("headers that never finish: 408, logged without a request line", async () => {
    const answer = await exchange("GET /pricing HTTP/1.1\r\nHost: localhost\r\n");
    expect(statusLines(answer)).toEqual(["HTTP/1.1 408 Request Timeout"]);
    expect(lines).toEqual([expect.stringMatching(/ "-" 408 - "-" "-" \d+$/)]);
    expect(Number(lines[0]!.split(" ").at(-1))).toBeGreaterThanOrEqual(400);
  });

  it("a connection that sends nothing is no request: closed without an answer or a line", async () => {
    expect(await exchange(undefined)).toBe("");
    expect(lines).toEqual([]);
  });
});

it("a refusal behind a response in flight waits for it, so the answer before it arrives whole", async () => {
  const answer = await exchange(
    "GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
  );
  expect(statusLines(answer)).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request"]);
  expect(answer).toMatch(/\r\n\r\nok(HTTP\/1\.1 400|\r\n)/);
});

it("a flood of refusals writes one line per client and status a minute, then counts the rest", async () => {
  await Promise.all(Array.from({ length: 50 }, () => exchange("GET / HTTP/1.2\r\nHost: localhost\r\n\r\n")));
  expect(lines).toHaveLength(1);
  now += 60_000;
  await exchange("GET / HTTP/1.2\r\nHost: localhost\r\n\r\n");
  expect(held).toEqual(["49 more refused requests were not logged in the last minute."]);
  expect(lines).toHaveLength(2);
});

describe("reading a refusal", () => {
  it("takes the request line of the request that failed, not of one answered before it in the same packet", () => {
    const packet = Buffer.from(
      "GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2",
    );
    expect(refusedRequestLine({ rawPacket: packet, bytesParsed: packet.length - 3 })).toBe("GET /b HTTP/1.1");
    expect(refusedRequestLine({ rawPacket: Buffer.from("X-Big: aaaa"), bytesParsed: 4 })).toBeUndefined();
    expect(refusedRequestLine({})).toBeUndefined();
  });

  it("maps what the parser said to a status", () => {
    expect(refusalStatus({ code: "HPE_HEADER_OVERFLOW" }, undefined)).toBe(431);
    expect(refusalStatus({ code: "ERR_HTTP_REQUEST_TIMEOUT" }, undefined)).toBe(408);
    expect(refusalStatus({ code: "HPE_INVALID_VERSION" }, "GET / HTTP/1.2")).toBe(505);
    expect(refusalStatus({ code: "HPE_INVALID_METHOD" }, "FOO / HTTP/1.1")).toBe(501);
    expect(refusalStatus({ code: "HPE_INVALID_METHOD" }, undefined)).toBe(400);
    expect(refusalStatus({ code: "HPE_UNEXPECTED_CONTENT_LENGTH" }, "GET / HTTP/1.1")).toBe(400);
  });

  it("writes a whole answer with no body that closes the connection", () => {
    expect(bareResponse(431, { "Cache-Control": "no-store" })).toMatch(
      /^HTTP\/1\.1 431 Request Header Fields Too Large\r\nCache-Control: no-store\r\nDate: .+ GMT\r\nContent-Length: 0\r\nConnection: close\r\n\r\n$/,
    );
  });
});
