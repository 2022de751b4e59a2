/**
 * `npm run bench`: measures every route against the budgets below.
 *
 *   npm run bench                 build, then 3 Lighthouse runs per route (median)
 *   npm run bench -- --quick      one Lighthouse run per route
 *   npm run bench -- --no-build   reuse the current build
 *   npm run bench -- --readme     also write a short summary into README.md
 *   npm run bench -- --routes /,/pricing   Lighthouse only these routes
 *   npm run bench -- --first-press-only    skip Lighthouse and axe: only the first-press table
 *   npm run bench -- --blog-posts 2000     only the blog at that size (scripts/bench-blog.ts)
 *
 * Prints the Lighthouse table, then the first-press table (scripts/first-press.ts) and the
 * PDF press (scripts/pdf-press.ts),
 * and writes both to bench-results/latest.json and bench-results/latest.md.
 * It reports; it never fails `npm test`. Exit code 1 only with --strict and a miss.
 *
 * Over 300 lines on purpose: it is one procedure read top to bottom (build, serve, measure,
 * report), and splitting it would scatter the budgets from the code that checks them.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { format, resolveConfig } from "prettier";
import { readManifest } from "../server/site-handler.ts";
import { benchBlogScale } from "./bench-blog.ts";
import { buildDir as defaultBuildDir } from "../server/paths.ts";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import {
  firstPressBudgetMs,
  firstPressTable,
  measureFirstPress,
  median,
  removeFloorPage,
  writeFloorPage,
  type FirstPressRow,
} from "./first-press.ts";
import { measurePdfPress, pdfPressBudgetMs, pdfPressTable, type PdfPressRow } from "./pdf-press.ts";

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

/** The budgets the site holds itself to (README, Bench). */
const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  lcpRatio: 2.5,
  cls: 0.02,
  tbtMs: 50,
  cssKb: 25,
};
const heavyRoutes =
  /^\/(embed\/)?(military-time-converter|overtime-calculator|working-hours-calculator|timesheet-generator|pomodoro-timer|contact|blog)(\/|$)/;
const jsBudgetKb = (path: string) => (heavyRoutes.test(path) ? 80 : 10);

interface RouteResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  lcpRatio: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  jsBudgetKb: number;
  cssKb: number;
  axeDesktop: number;
  axeMobile: number;
  misses: string[];
  /** Each run's TBT and Lighthouse benchmarkIndex, so a median can be read against the machine's speed. */
  tbtRunsMs: number[];
  benchmarkIndexes: number[];
}

function gzipKb(file: string): number {
  const gz = `${file}.gz`;
  const size = existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
  return size / 1024;
}

/** Every script and stylesheet a page loads before any interaction: its HTML's scripts and their static imports. */
function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  // Scripts, module preloads and each island's component and renderer (Astro loads both at hydration).
  const queue = [
    ...html.matchAll(
      /(?:src|href|component-url|renderer-url)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => (match[1] ?? match[2])!);
  while (queue.length) {
    const url = queue.shift()!;
    if (js.has(url)) continue;
    js.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      queue.push(`/assets/${match[1]!.slice(2)}`);
    }
  }
  const css = new Set([...html.matchAll(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  return { js: [...js], css: [...css] };
}

function htmlFor(path: string): string {
  const file = path === "/" ? "index.html" : path === "/404-page" ? "404.html" : `${path.slice(1)}/index.html`;
  return readFileSync(join(clientDir, file), "utf8");
}

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

async function lighthouseRuns(url: string, chromePort: number) {
  const scores: Array<Record<string, number>> = [];
  const speeds: number[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    speeds.push(lhr.environment.benchmarkIndex);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    scores.push({
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      bestPractices: (lhr.categories["best-practices"]?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
    });
  }
  const pick = (key: string) => median(scores.map((score) => score[key]!));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    tbtRunsMs: scores.map((score) => Math.round(score.tbtMs!)),
    benchmarkIndexes: speeds.map(Math.round),
  };
}

async function axeCounts(paths: string[]): Promise<Map<string, { desktop: number; mobile: number }>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const counts = new Map<string, { desktop: number; mobile: number }>();
  for (const path of paths) {
    const entry = { desktop: 0, mobile: 0 };
    for (const [name, width] of [
      ["desktop", 1280],
      ["mobile", 390],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(origin + (path === "/404-page" ? "/this-page-does-not-exist" : path), {
        waitUntil: "networkidle",
      });
      entry[name] = (await new AxeBuilder({ page }).analyze()).violations.length;
      await context.close();
    }
    counts.set(path, entry);
  }
  await browser.close();
  return counts;
}

function formatTable(results: RouteResult[], baselineLcp: number): string {
  const header =
    "| Route | Perf | A11y | BP | SEO | LCP (s) | LCP / bare | CLS | TBT (ms) | JS gzip (KB) | CSS gzip (KB) | axe d/m | Budget |";
  const divider = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|";
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.lcpRatio.toFixed(2)}x | ${r.cls.toFixed(3)} | ${r.tbtMs.toFixed(0)} | ${r.jsKb.toFixed(1)} / ${r.jsBudgetKb} | ${r.cssKb.toFixed(1)} | ${r.axeDesktop}/${r.axeMobile} | ${r.misses.length ? `miss: ${r.misses.join(", ")}` : "within"} |`,
  );
  const baseline = `| bare HTML baseline | | | | | ${(baselineLcp / 1000).toFixed(2)} | 1.00x | | | | | | |`;
  return [header, divider, ...rows, baseline].join("\n");
}

/** Lighthouse and axe for each route: the first table and its note. */
async function lighthouseTable(paths: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const baseline = await lighthouseRuns(origin + baselinePath, chrome.port);
    console.log(`bare HTML baseline: LCP ${(baseline.lcpMs / 1000).toFixed(2)} s`);

    const axe = await axeCounts(paths);
    const results: RouteResult[] = [];
    for (const path of paths) {
      const url = origin + (path === "/404-page" ? "/this-page-does-not-exist" : path);
      const lh = await lighthouseRuns(url, chrome.port);
      const assets = firstLoadAssets(htmlFor(path));
      const jsKb = assets.js.reduce((sum, file) => sum + gzipKb(join(clientDir, file)), 0);
      const cssKb = assets.css.reduce((sum, file) => sum + gzipKb(join(clientDir, file)), 0);
      const result: RouteResult = {
        path,
        ...lh,
        lcpRatio: lh.lcpMs / baseline.lcpMs,
        jsKb,
        jsBudgetKb: jsBudgetKb(path),
        cssKb,
        axeDesktop: axe.get(path)?.desktop ?? -1,
        axeMobile: axe.get(path)?.mobile ?? -1,
        misses: [],
      };
      const miss = (condition: boolean, label: string) => condition && result.misses.push(label);
      miss(result.performance < budget.performance, "performance");
      miss(result.accessibility < budget.accessibility, "accessibility");
      // The not-found page answers 404 and asks not to be indexed, on purpose; those audits cannot pass there.
      const notFoundPage = path === "/404-page";
      // An embed asks not to be indexed, on purpose (its tool page is the one to find): SEO cannot pass there.
      const embed = path.startsWith("/embed/");
      miss(!notFoundPage && result.bestPractices < budget.bestPractices, "best practices");
      miss(!notFoundPage && !embed && result.seo < budget.seo, "SEO");
      miss(result.lcpMs > budget.lcpMs, "LCP");
      miss(result.lcpRatio > budget.lcpRatio, "LCP ratio");
      miss(result.cls > budget.cls, "CLS");
      miss(result.tbtMs > budget.tbtMs, "TBT");
      miss(result.jsKb > result.jsBudgetKb, "JS");
      miss(result.cssKb > budget.cssKb, "CSS");
      miss(result.axeDesktop !== 0 || result.axeMobile !== 0, "axe");
      results.push(result);
      console.log(
        `${path}: perf ${lh.performance.toFixed(0)}, LCP ${(lh.lcpMs / 1000).toFixed(2)} s, TBT ${lh.tbtMs.toFixed(0)} ms (runs ${lh.tbtRunsMs.join(", ")}; benchmarkIndex ${lh.benchmarkIndexes.join(", ")}), CLS ${lh.cls.toFixed(3)}, JS ${jsKb.toFixed(1)} KB${result.misses.length ? `  MISS ${result.misses.join(", ")}` : ""}`,
      );
    }

    // Lighthouse's measure of this machine's CPU speed, one per run: context for the timings.
    const benchmarkIndexes = [baseline, ...results].flatMap((result) => result.benchmarkIndexes);
    const note = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`${runs === 1 ? " --quick (one run per route)" : " (median of 3 Lighthouse runs per route)"}: Lighthouse ${JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile, simulated throttling, on this project's 2-core machine (Lighthouse benchmarkIndex median ${median(benchmarkIndexes).toFixed(0)}, range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}).`;
    return {
      baselineLcpMs: baseline.lcpMs,
      results,
      note,
      markdown: `${note}\n\n${formatTable(results, baseline.lcpMs)}`,
    };
  } finally {
    chrome.kill();
  }
}

/** The worst figure of a measure over the routes, with the route it comes from. */
function worst(results: RouteResult[], pick: (result: RouteResult) => number, lowest = false) {
  const sorted = [...results].sort((a, b) => (lowest ? pick(a) - pick(b) : pick(b) - pick(a)));
  return { value: pick(sorted[0]!), path: sorted[0]!.path };
}

/** The README's few lines: each budget, the worst figure against it, and where; the full tables stay in bench-results/. */
function readmeSummary(
  lighthouse: { results: RouteResult[]; note: string },
  firstPress: FirstPressRow[],
  pdfPress: PdfPressRow[],
): string {
  const { results } = lighthouse;
  const light = results.filter((result) => result.jsBudgetKb <= 10);
  const heavy = results.filter((result) => result.jsBudgetKb > 10);
  const scored = results.filter((result) => result.path !== "/404-page");
  const indexed = scored.filter((result) => !result.path.startsWith("/embed/"));
  const row = (what: string, figure: string, within: boolean) =>
    `| ${what} | ${figure} | ${within ? "within" : "miss"} |`;
  const perf = worst(results, (r) => r.performance, true);
  const lcp = worst(results, (r) => r.lcpMs);
  const ratio = worst(results, (r) => r.lcpRatio);
  const cls = worst(results, (r) => r.cls);
  const tbt = worst(results, (r) => r.tbtMs);
  const lightJs = worst(light, (r) => r.jsKb);
  const heavyJs = worst(heavy, (r) => r.jsKb);
  const css = worst(results, (r) => r.cssKb);
  const scores = Math.min(...scored.flatMap((r) => [r.accessibility, r.bestPractices]), ...indexed.map((r) => r.seo));
  const axe = results.reduce((sum, r) => sum + r.axeDesktop + r.axeMobile, 0);
  const press = [...firstPress].filter((r) => !r.case.startsWith("floor")).sort((a, b) => b.medianMs - a.medianMs)[0];
  const floor = firstPress.find((r) => r.case.startsWith("floor"));
  const pdf = [...pdfPress].sort((a, b) => b.medianMs - a.medianMs)[0];
  const missed = results.filter((r) => r.misses.length).map((r) => `${r.path} (${r.misses.join(", ")})`);
  return [
    lighthouse.note,
    "",
    "| budget | worst figure (route) | |",
    "|---|---|---|",
    row("Performance ≥ 98", `${perf.value.toFixed(0)} (${perf.path})`, perf.value >= budget.performance),
    row(
      "Accessibility, Best Practices, SEO 100 (not-found page excepted; embeds are noindex)",
      `${scores.toFixed(0)}`,
      scores >= 100,
    ),
    row("LCP ≤ 2.0 s", `${(lcp.value / 1000).toFixed(2)} s (${lcp.path})`, lcp.value <= budget.lcpMs),
    row("LCP ≤ 2.5x a bare page", `${ratio.value.toFixed(2)}x (${ratio.path})`, ratio.value <= budget.lcpRatio),
    row(
      "CLS ≤ 0.02 / TBT ≤ 50 ms",
      `${cls.value.toFixed(3)} / ${tbt.value.toFixed(0)} ms`,
      cls.value <= budget.cls && tbt.value <= budget.tbtMs,
    ),
    row(
      "JS, marketing, pricing, legal ≤ 10 KB, no React",
      `${lightJs.value.toFixed(1)} KB (${lightJs.path})`,
      lightJs.value <= 10,
    ),
    row("JS, tools, contact, blog ≤ 80 KB", `${heavyJs.value.toFixed(1)} KB (${heavyJs.path})`, heavyJs.value <= 80),
    row("CSS ≤ 25 KB", `${css.value.toFixed(1)} KB`, css.value <= budget.cssKb),
    row("axe violations 0, both widths", `${axe}`, axe === 0),
    press
      ? row(
          "First press ≤ 200 ms (median of 3)",
          `${press.medianMs.toFixed(0)} ms (${press.case}); native \`<details>\` floor ${floor?.medianMs.toFixed(0) ?? "?"} ms`,
          press.medianMs <= firstPressBudgetMs,
        )
      : "",
    pdf
      ? row(
          "PDF press to download ≤ 1 s (median of 3)",
          `${pdf.medianMs.toFixed(0)} ms (${pdf.case})`,
          pdf.medianMs <= pdfPressBudgetMs,
        )
      : "",
    "",
    missed.length ? `Misses: ${missed.join("; ")}.` : "Every route is within every budget.",
    "Full tables: [bench-results/latest.md](bench-results/latest.md).",
  ]
    .filter((line, index, all) => line !== "" || all[index - 1] !== "")
    .join("\n");
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
  // --routes limits Lighthouse only: the first-press cases are fixed.
  const only = option("--routes")?.split(",");
  // Every static route, one blog screen of each kind from the bundled dataset, and the 404 page.
  const blogSamples = ["/blog/how-to-calculate-overtime", "/blog/category/remote-work", "/blog/tag/payroll"];
  const pages = Object.keys(readManifest(buildDir()).pages).filter((path) => !path.startsWith("/blog/"));
  const paths = only ?? [...pages, ...blogSamples, "/404-page"];

  // The best possible page on this machine: bare HTML with one heading, served by the same server.
  // Both bare pages are written before the server starts, which lists the files once.
  writeFileSync(
    join(clientDir, baselinePath.slice(1)),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A bare page for comparison."></head><body><h1>Keep work moving</h1><p>Time tracking, projects and leave in one workspace.</p></body></html>',
  );
  writeFloorPage(clientDir);
  const server = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir(), PORT: String(port) },
    stdio: "ignore",
  });
  try {
    await waitForServer(origin + "/");
    const lighthouseResult = withLighthouse ? await lighthouseTable(paths) : undefined;
    const firstPress = await measureFirstPress(origin);
    const pdfPress = await measurePdfPress(origin);

    const markdown = [lighthouseResult?.markdown, firstPressTable(firstPress), pdfPressTable(pdfPress)]
      .filter(Boolean)
      .join("\n\n");
    mkdirSync(join(root, "bench-results"), { recursive: true });
    writeFileSync(
      join(root, "bench-results/latest.json"),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          runs,
          baselineLcpMs: lighthouseResult?.baselineLcpMs,
          budget: { ...budget, firstPressMs: firstPressBudgetMs, pdfPressMs: pdfPressBudgetMs },
          results: lighthouseResult?.results,
          firstPress,
          pdfPress,
        },
        null,
        2,
      ),
    );
    writeFileSync(join(root, "bench-results/latest.md"), `${markdown}\n`);
    console.log(`\n${markdown}\n`);

    // The README holds both tables together: a first-press-only run leaves it alone.
    if (flag("--readme") && withLighthouse) {
      const readmePath = join(root, "README.md");
      const readme = readFileSync(readmePath, "utf8");
      const start = "<!-- bench:start -->";
      const end = "<!-- bench:end -->";
      if (readme.includes(start) && readme.includes(end)) {
        const summary = readmeSummary(lighthouseResult!, firstPress, pdfPress);
        const updated = readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${summary}\n${end}`);
        // Written as Prettier would write it, so `npm run lint` stays clean after a bench.
        const options = { ...(await resolveConfig(readmePath)), filepath: readmePath };
        writeFileSync(readmePath, await format(updated, options));
        console.log("README.md budget table updated.");
      }
    }
    const missed = (lighthouseResult?.results ?? []).filter((r) => r.misses.length).length;
    const slowPresses = firstPress.filter((row) => !row.withinBudget).length;
    if (missed) console.log(`${missed} route(s) miss a budget.`);
    if (slowPresses) console.log(`${slowPresses} first press(es) miss the ${firstPressBudgetMs} ms budget.`);
    if (!missed && !slowPresses) console.log("Everything measured is within budget.");
    if ((missed || slowPresses) && flag("--strict")) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    rmSync(join(clientDir, baselinePath.slice(1)), { force: true });
    removeFloorPage(clientDir);
  }
}

await main();
