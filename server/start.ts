/**
 * `npm start`: builds the site when there is no build yet, then serves it on
 * PORT (default 3000). On SIGINT or SIGTERM it stops accepting, lets the
 * requests in flight finish (up to DRAIN_MS), closes idle connections and
 * exits 0.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { buildDir as buildDirectory, projectRoot } from "./paths.ts";
import { createSiteHandler } from "./site-handler.ts";

const buildDir = buildDirectory();
const drainMs = Number(process.env.DRAIN_MS ?? 10_000);

if (!existsSync(resolve(buildDir, "security-manifest.json"))) {
  console.log("No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6
const handle = createSiteHandler(buildDir);
let draining = false;

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
  },
  (req, res) => {
    // While draining, each response closes its connection behind it.
    if (draining) res.setHeader("Connection", "close");
    handle(req, res);
  },
);

server.listen(port, host, () => {
  console.log(`Tallyday site on http://localhost:${port}`);
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
