import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ownPort } from "./own-server";
import { e2eBuildDir } from "./site";

/** A port of its own, apart from the suite's server. */
const port = ownPort(0);

/**
 * A copy of the test build with one file far larger than the socket buffers
 * between client and server hold, so its response is truly still being sent.
 */
const buildDir = mkdtempSync(join(tmpdir(), "tallyday-shutdown-"));
const largeFile = "/large-download.bin";
const largeBody = randomBytes(24 * 1024 * 1024);
test.beforeAll(() => {
  cpSync(e2eBuildDir, buildDir, { recursive: true });
  writeFileSync(join(buildDir, "client", largeFile), largeBody);
});
test.afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

function startServer(): Promise<ChildProcess> {
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(`localhost:${port}`)) resolve(server);
    });
    server.on("exit", (code) => reject(new Error(`npm start exited early with ${code}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });
}

function isListening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Asks for a large file over a socket that reads nothing until told to, so the
 * response is still being written when the server is told to stop.
 */
function slowDownload() {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.pause();
  socket.write(`GET ${largeFile} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
  socket.on("data", (chunk) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => socket.on("close", () => resolve(Buffer.concat(chunks))));
  return { read: () => socket.resume(), ended };
}

test.describe.configure({ mode: "serial" });

test("SIGTERM to npm start lets a large response finish, then exits 0 with nothing listening", async () => {
  test.setTimeout(90_000);
  const server = await startServer();
  const downloads = Array.from({ length: 2 }, slowDownload);
  await new Promise((resolve) => setTimeout(resolve, 300));

  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const download of downloads) download.read();

  for (const download of downloads) {
    const received = await download.ended;
    const body = received.subarray(received.indexOf("\r\n\r\n") + 4);
    expect(received.toString("latin1", 0, 15)).toBe("HTTP/1.1 200 OK");
    expect(body.length).toBe(largeBody.length);
    expect(body.equals(largeBody)).toBe(true);
  }
  expect(await exited(server)).toBe(0);
  expect(await isListening()).toBe(false);
});

test("SIGINT stops an idle server at once", async () => {
  const server = await startServer();
  const started = Date.now();
  server.kill("SIGINT");
  expect(await exited(server)).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await isListening()).toBe(false);
});
