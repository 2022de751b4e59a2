import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import type { VercelConfig, VercelRoute } from "../../server/vercel";
import { e2eBuildDir, sitePaths } from "./site";

/**
 * A small interpreter of the Build Output API routing the CDN uses: routes in
 * order, header routes with `continue`, the filesystem check, then the error
 * phase. It answers what the CDN would send, to compare with the local server.
 */
function cdnResponse(config: VercelConfig, path: string) {
  const staticDir = `${e2eBuildDir}/vercel-output/static`;
  const headers: Record<string, string> = {};
  const apply = (route: VercelRoute) => {
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = value;
  };
  const fileFor = (urlPath: string) =>
    [urlPath, `${urlPath}.html`, join(urlPath, "index.html")].find((candidate) => {
      const file = join(staticDir, candidate);
      return existsSync(file) && statSync(file).isFile();
    });
  let phase: "main" | "miss" | "error" = "main";
  for (const route of config.routes) {
    if (route.handle === "filesystem") {
      if (fileFor(path)) return { status: 200, headers };
      phase = "miss";
      continue;
    }
    if (route.handle === "error") {
      phase = "error";
      continue;
    }
    if (!route.src || !new RegExp(route.src).test(path)) continue;
    apply(route);
    if (route.continue) continue;
    if (phase === "error" || route.status) return { status: route.status ?? 200, headers };
    if (route.dest) return { status: 200, headers };
  }
  return { status: 404, headers };
}

test("the CDN configuration sends what the local server sends", async ({ request }) => {
  const config = JSON.parse(readFileSync(`${e2eBuildDir}/vercel-output/config.json`, "utf8")) as VercelConfig;
  expect(config.version).toBe(3);
  const samples = [
    ...sitePaths,
    "/embed/timesheet-generator",
    "/embed/pomodoro-timer",
    "/missing",
    "/deep/missing/path",
    "/blog/published-later",
    "/work-hours-calculator",
    "/404.html",
    "/app-shell",
    "/index.html.br",
    "/index.html.gz/",
    "/404.html/",
    "/app-shell/",
    "/app-shell/index",
    "/index",
    "/pricing/",
    "/pricing/index",
    "/pricing/index.html",
    "/contact",
    "/.well-known/security.txt",
    "/assets/entry-deadbeef.js",
    "/blog/category/made-up-topic",
    "/blog/tag/made-up-tag",
  ];
  const assets = readFileSync(`${e2eBuildDir}/client/index.html`, "utf8").match(/\/assets\/[^"]+\.(?:js|css)/g) ?? [];
  for (const path of [...samples, ...assets.slice(0, 3)]) {
    const local = await request.get(path, { maxRedirects: 0 });
    const cdn = cdnResponse(config, path);
    expect(cdn.status, `status of ${path}`).toBe(local.status());
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cache-control",
      "x-frame-options",
      "location",
    ]) {
      expect(cdn.headers[name], `${name} of ${path}`).toBe(local.headers()[name]);
    }
  }
});
