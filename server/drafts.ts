/**
 * `npm run drafts`: the draft preview. It builds the site as a server (Astro's Node
 * adapter, `CONTENT_PREVIEW=drafts`) into build-drafts/ and serves it on PORT
 * (default 3001), rendering each page on request from drafts over published
 * documents, so an edit shows on the next reload (docs/decisions/content-store.md#drafts).
 * Every response says `Cache-Control: no-store` and `X-Robots-Tag: noindex`.
 * With SANITY_PROJECT_ID it reads the hosted drafts perspective with SANITY_READ_TOKEN,
 * which stays in this process: it is read from the environment at run time, never built in.
 *
 *   npm run drafts [-- --no-build]
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { draftsBuildDir, projectRoot } from "./paths.ts";

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "localhost";
const entry = join(draftsBuildDir(), "server", "entry.mjs");

function fail(message: string): never {
  console.error(`Cannot start the draft preview: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`PORT must be a port number, not ${process.env.PORT}.`);

if (!process.argv.includes("--no-build") || !existsSync(entry)) {
  console.log("Building the draft preview…");
  const result = spawnSync("npx", ["astro", "build"], {
    stdio: "inherit",
    cwd: projectRoot,
    // The token is a run-time secret: the build never sees it.
    env: { ...process.env, CONTENT_PREVIEW: "drafts", SANITY_READ_TOKEN: "" },
  });
  if (result.status !== 0) fail(`the build failed (exit ${result.status ?? "by signal"}); its output is above.`);
}

/** The headers every preview response carries, whatever part of it answers. */
const previewHeaders = { "cache-control": "no-store", "x-robots-tag": "noindex" } as const;

function withPreviewHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const [name, value] of Object.entries(previewHeaders)) res.setHeader(name, value);
    // Headers passed to writeHead win over set ones: ours go in there too.
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && arg !== null);
    if (headers) for (const [name, value] of Object.entries(previewHeaders)) headers[name] = value;
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
}

process.env.ASTRO_NODE_AUTOSTART = "disabled";
process.env.ASTRO_NODE_LOGGING = "disabled";
const { handler } = (await import(pathToFileURL(entry).href)) as {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
};

const server = createServer((req, res) => {
  withPreviewHeaders(res);
  handler(req, res);
});
server.listen(port, host, () => {
  console.log(`Draft preview on http://${host}:${port} (drafts over published; no cache, no index)`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
