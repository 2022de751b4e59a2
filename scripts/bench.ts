/**
 * `npm run bench`: measures every route against the budgets below.
 *
 *   npm run bench                 build, then 3 Lighthouse runs per route (median and spread)
 *   npm run bench -- --quick      one Lighthouse run per route
 *   npm run bench -- --no-build   reuse the current build
 *   npm run bench -- --readme     also write a short summary into README.md
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
 * bench-results/latest.md (a run limited by --routes, --presses or --quick writes
 * bench-results/partial.* instead, so the full tables stay).
 * It reports; it never fails `npm test`. Exit code 1 only with --strict and a miss.
 *
 * Over 300 lines on purpose: it is one procedure read top to bottom (build, serve, measure,
 * report), and splitting it would scatter the budgets from the code that checks them.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { format, resolveConfig } from "prettier";
import { readManifest } from "../server/site-handler.ts";
import { firstLoad, pageFile, readModuleGraph, scriptsKb, gzipKb } from "./first-load.ts";
import { benchBlogScale } from "./bench-blog.ts";
import { buildDir as defaultBuildDir } from "../server/paths.ts";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import {
  firstPressBudget,
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

/**
 * The budgets the site holds itself to (docs/product.md, budgets). The scores hold on the median of
 * the runs; LCP, its ratio to the bare page's median and TBT hold on a route's worst run, since a
 * visitor gets whichever run the phone gives.
 */
const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  lcpRatio: 2.0,
  cls: 0.02,
  tbtMs: 50,
  cssKb: 25,
};
const heavyRoutes =
  /^\/(embed\/)?(military-time-converter|overtime-calculator|working-hours-calculator|timesheet-generator|pomodoro-timer|contact|blog)(\/|$)/;
const jsBudgetKb = (path: string) => (heavyRoutes.test(path) ? 80 : 10);

/** One Lighthouse run's figures. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed during the run. */
  benchmarkIndex: number;
}

interface RouteResult {
  path: string;
  /** Medians of the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Worst runs: lowest performance, slowest LCP (and its ratio to the bare page's median), most TBT and CLS. */
  worst: { performance: number; lcpMs: number; lcpRatio: number; tbtMs: number; cls: number };
  runs: LighthouseRun[];
  jsKb: number;
  jsBudgetKb: number;
  cssKb: number;
  axeDesktop: number;
  axeMobile: number;
  misses: string[];
}

const graph = () => readModuleGraph(buildDir());
const htmlFor = (path: string) => readFileSync(pageFile(clientDir, path), "utf8");
const stylesheets = (html: string) => [
  ...new Set([...html.matchAll(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!)),
];

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

async function lighthouseRuns(url: string, chromePort: number): Promise<LighthouseRun[]> {
  const all: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    all.push({
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      bestPractices: (lhr.categories["best-practices"]?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  return all;
}

/** The medians of a route's runs, its worst runs, and the runs themselves. */
function summarizeRuns(all: LighthouseRun[], baselineLcpMs: number) {
  const pick = (key: keyof LighthouseRun) => median(all.map((run) => run[key]));
  const most = (key: keyof LighthouseRun) => Math.max(...all.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    worst: {
      performance: Math.min(...all.map((run) => run.performance)),
      lcpMs: most("lcpMs"),
      lcpRatio: most("lcpMs") / baselineLcpMs,
      tbtMs: most("tbtMs"),
      cls: most("cls"),
    },
    runs: all,
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

/** "1.35" or "1.35 (1.33–1.80)": the median, and the spread when the runs differ. */
function spread(values: number[], show: (value: number) => string): string {
  const middle = show(median(values));
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  return low === high ? middle : `${middle} (${low}–${high})`;
}

function formatTable(results: RouteResult[], baseline: LighthouseRun[]): string {
  const header =
    "| Route | Perf | A11y | BP | SEO | LCP (s) | Worst LCP / bare | CLS | TBT (ms) | JS gzip (KB) | CSS gzip (KB) | axe d/m | Budget |";
  const divider = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|";
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const whole = (value: number) => value.toFixed(0);
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${spread(
        r.runs.map((run) => run.performance),
        whole,
      )} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${spread(
        r.runs.map((run) => run.lcpMs),
        seconds,
      )} | ${r.worst.lcpRatio.toFixed(2)}x | ${r.worst.cls.toFixed(3)} | ${spread(
        r.runs.map((run) => run.tbtMs),
        whole,
      )} | ${r.jsKb.toFixed(1)} / ${r.jsBudgetKb} | ${r.cssKb.toFixed(1)} | ${r.axeDesktop}/${r.axeMobile} | ${r.misses.length ? `miss: ${r.misses.join(", ")}` : "within"} |`,
  );
  const bare = `| bare HTML baseline | | | | | ${spread(
    baseline.map((run) => run.lcpMs),
    seconds,
  )} | 1.00x (median) | | | | | | |`;
  return [header, divider, ...rows, bare].join("\n");
}

/** Lighthouse and axe for each route: the first table and its note. */
async function lighthouseTable(paths: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const baselineRuns = await lighthouseRuns(origin + baselinePath, chrome.port);
    const baselineLcpMs = median(baselineRuns.map((run) => run.lcpMs));
    console.log(
      `bare HTML baseline: LCP ${(baselineLcpMs / 1000).toFixed(2)} s (runs ${baselineRuns.map((run) => (run.lcpMs / 1000).toFixed(2)).join(", ")})`,
    );
    const modules = graph();

    const axe = await axeCounts(paths);
    const results: RouteResult[] = [];
    for (const path of paths) {
      const url = origin + (path === "/404-page" ? "/this-page-does-not-exist" : path);
      const lh = summarizeRuns(await lighthouseRuns(url, chrome.port), baselineLcpMs);
      const html = htmlFor(path);
      const jsKb = scriptsKb(clientDir, firstLoad(html, modules).scripts);
      const cssKb = stylesheets(html).reduce((sum, file) => sum + gzipKb(join(clientDir, file)), 0);
      const result: RouteResult = {
        path,
        ...lh,
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
      miss(result.worst.lcpMs > budget.lcpMs, "LCP");
      miss(result.worst.lcpRatio > budget.lcpRatio, "LCP ratio");
      miss(result.worst.cls > budget.cls, "CLS");
      miss(result.worst.tbtMs > budget.tbtMs, "TBT");
      miss(result.jsKb > result.jsBudgetKb, "JS");
      miss(result.cssKb > budget.cssKb, "CSS");
      miss(result.axeDesktop !== 0 || result.axeMobile !== 0, "axe");
      results.push(result);
      const each = (pick: (run: LighthouseRun) => string) => lh.runs.map(pick).join(", ");
      console.log(
        `${path}: perf ${each((run) => run.performance.toFixed(0))}, LCP ${each((run) => (run.lcpMs / 1000).toFixed(2))} s, TBT ${each((run) => run.tbtMs.toFixed(0))} ms, CLS ${lh.worst.cls.toFixed(3)} (benchmarkIndex ${each((run) => String(run.benchmarkIndex))}), JS ${jsKb.toFixed(1)} KB${result.misses.length ? `  MISS ${result.misses.join(", ")}` : ""}`,
      );
    }

    // Lighthouse's measure of this machine's CPU speed, one per run: context for the timings.
    const benchmarkIndexes = [...baselineRuns, ...results.flatMap((result) => result.runs)].map(
      (run) => run.benchmarkIndex,
    );
    const note = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`${runs === 1 ? " --quick (one run per route)" : ` (${runs} Lighthouse runs per route: the median, and in brackets the spread where the runs differ)`}: Lighthouse ${JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile, simulated throttling, on this project's 2-core machine (Lighthouse benchmarkIndex median ${median(benchmarkIndexes).toFixed(0)}, range ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}). Scores hold on the median; LCP, its ratio to the bare page's median LCP, CLS and TBT on each route's worst run.`;
    return {
      baselineLcpMs,
      results,
      note,
      markdown: `${note}\n\n${formatTable(results, baselineRuns)}`,
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

/**
 * The README's few lines: each budget, the worst median and the worst single run against it, and
 * where; the full tables stay in bench-results/.
 */
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
  const row = (what: string, middle: string, worstRun: string, within: boolean) =>
    `| ${what} | ${middle} | ${worstRun} | ${within ? "within" : "miss"} |`;
  const at = (figure: { value: number; path: string }, show: (value: number) => string) =>
    `${show(figure.value)} (${figure.path})`;
  const whole = (value: number) => value.toFixed(0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const times = (ratio: number) => `${ratio.toFixed(2)}x`;
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  const perf = worst(results, (r) => r.performance, true);
  const perfRun = worst(results, (r) => r.worst.performance, true);
  const lcp = worst(results, (r) => r.lcpMs);
  const lcpRun = worst(results, (r) => r.worst.lcpMs);
  const baselineLcpMs = (r: RouteResult) => r.worst.lcpMs / r.worst.lcpRatio;
  const ratio = worst(results, (r) => r.lcpMs / baselineLcpMs(r));
  const ratioRun = worst(results, (r) => r.worst.lcpRatio);
  const cls = worst(results, (r) => r.cls);
  const clsRun = worst(results, (r) => r.worst.cls);
  const tbt = worst(results, (r) => r.tbtMs);
  const tbtRun = worst(results, (r) => r.worst.tbtMs);
  const lightJs = worst(light, (r) => r.jsKb);
  const heavyJs = worst(heavy, (r) => r.jsKb);
  const css = worst(results, (r) => r.cssKb);
  const scores = Math.min(...scored.flatMap((r) => [r.accessibility, r.bestPractices]), ...indexed.map((r) => r.seo));
  const axe = results.reduce((sum, r) => sum + r.axeDesktop + r.axeMobile, 0);
  const [floor, ...presses] = firstPress;
  const slowest = [...presses].sort((a, b) => b.medianMs - a.medianMs)[0];
  const slowestRun = [...presses].sort((a, b) => b.worstMs - a.worstMs)[0];
  const pdf = [...pdfPress].sort((a, b) => b.medianMs - a.medianMs)[0];
  const pdfRun = [...pdfPress].sort((a, b) => Math.max(...b.runsMs) - Math.max(...a.runsMs))[0];
  const missed = results.filter((r) => r.misses.length).map((r) => `${r.path} (${r.misses.join(", ")})`);
  const missedPresses = presses.filter((r) => !r.withinBudget).map((r) => `${r.case} (${r.misses.join(", ")})`);
  const { medianMs, floorRatio, worstMs } = firstPressBudget;
  return [
    lighthouse.note,
    "",
    "| budget | worst median (route) | worst single run (route) | |",
    "|---|---|---|---|",
    row("Performance ≥ 98 (median)", at(perf, whole), at(perfRun, whole), perf.value >= budget.performance),
    row(
      "Accessibility, Best Practices, SEO 100 (not-found page excepted; embeds are noindex)",
      `${scores.toFixed(0)}`,
      "",
      scores >= 100,
    ),
    row("LCP ≤ 2.0 s (every run)", at(lcp, seconds), at(lcpRun, seconds), lcpRun.value <= budget.lcpMs),
    row(
      "LCP ≤ 2.0x a bare page's median (every run)",
      at(ratio, times),
      at(ratioRun, times),
      ratioRun.value <= budget.lcpRatio,
    ),
    row(
      "CLS ≤ 0.02 (every run)",
      at(cls, (v) => v.toFixed(3)),
      at(clsRun, (v) => v.toFixed(3)),
      clsRun.value <= budget.cls,
    ),
    row(
      "TBT ≤ 50 ms (every run)",
      at(tbt, (v) => `${whole(v)} ms`),
      at(tbtRun, (v) => `${whole(v)} ms`),
      tbtRun.value <= budget.tbtMs,
    ),
    row("JS, marketing, pricing, legal ≤ 10 KB, no React", at(lightJs, kb), "", lightJs.value <= 10),
    row("JS, tools, contact, blog ≤ 80 KB", at(heavyJs, kb), "", heavyJs.value <= 80),
    row("CSS ≤ 25 KB", kb(css.value), "", css.value <= budget.cssKb),
    row("axe violations 0, both widths", `${axe}`, "", axe === 0),
    slowest && slowestRun && floor
      ? row(
          `First press: median ≤ ${medianMs} ms and ≤ ${floorRatio}x the native \`<details>\` floor, no run > ${worstMs} ms`,
          `${whole(slowest.medianMs)} ms, ${times(slowest.floorRatio)} floor (${slowest.case}); floor ${whole(floor.medianMs)} ms`,
          `${Number.isFinite(slowestRun.worstMs) ? whole(slowestRun.worstMs) : "no answer"} ms (${slowestRun.case}); floor ${whole(floor.worstMs)} ms`,
          missedPresses.length === 0,
        )
      : "",
    pdf && pdfRun
      ? row(
          "PDF press to download ≤ 1 s",
          `${whole(pdf.medianMs)} ms (${pdf.case})`,
          `${whole(Math.max(...pdfRun.runsMs))} ms (${pdfRun.case})`,
          pdf.medianMs <= pdfPressBudgetMs,
        )
      : "",
    "",
    missed.length || missedPresses.length
      ? `Misses: ${[...missed, ...missedPresses].join("; ")}.`
      : "Every route and every press is within every budget.",
    "Full tables, every run: [bench-results/latest.md](bench-results/latest.md).",
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
    const firstPress = await measureFirstPress(origin, {
      only: presses,
      runs,
      traceDir: flag("--trace") ? join(buildDir(), "traces") : undefined,
    });
    const pdfPress = flag("--no-pdf") ? [] : await measurePdfPress(origin, runs);

    const markdown = [
      lighthouseResult?.markdown,
      firstPressTable(firstPress),
      pdfPress.length ? pdfPressTable(pdfPress) : "",
    ]
      .filter(Boolean)
      .join("\n\n");
    mkdirSync(join(resultsName, ".."), { recursive: true });
    writeFileSync(
      `${resultsName}.json`,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          runs,
          baselineLcpMs: lighthouseResult?.baselineLcpMs,
          budget: { ...budget, firstPress: firstPressBudget, pdfPressMs: pdfPressBudgetMs },
          results: lighthouseResult?.results,
          firstPress,
          pdfPress,
        },
        null,
        2,
      ),
    );
    writeFileSync(`${resultsName}.md`, `${markdown}\n`);
    console.log(`\n${markdown}\n\nWritten to ${resultsName}.md and .json.`);

    // The README holds both tables together: only a whole run with Lighthouse rewrites it.
    if (flag("--readme") && withLighthouse && whole) {
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
