/**
 * `npm start`: builds the site when there is no build yet, then serves it on
 * PORT (default 3000), writing an access line per request (ACCESS_LOG=off
 * silences it). On SIGINT or SIGTERM it stops accepting, lets the requests in
 * flight finish (up to DRAIN_MS), closes idle connections and exits 0. A
 * start that cannot succeed says why in one line and exits 1.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { logWhenDone } from "./access-log.ts";
import { watchBuildId } from "./build-watch.ts";
import { ErrorLog } from "./error-log.ts";
import { buildDir as buildDirectory, projectRoot } from "./paths.ts";
import { Refusals } from "./refusals.ts";
import { cachePolicies, noPage, responseHeaders } from "./rules.ts";
import { createSiteHandler } from "./site-handler.ts";
import { SlowReaderWatch } from "./slow-readers.ts";

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

const buildDir = buildDirectory();
const drainMs = Number(process.env.DRAIN_MS ?? 10_000);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6
const accessLog = process.env.ACCESS_LOG !== "off";
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`PORT must be a port number, not ${process.env.PORT}.`);
if (!Number.isFinite(drainMs) || drainMs < 0)
  fail(`DRAIN_MS must be a number of milliseconds, not ${process.env.DRAIN_MS}.`);

if (!existsSync(resolve(buildDir, "security-manifest.json"))) {
  console.log("No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) fail(`the build failed (exit ${result.status ?? "by signal"}); its output is above.`);
}

// Failures, and Node's own warnings, share one bounded log: whatever a client makes the process
// do, stderr stays within its cap. Node's default printer is replaced, as --no-warnings would.
const errors = new ErrorLog();
process.removeAllListeners("warning");
process.on("warning", (warning) => errors.report(`warning ${warning.name}`, `${warning.name}: ${warning.message}`));

let handle: ReturnType<typeof createSiteHandler>;
try {
  handle = createSiteHandler(buildDir, { errors });
} catch (error) {
  fail(`the build in ${buildDir} cannot be served (${(error as Error).message}). Run npm run build.`);
}

// A response that moves fewer than 1 KB a second for 15 s is cut: a phone on a poor link
// reads tens of KB a second, and a reader slower than the floor is holding a socket, not reading.
const slowReaders = new SlowReaderWatch<ServerResponse>({ floorBytesPerSecond: 1024, limitMs: 15_000 });
const bytesWritten = (res: ServerResponse) => res.socket?.bytesWritten ?? 0;
setInterval(() => {
  for (const res of slowReaders.check(performance.now(), bytesWritten)) res.destroy();
}, 1_000).unref();

let draining = false;

const refusals = new Refusals({
  headers: () => responseHeaders({ page: noPage, cache: cachePolicies.never }),
  write: accessLog ? (line) => console.log(line) : undefined,
  writeHeld: (line) => console.error(line),
});

function onRequest(req: IncomingMessage, res: ServerResponse) {
  // A response's close is heard by the access log, the connection's count, the slow-reader
  // watch, its open file and the stream that sends it (stream.pipeline alone listens seven
  // times): more than Node's default of ten, and a fixed number, so no leak to warn of.
  res.setMaxListeners(20);
  // While draining, each response closes its connection behind it.
  if (draining) res.setHeader("Connection", "close");
  if (accessLog) logWhenDone(req, res, (line) => console.log(line));
  refusals.track(req, res);
  // A request pipelined behind others is timed from when the connection is its own.
  const watch = () => slowReaders.watch(res, bytesWritten(res), performance.now());
  if (res.socket) watch();
  else res.once("socket", watch);
  res.once("finish", () => slowReaders.forget(res));
  res.once("close", () => slowReaders.forget(res));
  handle(req, res);
}

const server = createServer(
  {
    // A client gets 15 s to send its request line and headers: plenty on a poor mobile
    // link, and short enough that a slow-header client cannot hold sockets open for long.
    headersTimeout: 15_000,
    // The site takes GET and HEAD only, so a whole request is its headers: 20 s is generous.
    requestTimeout: 20_000,
    // Idle keep-alive sockets close after 5 s: a browser's next page or asset comes sooner,
    // and a CDN in front pools its own connections.
    keepAliveTimeout: 5_000,
    // Node checks the header and request limits this often (30 s by default, which let a
    // 15 s limit run to 45 s): each limit now bites within a second of its value.
    connectionsCheckingInterval: 1_000,
    // The handler refuses a request without Host itself, so the refusal is logged (Node's is not).
    requireHostHeader: false,
  },
  onRequest,
);
// What Node would refuse without a log line, or not answer at all (server/refusals.ts).
refusals.attach(server);
// An `Expect` the server cannot meet is answered by the handler (417), and logged like any request.
server.on("checkExpectation", onRequest);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") fail(`port ${port} is already in use; set PORT to a free port.`);
  if (error.code === "EACCES") fail(`no permission to listen on port ${port}; set PORT to a port above 1023.`);
  fail(error.message);
});

watchBuildId(buildDir, (line) => console.error(line));
server.listen(port, host, () => {
  // The port bound, which differs from PORT when it is 0 (any free port, as the tests ask).
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Tallyday site on http://localhost:${bound}`);
});

function stop(signal: string) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing requests in flight, then exiting.`);
  // Stop accepting; exit once every connection has ended.
  server.close(() => process.exit(0));
  // A keep-alive socket between requests holds nothing in flight: close those now and as
  // they fall idle, and cut whatever is still busy when the drain time is up.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  setTimeout(() => {
    clearInterval(idle);
    console.log(`Drain time of ${drainMs} ms is up: closing the connections still open.`);
    server.closeAllConnections();
  }, drainMs).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
