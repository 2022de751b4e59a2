/**
 * What a bench run writes (bench-results/latest.md and .json, or a partial run's beside the
 * build): the budgets' summary, worst median and worst run against each budget, then the
 * tables of every route, the first presses and the PDF press.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { firstPressBudget, firstPressTable, median, type FirstPressRow } from "../first-press.ts";
import { pdfPressBudgetMs, pdfPressTable, type PdfPressRow } from "../pdf-press.ts";
import { budget } from "./budgets.ts";
import type { LighthouseRun, RouteResult } from "./figures.ts";

/** Lighthouse's part of a run: the figures of every route, the bare page's runs, and the note that says how. */
interface LighthouseResult {
  baselineLcpMs: number;
  baselineRuns: LighthouseRun[];
  results: RouteResult[];
  note: string;
}

/** "1.35" or "1.35 (1.33–1.80)": the median, and the spread when the runs differ. */
function spread(values: number[], show: (value: number) => string): string {
  const middle = show(median(values));
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  return low === high ? middle : `${middle} (${low}–${high})`;
}

/** The second table: every route's figures, and the bare page's LCP. */
function routesTable(results: RouteResult[], baseline: LighthouseRun[]): string {
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

/** The worst figure of a measure over the routes, with the route it comes from. */
function worst(results: RouteResult[], pick: (result: RouteResult) => number, lowest = false) {
  const sorted = [...results].sort((a, b) => (lowest ? pick(a) - pick(b) : pick(b) - pick(a)));
  return { value: pick(sorted[0]!), path: sorted[0]!.path };
}

/**
 * The head of bench-results/latest.md: each budget, the worst median and the worst single run
 * against it, and where; the full tables follow it.
 */
function budgetSummary(lighthouse: LighthouseResult, firstPress: FirstPressRow[], pdfPress: PdfPressRow[]): string {
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
  // A run limited by --routes may have pages of one kind only.
  const lightJs = light.length ? worst(light, (r) => r.jsKb) : undefined;
  const heavyJs = heavy.length ? worst(heavy, (r) => r.jsKb) : undefined;
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
    lightJs
      ? row("JS, marketing, pricing, legal ≤ 10 KB, no React", at(lightJs, kb), "", lightJs.value <= 10)
      : undefined,
    heavyJs ? row("JS, tools, contact, blog ≤ 80 KB", at(heavyJs, kb), "", heavyJs.value <= 80) : undefined,
    row("CSS ≤ 25 KB", kb(css.value), "", css.value <= budget.cssKb),
    row("axe violations 0, both widths", `${axe}`, "", axe === 0),
    slowest && slowestRun && floor
      ? row(
          `First press: median ≤ ${medianMs} ms and ≤ ${floorRatio}x the native \`<details>\` floor, no run > ${worstMs} ms`,
          `${whole(slowest.medianMs)} ms, ${times(slowest.floorRatio)} floor (${slowest.case}); floor ${whole(floor.medianMs)} ms`,
          `${Number.isFinite(slowestRun.worstMs) ? whole(slowestRun.worstMs) : "no answer"} ms (${slowestRun.case}); floor ${whole(floor.worstMs)} ms`,
          missedPresses.length === 0,
        )
      : undefined,
    pdf && pdfRun
      ? row(
          "PDF press to download ≤ 1 s",
          `${whole(pdf.medianMs)} ms (${pdf.case})`,
          `${whole(Math.max(...pdfRun.runsMs))} ms (${pdfRun.case})`,
          pdf.medianMs <= pdfPressBudgetMs,
        )
      : undefined,
    "",
    missed.length || missedPresses.length
      ? `Misses: ${[...missed, ...missedPresses].join("; ")}.`
      : "Every route and every press is within every budget.",
  ]
    .filter((line) => line !== undefined)
    .join("\n");
}

/**
 * Writes `<resultsName>.md` and `.json` and prints the markdown. Without Lighthouse (--first-press-only)
 * only the presses' tables are written.
 */
export function writeBenchResults(
  resultsName: string,
  {
    runs,
    lighthouse,
    firstPress,
    pdfPress,
  }: { runs: number; lighthouse?: LighthouseResult; firstPress: FirstPressRow[]; pdfPress: PdfPressRow[] },
): void {
  const markdown = [
    "# Bench results",
    lighthouse ? budgetSummary(lighthouse, firstPress, pdfPress) : "",
    lighthouse ? `## Every route\n\n${routesTable(lighthouse.results, lighthouse.baselineRuns)}` : "",
    `## First press\n\n${firstPressTable(firstPress)}`,
    pdfPress.length ? `## PDF press\n\n${pdfPressTable(pdfPress)}` : "",
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
        baselineLcpMs: lighthouse?.baselineLcpMs,
        budget: { ...budget, firstPress: firstPressBudget, pdfPressMs: pdfPressBudgetMs },
        results: lighthouse?.results,
        firstPress,
        pdfPress,
      },
      null,
      2,
    ),
  );
  writeFileSync(`${resultsName}.md`, `${markdown}\n`);
  console.log(`\n${markdown}\n\nWritten to ${resultsName}.md and .json.`);
}
