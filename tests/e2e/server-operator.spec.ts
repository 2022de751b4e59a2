import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ownPort, runToExit, startOwnServer, type OwnServer } from "./own-server";
import { e2eBuildDir } from "./site";

/**
 * The server as a hostile client and an operator meet it: each test starts the real
 * production server (server/start.ts, what `npm start` runs) on a port of its own.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Asks for `target` and closes the connection as soon as the first bytes of the answer arrive. */
function abortAfterHeaders(port: number, target: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\n\r\n`);
    socket.once("data", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", () => resolve());
  });
}

async function settle(read: () => number, target: number): Promise<number> {
  let value = read();
  for (let wait = 0; wait < 50 && value > target; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  return value;
}

const largestAsset = () => {
  const assets = join(e2eBuildDir, "client", "assets");
  const [largest] = readdirSync(assets)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
  return `/assets/${largest}`;
};

test("2,000 requests aborted after their headers leave the server's open files where they were", async ({
  request,
}) => {
  test.setTimeout(120_000);
  server = await startOwnServer(ownPort(1), e2eBuildDir, { ACCESS_LOG: "off" });
  const targets = ["/", "/pricing", "/contact", "/blog", largestAsset()];
  // Warm up: the first requests open what the server keeps for good.
  for (const target of targets) await abortAfterHeaders(server.port, target);
  const before = await settle(server.openFiles, 0);

  for (let batch = 0; batch < 100; batch += 1) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => abortAfterHeaders(server!.port, targets[i % targets.length]!)),
    );
  }
  const after = await settle(server.openFiles, before);
  expect(after).toBeLessThanOrEqual(before);
  expect((await request.get(`http://localhost:${server.port}/pricing`)).status()).toBe(200);
});

test("the access log writes one line per request in the Combined Log Format, with the time taken", async ({
  request,
}) => {
  server = await startOwnServer(ownPort(2), e2eBuildDir);
  const origin = `http://localhost:${server.port}`;
  await request.get(`${origin}/pricing?plan=growth`, {
    headers: { "User-Agent": "tallyday-e2e", Referer: `${origin}/` },
  });
  await request.get(`${origin}/no-such-page`, { headers: { "User-Agent": "tallyday-e2e" } });
  await expect
    .poll(() => server!.stdout.filter((line) => line.includes("tallyday-e2e")))
    .toEqual([
      expect.stringMatching(
        /^\S+ - - \[\d\d\/\w{3}\/\d{4}:\d\d:\d\d:\d\d \+0000\] "GET \/pricing\?plan=growth HTTP\/1\.1" 200 \d+ "http:\/\/localhost:\d+\/" "tallyday-e2e" \d+$/,
      ),
      expect.stringMatching(/"GET \/no-such-page HTTP\/1\.1" 404 \d+ "-" "tallyday-e2e" \d+$/),
    ]);
});

/** Writes `bytes` and reads the answer until the server closes the connection. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => socket.end());
    socket.on("error", () => {});
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.write(bytes);
  });
}

test("every refusal gets an answer and one access line, Node's parser's and its header timer's included", async () => {
  test.setTimeout(60_000);
  server = await startOwnServer(ownPort(8), e2eBuildDir);
  const port = server.port;
  // Started first: Node waits 15 s for the rest of these headers, then answers 408.
  const unfinished = exchange(port, "GET /pricing HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow\r\n");
  const refusals = [
    ["CONNECT tallyday.app:443 HTTP/1.1\r\nHost: tallyday.app:443\r\n\r\n", 405, "CONNECT tallyday.app:443 HTTP/1.1"],
    ["GET /pricing HTTP/1.2\r\nHost: localhost\r\n\r\n", 505, "GET /pricing HTTP/1.2"],
    [
      "GET /?smuggle HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\n",
      400,
      "GET /?smuggle HTTP/1.1",
    ],
    [`GET /?big HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "GET /?big HTTP/1.1"],
    ["GET /?nohost HTTP/1.1\r\nConnection: close\r\n\r\n", 400, "GET /?nohost HTTP/1.1"],
    ["GET /?expect HTTP/1.1\r\nHost: localhost\r\nExpect: gold\r\n\r\n", 417, "GET /?expect HTTP/1.1"],
  ] as const;
  for (const [bytes, status, requestLine] of refusals) {
    const answer = await exchange(port, bytes);
    expect(answer, requestLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer, requestLine).toContain("Content-Security-Policy: ");
  }
  expect(await unfinished).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  const logged = (requestField: string, status: number) =>
    server!.stdout.filter((line) => line.includes(`"${requestField}" ${status} `));
  await expect.poll(() => logged("-", 408)).toHaveLength(1);
  for (const [, status, requestLine] of refusals) expect(logged(requestLine, status), requestLine).toHaveLength(1);
  expect(server.stderr).toEqual([]);
});

test("ACCESS_LOG=off writes no access lines", async ({ request }) => {
  server = await startOwnServer(ownPort(3), e2eBuildDir, { ACCESS_LOG: "off" });
  await request.get(`http://localhost:${server.port}/pricing`);
  await request.get(`http://localhost:${server.port}/`);
  expect(server.stdout.filter((line) => line.includes("GET /"))).toEqual([]);
});

test.describe("over a copy of the build", () => {
  const copy = mkdtempSync(join(tmpdir(), "tallyday-operator-"));
  test.beforeAll(() => cpSync(e2eBuildDir, copy, { recursive: true }));
  test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test("a flood of failing requests writes a bounded number of error lines, and the site stays up", async ({
    request,
  }) => {
    // A path whose every read fails (a link to itself): a stand-in for a broken disk.
    rmSync(join(copy, "client", "broken"), { force: true });
    symlinkSync("broken", join(copy, "client", "broken"));
    server = await startOwnServer(ownPort(4), copy, { ACCESS_LOG: "off" });
    const origin = `http://localhost:${server.port}`;
    for (let i = 0; i < 300; i += 1) {
      const response = await request.get(`${origin}/broken${i % 3 ? "" : `/${i}`}`);
      expect(response.status()).toBe(500);
    }
    expect((await request.get(`${origin}/`)).status()).toBe(200);
    expect(server.stderr.length).toBeGreaterThan(0);
    expect(server.stderr.length).toBeLessThanOrEqual(20);
  });

  test("a build replaced under the running server is reported in one line", async () => {
    server = await startOwnServer(ownPort(5), copy, { ACCESS_LOG: "off" });
    writeFileSync(join(copy, "build-id"), "a newer build\n");
    await expect
      .poll(() => server!.stderr, { timeout: 10_000 })
      .toEqual([
        expect.stringMatching(/was replaced .*found a newer build\): restart the server to serve the new build\.$/),
      ]);
  });

  test("a build that cannot be served stops the start with one line and exit 1", async () => {
    writeFileSync(join(copy, "security-manifest.json"), "{ not json");
    const result = await runToExit({ BUILD_DIR: copy, PORT: String(ownPort(6)) });
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([expect.stringMatching(/^Cannot start: the build in .* cannot be served/)]);
  });
});

test("a port in use stops the start with one line and exit 1", async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(ownPort(7), resolve));
  try {
    const result = await runToExit({ BUILD_DIR: e2eBuildDir, PORT: String(ownPort(7)) });
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([`Cannot start: port ${ownPort(7)} is already in use; set PORT to a free port.`]);
  } finally {
    taken.close();
  }
});
