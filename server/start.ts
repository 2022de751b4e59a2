/**
 * `npm start`: builds the site when there is no build yet, then serves it on
 * PORT (default 3000) until SIGINT or SIGTERM.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { buildDir as buildDirectory, projectRoot } from "./paths.ts";
import { createSiteHandler } from "./site-handler.ts";

const buildDir = buildDirectory();

if (!existsSync(resolve(buildDir, "security-manifest.json"))) {
  console.log("No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6
const server = createServer(createSiteHandler(buildDir));

server.listen(port, host, () => {
  console.log(`Tallyday site on http://localhost:${port}`);
});

function stop(signal: string) {
  console.log(`${signal}: shutting down.`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
