/**
 * The handler over real sockets, on a small build written for the test: one path to one
 * file, revalidation, encodings, a file replaced while it is sent, bounded error lines and
 * no file left open by a client that leaves.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorLog } from "./error-log";
import type { SecurityManifest } from "./rules";
import { createSiteHandler } from "./site-handler";

const page = (title: string) => `<!doctype html><title>${title}</title>${"<p>Keep work moving.</p>".repeat(40)}`;
const script = `console.log(${JSON.stringify("tallyday ".repeat(100))});\n`;
const large = randomBytes(8 * 1024 * 1024);

const files: Record<string, string | Buffer> = {
  "index.html": page("Home"),
  "pricing/index.html": page("Pricing"),
  "blog/a-post/index.html": page("A post"),
  "404.html": page("Not found"),
  "app-shell/index.html": page("App shell"),
  "assets/app-abc123.js": script,
  "robots.txt": "User-agent: *\nAllow: /\n",
  "large.bin": large,
};
const twins = ["index.html", "404.html", "app-shell/index.html", "assets/app-abc123.js"];

const none = { scriptHashes: [], thirdParties: [], framable: false };
const manifest: SecurityManifest = {
  pages: {
    "/": { file: "index.html", ...none },
    "/pricing": { file: "pricing/index.html", ...none, scriptHashes: ["sha256-pricing="] },
    "/blog/a-post": { file: "blog/a-post/index.html", ...none },
  },
  notFound: { file: "404.html", ...none },
  spaFallback: { file: "app-shell/index.html", ...none },
};

let buildDir: string;
let clientDir: string;
let server: Server;
let port: number;
const errorLines: string[] = [];

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  writeFileSync(join(clientDir, file), content);
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "tallyday-handler-"));
  clientDir = join(buildDir, "client");
  for (const [file, content] of Object.entries(files)) write(file, content);
  for (const file of twins) {
    write(`${file}.br`, brotliCompressSync(Buffer.from(files[file]!)));
    write(`${file}.gz`, gzipSync(Buffer.from(files[file]!)));
  }
  writeFileSync(join(buildDir, "security-manifest.json"), JSON.stringify(manifest));
  const errors = new ErrorLog({ write: (line) => errorLines.push(line) });
  server = createServer(createSiteHandler(buildDir, { errors }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // A path whose every read fails (a symbolic link to itself): a stand-in for a broken disk.
  symlinkSync("loop", join(clientDir, "loop"));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The connection was cut before the body it announced was whole. */
  cut: boolean;
}

function parse(all: Buffer): RawResponse {
  const split = all.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = all.subarray(0, split).toString("latin1").split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const body = all.subarray(split + 4);
  const length = headers["content-length"] === undefined ? undefined : Number(headers["content-length"]);
  return { status: Number(statusLine.split(" ")[1]), headers, body, cut: length !== undefined && body.length < length };
}

/** One request over its own socket, read to the end; `whileSending` runs once the first bytes are in. */
function get(
  target: string,
  headers: Record<string, string> = {},
  options: { method?: string; version?: string; whileSending?: () => void } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let replaced = !options.whileSending;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // The headers are in, so the server has opened the file: change it while the body is still coming.
      if (!replaced) {
        replaced = true;
        options.whileSending!();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(parse(Buffer.concat(chunks))));
    const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}`);
    socket.write(
      `${options.method ?? "GET"} ${target} HTTP/${options.version ?? "1.1"}\r\n${lines.join("\r\n")}\r\n\r\n`,
    );
  });
}

describe("one address per page, one file per address", () => {
  it.each([
    "/404.html",
    "/404",
    "/app-shell",
    "/app-shell/index.html.br",
    "/index.html.br",
    "/index.html.gz",
    "/assets/app-abc123.js.gz",
    "/assets/app-abc123.js.br",
    "/no-page",
    "/pricing/more",
  ])("answers the internal or missing %j with the not-found page, never stored", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toContain("<title>Not found</title>");
  });

  it.each([
    ["/pricing/", "/pricing"],
    ["//pricing", "/pricing"],
    ["///pricing//", "/pricing"],
    ["/pric%69ng", "/pricing"],
    ["/./pricing", "/pricing"],
    ["/pricing/.", "/pricing"],
    ["/blog//a-post", "/blog/a-post"],
    ["/index", "/"],
    ["/index.html", "/"],
    ["/pricing/index", "/pricing"],
    ["/pricing/index.html", "/pricing"],
    ["/pricing/index.html/", "/pricing"],
    ["/pricing/index?plan=growth", "/pricing?plan=growth"],
    ["//pricing/?plan=growth", "/pricing?plan=growth"],
    ["/blog/a-post/index", "/blog/a-post"],
    ["/404.html/", "/404.html"],
    ["/app-shell/index", "/app-shell"],
    ["/no-page/index", "/no-page"],
  ])("redirects %j permanently to its one address %j", async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers["content-security-policy"]).toBeTruthy();
  });

  it.each(["/pricing%2f", "/404.html%2F", "/a%2fb"])("refuses the encoded slash in %j", async (target) => {
    expect((await get(target)).status).toBe(400);
  });

  it("serves a page at its address, with its own policy", async () => {
    const response = await get("/pricing");
    expect(response.status).toBe(200);
    expect(response.headers["content-security-policy"]).toContain("'sha256-pricing='");
    expect(response.body.toString()).toContain("<title>Pricing</title>");
  });

  it("gives blog paths the build did not write the app shell, with a 404 never stored", async () => {
    for (const path of ["/blog/published-later", "/blog/category/made-up", "/blog/page/99"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.body.toString(), path).toContain("<title>App shell</title>");
    }
    expect((await get("/blog/a-post")).status).toBe(200);
  });

  it("refuses request lines other than HTTP/1.0 and 1.1", async () => {
    expect((await get("/", {}, { version: "1.0" })).status).toBe(200);
    for (const version of ["2.0", "0.9", "1.2"]) {
      expect((await get("/", {}, { version })).status, version).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("revalidation", () => {
  it("answers a fresh copy with 304, keeping Cache-Control, ETag and Vary", async () => {
    const first = await get("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await get("/assets/app-abc123.js", { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["content-security-policy"]).toBeTruthy();
  });

  it("reads a list in If-None-Match", async () => {
    const { headers } = await get("/robots.txt");
    const listed = await get("/robots.txt", { "If-None-Match": `"other", ${headers.etag!}, W/"more"` });
    expect(listed.status).toBe(304);
    expect((await get("/robots.txt", { "If-None-Match": `"other", W/"more"` })).status).toBe(200);
  });

  it("honours If-Modified-Since, and lets If-None-Match win when both are sent", async () => {
    const { headers } = await get("/robots.txt");
    expect((await get("/robots.txt", { "If-Modified-Since": headers["last-modified"]! })).status).toBe(304);
    expect((await get("/robots.txt", { "If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT" })).status).toBe(200);
    const both = await get("/robots.txt", {
      "If-Modified-Since": headers["last-modified"]!,
      "If-None-Match": '"other"',
    });
    expect(both.status).toBe(200);
  });

  it("gives each encoding of a file its own tag", async () => {
    const plain = await get("/assets/app-abc123.js");
    const br = await get("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    expect((await get("/assets/app-abc123.js", { "If-None-Match": br.headers.etag! })).status).toBe(200);
  });
});

describe("Accept-Encoding", () => {
  it.each([
    ["br", "br"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*;q=0, identity", undefined],
    ["identity", undefined],
    ["", undefined],
  ])("answers %j with the encoding %j", async (accept, encoding) => {
    for (const target of ["/assets/app-abc123.js", "/", "/missing-page"]) {
      const response = await get(target, { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"], `${target} ${accept}`).toBe(encoding);
    }
  });

  it("sends the plain file to a client that sends no Accept-Encoding", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.body.toString()).toBe(script);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });
});

describe("a file replaced while it is sent", () => {
  const replacements: [string, () => void][] = [
    ["renamed into place, larger", () => swap(Buffer.concat([large, large]))],
    ["renamed into place, smaller", () => swap(large.subarray(0, 1000))],
    ["rewritten in place, larger", () => writeFileSync(join(clientDir, "large.bin"), Buffer.concat([large, large]))],
    ["rewritten in place, smaller", () => writeFileSync(join(clientDir, "large.bin"), large.subarray(0, 1000))],
  ];
  function swap(content: Buffer) {
    writeFileSync(join(clientDir, "large.bin.next"), content);
    renameSync(join(clientDir, "large.bin.next"), join(clientDir, "large.bin"));
  }

  it.each(replacements)(
    "never sends a body longer than its Content-Length, nor a short one as if whole (%s)",
    async (_, replace) => {
      write("large.bin", large);
      const response = await get("/large.bin", {}, { whileSending: replace });
      expect(response.status).toBe(200);
      const length = Number(response.headers["content-length"]);
      expect(length).toBe(large.length);
      expect(response.body.length).toBeLessThanOrEqual(length);
      // A body that fell short came with a cut connection, which no client takes for a whole file.
      if (response.body.length < length) expect(response.cut).toBe(true);
    },
  );

  it("sends the file it opened, whole, when the new one is renamed into place (the deploy way)", async () => {
    write("large.bin", large);
    const response = await get("/large.bin", {}, { whileSending: () => swap(large.subarray(0, 1000)) });
    expect(response.body.equals(large)).toBe(true);
  });
});

describe("failures", () => {
  it("writes a bounded number of error lines for a flood of failing requests", async () => {
    errorLines.length = 0;
    for (let i = 0; i < 200; i += 1) {
      const response = await get(i % 2 ? "/loop" : `/loop/${i}`);
      expect(response.status).toBe(500);
    }
    expect(errorLines.length).toBeGreaterThan(0);
    expect(errorLines.length).toBeLessThanOrEqual(20);
    expect((await get("/")).status).toBe(200);
  });
});

describe("open files", () => {
  const openFiles = () => readdirSync("/proc/self/fd").length;

  it("closes every file a response opened when the client leaves before the body", { timeout: 20_000 }, async () => {
    const before = openFiles();
    const abort = (target: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n`);
        socket.once("data", () => {
          socket.destroy();
          resolve();
        });
      });
    for (let round = 0; round < 50; round += 1) {
      await Promise.all(["/large.bin", "/", "/pricing", "/assets/app-abc123.js"].map(abort));
    }
    // The server sees each close a moment later; its files are closed by then.
    let after = openFiles();
    for (let wait = 0; wait < 50 && after > before + 2; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = openFiles();
    }
    expect(after).toBeLessThanOrEqual(before + 2);
    expect((await get("/")).status).toBe(200);
  });

  it("opens nothing for requests whose client left before their turn, and closes what it opened", async () => {
    const before = openFiles();
    let closed = 0;
    const count = (_: unknown, res: ServerResponse) => res.once("close", () => (closed += 1));
    server.on("request", count);
    const pipelined = `GET /large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(200);
    for (let connection = 0; connection < 10; connection += 1) {
      const socket = connect(port, "127.0.0.1", () => socket.write(pipelined, () => socket.destroy()));
    }
    let peak = before;
    for (let wait = 0; wait < 400 && closed < 2_000; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      peak = Math.max(peak, openFiles());
    }
    server.off("request", count);
    expect(closed).toBe(2_000);
    // Ten connections: their sockets and at most a file each, never one per request.
    expect(peak).toBeLessThanOrEqual(before + 30);
    let after = openFiles();
    for (let wait = 0; wait < 50 && after > before + 2; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = openFiles();
    }
    expect(after).toBeLessThanOrEqual(before + 2);
  });
});
