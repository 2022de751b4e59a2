import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { VercelConfig } from "../../server/vercel";
import { cdnResponse } from "../cdn-model";
import { encodedSlashes, otherSpellings } from "./addresses";
import { expect, test } from "./fixtures";
import { get } from "./raw-http";
import { e2eBuildDir, sitePaths } from "./site";

const staticDir = `${e2eBuildDir}/vercel-output/static`;

/** The CDN's filesystem step: a file at the path, at the path plus `.html`, or the folder's `index.html`. */
const isFile = (urlPath: string) =>
  [urlPath, `${urlPath}.html`, join(urlPath, "index.html")].some((candidate) => {
    const file = join(staticDir, decodeURIComponent(candidate));
    return existsSync(file) && statSync(file).isFile();
  });

test("the CDN configuration sends what the local server sends", async () => {
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
    "/work-hours-calculator?ref=footer",
    "/404.html",
    "/404",
    "/app-shell",
    "/index.html.br",
    "/index.html.gz/",
    "/app-shell/",
    "/app-shell/index",
    "/index",
    "/pricing/index",
    "/contact",
    "/.well-known/security.txt",
    "/assets/entry-deadbeef.js",
    "/mockups/kanban-phone-720.avif",
    "/mockups/kanban.svg",
    "/mockups/missing.avif",
    "/favicon.ico",
    "/embed/missing.png",
    "/blog/category/made-up-topic",
    "/blog/tag/made-up-tag",
    "/__canonical__/pricing",
    ...otherSpellings.map(([spelling]) => spelling),
    ...otherSpellings.map(([spelling]) => `${spelling}?plan=growth`),
    ...encodedSlashes,
  ];
  const assets =
    readFileSync(`${e2eBuildDir}/client/index.html`, "utf8").match(/\/assets\/[^"]+\.(?:js|css|woff2)/g) ?? [];
  for (const path of [...samples, ...assets.slice(0, 5)]) {
    const local = await get(path);
    const cdn = cdnResponse(config, path, isFile);
    expect(cdn.status, `status of ${path}`).toBe(local.status);
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
      expect(cdn.headers[name], `${name} of ${path}`).toBe(local.headers[name]);
    }
  }
});
