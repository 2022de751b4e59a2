/**
 * Lighthouse (mobile, simulated throttling) and axe (desktop and phone widths) on each route of
 * a running build, beside its first-load JavaScript and CSS, each route judged against the
 * budgets (budgets.ts); the bare page's runs are the baseline for the LCP ratio.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { firstLoad, gzipKb, pageFile, readModuleGraph, scriptsKb } from "../first-load.ts";
import { median } from "../first-press.ts";
import { jsBudgetKb, routeMisses } from "./budgets.ts";
import type { LighthouseRun, RouteResult } from "./figures.ts";

/** Where and how often to measure. */
export interface LighthouseSetup {
  /** The running server, e.g. `http://localhost:4180`. */
  origin: string;
  /** Lighthouse runs per route. */
  runs: number;
  buildDir: string;
  /** The path of the bare page served beside the build. */
  baselinePath: string;
  /** The project's root, to name Lighthouse's version. */
  root: string;
}

const routeUrl = (origin: string, path: string) => origin + (path === "/404-page" ? "/this-page-does-not-exist" : path);

const stylesheets = (html: string) => [
  ...new Set([...html.matchAll(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!)),
];

async function lighthouseRuns(url: string, chromePort: number, runs: number): Promise<LighthouseRun[]> {
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

async function axeCounts(origin: string, paths: string[]): Promise<Map<string, { desktop: number; mobile: number }>> {
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
      await page.goto(routeUrl(origin, path), { waitUntil: "networkidle" });
      entry[name] = (await new AxeBuilder({ page }).analyze()).violations.length;
      await context.close();
    }
    counts.set(path, entry);
  }
  await browser.close();
  return counts;
}

/** Lighthouse and axe for each route: the figures of the first table, and its note. */
export async function lighthouseTable(paths: string[], setup: LighthouseSetup) {
  const { origin, runs, buildDir, baselinePath, root } = setup;
  const clientDir = join(buildDir, "client");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const baselineRuns = await lighthouseRuns(origin + baselinePath, chrome.port, runs);
    const baselineLcpMs = median(baselineRuns.map((run) => run.lcpMs));
    console.log(
      `bare HTML baseline: LCP ${(baselineLcpMs / 1000).toFixed(2)} s (runs ${baselineRuns.map((run) => (run.lcpMs / 1000).toFixed(2)).join(", ")})`,
    );
    const modules = readModuleGraph(buildDir);

    const axe = await axeCounts(origin, paths);
    const results: RouteResult[] = [];
    for (const path of paths) {
      const lh = summarizeRuns(await lighthouseRuns(routeUrl(origin, path), chrome.port, runs), baselineLcpMs);
      const html = readFileSync(pageFile(clientDir, path), "utf8");
      const jsKb = scriptsKb(clientDir, firstLoad(html, modules).scripts);
      const cssKb = stylesheets(html).reduce((sum, file) => sum + gzipKb(join(clientDir, file)), 0);
      const figures = {
        path,
        ...lh,
        jsKb,
        jsBudgetKb: jsBudgetKb(path),
        cssKb,
        axeDesktop: axe.get(path)?.desktop ?? -1,
        axeMobile: axe.get(path)?.mobile ?? -1,
      };
      const result: RouteResult = { ...figures, misses: routeMisses(figures) };
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
    return { baselineLcpMs, baselineRuns, results, note };
  } finally {
    chrome.kill();
  }
}
