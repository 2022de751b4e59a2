import { readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";
import { e2eBuildDir } from "./site";

/**
 * The real production server (server/start.ts) under clients that leave before their answer
 * begins: each connection writes whole requests for the largest files (the ones that are
 * streamed, not read whole) and closes at once. Every file the server opened for them must be
 * closed again, and stderr must stay within its cap (docs/decisions/server.md).
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const clientDir = join(e2eBuildDir, "client");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The largest files the build wrote (never a precompressed twin), by URL path. */
const largestFiles = files(clientDir)
  .filter((path) => !/\.(br|gz)$/.test(path) && !/(^|\/)(404\.html|app-shell)/.test(relative(clientDir, path)))
  .sort((a, b) => statSync(b).size - statSync(a).size)
  .slice(0, 5)
  .map((path) => `/${relative(clientDir, path).replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1"));

/** A whole GET for `target`, asking for the plain bytes so the file itself is opened and streamed. */
const requestFor = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`;

/** Connects, writes `text` and closes the connection the moment it is written, reading nothing. */
function writeAndLeave(port: number, text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on("error", () => resolve());
  });
}

/** Runs `count` tasks, at most `width` at a time. */
async function inWaves(count: number, width: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Polls `read` for up to `ms` until it is at most `target`; gives the last value. */
async function settle(read: () => number, target: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let value = read();
  while (value > target && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  return value;
}

/** The server's open descriptors once it is idle: after a warm-up, so what it keeps for good is counted. */
async function idleOpenFiles(running: OwnServer): Promise<number> {
  for (const target of largestFiles) await writeAndLeave(running.port, requestFor(target));
  await expect.poll(() => accessLines(running).length).toBe(largestFiles.length);
  running.stdout.length = 0;
  return running.openFiles();
}

const accessLines = (running: OwnServer) => running.stdout.filter((line) => line.includes('"GET /'));

/**
 * Waits until the server has logged every one of `count` requests (it has seen each client
 * leave by then; on a loaded machine that can take seconds), sampling its open descriptors on
 * the way, and gives the most it held.
 */
async function peakWhileLogging(running: OwnServer, count: number): Promise<number> {
  let peak = running.openFiles();
  await expect
    .poll(
      () => {
        peak = Math.max(peak, running.openFiles());
        return accessLines(running).length;
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(count);
  return peak;
}

/** Each line is a request the client left: 499 when nothing was sent, else the status of the answer it cut. */
function expectLoggedAsLeft(running: OwnServer) {
  const statuses = new Set(accessLines(running).map((line) => line.match(/" (\d{3}) /)?.[1]));
  expect([...statuses].filter((status) => status !== "499" && status !== "200")).toEqual([]);
  expect(statuses).toContain("499");
}

function expectQuietStderr(running: OwnServer) {
  expect(running.stderr.filter((line) => /Closing file descriptor|Warning/.test(line))).toEqual([]);
  expect(running.stderr.length).toBeLessThanOrEqual(21);
}

test("2,000 connections that write a request for a large file and close at once leave no file open", async ({
  request,
}) => {
  test.setTimeout(120_000);
  server = await startOwnServer(ownPort(20), e2eBuildDir);
  const before = await idleOpenFiles(server);

  const width = 100;
  let peak = before;
  await inWaves(2_000, width, async (index) => {
    await writeAndLeave(server!.port, requestFor(largestFiles[index % largestFiles.length]!));
    peak = Math.max(peak, server!.openFiles());
  });
  peak = Math.max(peak, await peakWhileLogging(server, 2_000));
  // A connection holds its socket and at most one file (and, for a moment, the one closing).
  expect(peak).toBeLessThanOrEqual(before + 3 * width);
  expect(await settle(server.openFiles, before, 5_000)).toBeLessThanOrEqual(before);
  expectLoggedAsLeft(server);
  expect((await request.get(`http://localhost:${server.port}${largestFiles[0]}`)).status()).toBe(200);
  expectQuietStderr(server);
});

test("20 connections that pipeline 500 requests each and close at once leave no file open", async ({ request }) => {
  test.setTimeout(120_000);
  server = await startOwnServer(ownPort(21), e2eBuildDir);
  const before = await idleOpenFiles(server);

  const pipelined = Array.from({ length: 500 }, (_, index) => requestFor(largestFiles[index % largestFiles.length]!));
  await Promise.all(Array.from({ length: 20 }, () => writeAndLeave(server!.port, pipelined.join(""))));
  const peak = await peakWhileLogging(server, 20 * 500);
  // Requests wait their turn before a file is opened: a connection holds one at a time, not 500.
  expect(peak).toBeLessThanOrEqual(before + 3 * 20);
  expect(await settle(server.openFiles, before, 5_000)).toBeLessThanOrEqual(before);
  expectLoggedAsLeft(server);
  expect((await request.get(`http://localhost:${server.port}${largestFiles[0]}`)).status()).toBe(200);
  expectQuietStderr(server);
});
