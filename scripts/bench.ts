/**
 * `npm run bench`: measures every route against the budgets below.
 *
 *   npm run bench                 build, then 3 Lighthouse runs per route (median and spread)
 *   npm run bench -- --quick      one Lighthouse run per route
 *   npm run bench -- --no-build   reuse the current build
 *   npm run bench -- --routes /,/pricing   Lighthouse only these routes
 *   npm run bench -- --first-press-only    skip Lighthouse and axe: the first presses and the PDF press
 *   npm run bench -- --presses menu,pomodoro   only the presses whose names hold these (and the floor)
 *   npm run bench -- --no-pdf              leave out the PDF press
 *   npm run bench -- --trace               write each press's performance trace to <build>/traces
 *                                          and print where its time went (scripts/press-trace.ts)
 *   npm run bench -- --blog-posts 2000     only the blog at that size (scripts/bench-blog.ts)
 *   BENCH_PORT=5400 npm run bench          serve the build on another port (default 4180)
 *
 * Prints the Lighthouse table, then the first-press table (scripts/first-press.ts) and the
 * PDF press (scripts/pdf-press.ts), and writes them to bench-results/latest.json and
 * bench-results/latest.md, which opens with one line per budget: the worst median and the
 * worst single run (a run limited by --routes, --presses or --quick writes them beside the
 * build instead, so the committed results stay whole). The README links latest.md and
 * never changes with a run.
 * It reports; it never fails `npm test`. Exit code 1 only with --strict and a miss.
 *
 * This file is the procedure (build, serve, measure, report); its parts are in scripts/bench/:
 * budgets.ts (the budgets and the check of a route against them), lighthouse.ts (Lighthouse and
 * axe per route) and report.ts (the summary and tables it writes).
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readManifest } from "../server/site-handler.ts";
import { buildDir as defaultBuildDir } from "../server/paths.ts";
import { benchBlogScale } from "./bench-blog.ts";
import { lighthouseTable } from "./bench/lighthouse.ts";
import { writeBenchResults } from "./bench/report.ts";
import { measureFirstPress, removeFloorPage, writeFloorPage } from "./first-press.ts";
import { measurePdfPress } from "./pdf-press.ts";

const root = resolve(import.meta.dirname, "..");
/**
 * The bench measures a production build of its own (a preview build says noindex,
 * which Lighthouse's SEO audit rightly marks down), with a stand-in relay key so the
 * contact form is live for its first press. BUILD_DIR picks another build to measure.
 */
const buildDir = () => (process.env.BUILD_DIR ? defaultBuildDir() : join(root, "build-bench"));
const benchBuildEnv = {
  BUILD_DIR: buildDir(),
  SITE_URL: process.env.SITE_URL || "https://tallyday.app",
  WEB3FORMS_ACCESS_KEY: process.env.WEB3FORMS_ACCESS_KEY || "bench-access-key",
};
const clientDir = join(buildDir(), "client");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = flag("--quick") ? 1 : 3;
const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://localhost:${port}`;
const baselinePath = "/__bench-baseline.html";

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer at ${url}`);
}

async function main() {
  const blogPosts = option("--blog-posts");
  if (blogPosts) {
    const within = await benchBlogScale(Number(blogPosts), { runs });
    if (!within && flag("--strict")) process.exitCode = 1;
    return;
  }
  if (!flag("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      cwd: root,
      env: { ...process.env, ...benchBuildEnv },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const withLighthouse = !flag("--first-press-only");
  // --routes limits Lighthouse; --presses the first presses (the floor always runs).
  const only = option("--routes")?.split(",");
  const presses = option("--presses")?.split(",");
  // Only a whole run replaces the committed results; a partial one is written beside the build.
  const whole = !only && !presses && runs === 3;
  const resultsName = !whole
    ? join(buildDir(), "bench-partial")
    : withLighthouse
      ? join(root, "bench-results/latest")
      : join(root, "bench-results/first-press");
  // Every static route, one blog screen of each kind from the bundled dataset, and the 404 page.
  const blogSamples = ["/blog/how-to-calculate-overtime", "/blog/category/remote-work", "/blog/tag/payroll"];
  const pages = Object.keys(readManifest(buildDir()).pages).filter((path) => !path.startsWith("/blog/"));
  const paths = only ?? [...pages, ...blogSamples, "/404-page"];

  // The best possible page on this machine: bare HTML with one heading, served by the same server.
  // Its empty icon keeps Chromium from asking for /favicon.ico: left to itself it asks at a moment
  // that races the first paint, and Lighthouse's LCP for the page flipped between 0.62 and 0.76 s.
  // Both bare pages are written before the server starts, which lists the files once.
  writeFileSync(
    join(clientDir, baselinePath.slice(1)),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page for comparison."><link rel="icon" href="data:,"></head><body><h1>Keep work moving</h1><p>Time tracking, projects and leave in one workspace.</p></body></html>',
  );
  writeFloorPage(clientDir);
  const server = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir(), PORT: String(port) },
    stdio: "ignore",
  });
  try {
    await waitForServer(origin + "/");
    const lighthouseResult = withLighthouse
      ? await lighthouseTable(paths, { origin, runs, buildDir: buildDir(), baselinePath, root })
      : undefined;
    const firstPress = await measureFirstPress(origin, {
      only: presses,
      runs,
      traceDir: flag("--trace") ? join(buildDir(), "traces") : undefined,
    });
    const pdfPress = flag("--no-pdf") ? [] : await measurePdfPress(origin, runs);

    writeBenchResults(resultsName, { runs, lighthouse: lighthouseResult, firstPress, pdfPress });

    const missed = (lighthouseResult?.results ?? []).filter((r) => r.misses.length).length;
    const slowPresses =
      firstPress.filter((row) => !row.withinBudget).length + pdfPress.filter((row) => !row.withinBudget).length;
    if (missed) console.log(`${missed} route(s) miss a budget.`);
    if (slowPresses) console.log(`${slowPresses} first press(es) miss their budget.`);
    if (!missed && !slowPresses) console.log("Everything measured is within budget.");
    if ((missed || slowPresses) && flag("--strict")) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    rmSync(join(clientDir, baselinePath.slice(1)), { force: true });
    removeFloorPage(clientDir);
  }
}

await main();
