/**
 * The PDF press (docs/product.md#printed-reports): on Lighthouse's mobile profile, with a
 * result on screen and the page read for 2 s, the time from pressing Download PDF to the
 * browser's download, which takes in loading the PDF library (never in the first load),
 * writing the file and handing it over. Budget: 1 s (PRODUCT budgets, docs/product.md).
 *   node scripts/pdf-press.ts http://localhost:3000
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { median, openMobilePage } from "./first-press.ts";

export const pdfPressBudgetMs = 1000;
const runsPerCase = 3;

interface PdfCase {
  name: string;
  route: string;
  /** Untimed: a result, so the button shows. */
  prepare: (page: Page) => Promise<unknown>;
}

const calculate = (fields: Record<string, string>) => async (page: Page) => {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Calculate", exact: true }).tap();
};

const cases: PdfCase[] = [
  { name: "Overtime PDF", route: "/overtime-calculator", prepare: calculate({ "Monday regular hours": "8" }) },
  {
    name: "Working hours PDF",
    route: "/working-hours-calculator",
    prepare: calculate({ "Start time": "09:00", "End time": "17:30" }),
  },
  {
    name: "Timesheet PDF",
    route: "/timesheet-generator",
    prepare: calculate({ "Monday from": "09:00", "Monday to": "17:00" }),
  },
];

export interface PdfPressRow {
  case: string;
  runsMs: number[];
  medianMs: number;
  withinBudget: boolean;
}

async function pressOnce(browser: Browser, origin: string, item: PdfCase): Promise<number> {
  const { context, page } = await openMobilePage(browser, { acceptDownloads: true });
  try {
    await page.goto(origin + item.route, { waitUntil: "load" });
    // A visitor reads before typing; the tool is live by then.
    await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
    await item.prepare(page);
    const button = page.getByRole("button", { name: "Download PDF" });
    await button.waitFor();
    await button.scrollIntoViewIfNeeded();
    await page.waitForTimeout(2000);
    const download = page.waitForEvent("download", { timeout: 15_000 });
    const pressedAt = performance.now();
    await button.tap();
    await download;
    return performance.now() - pressedAt;
  } finally {
    await context.close();
  }
}

export async function measurePdfPress(origin: string, runs = runsPerCase): Promise<PdfPressRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const rows: PdfPressRow[] = [];
    for (const item of cases) {
      const runsMs: number[] = [];
      for (let run = 0; run < runs; run++) {
        runsMs.push(
          await pressOnce(browser, origin, item).catch((error: Error) => {
            console.warn(`${item.name}: ${error.message.split("\n")[0]}`);
            return Number.NaN;
          }),
        );
      }
      const medianMs = median(runsMs);
      console.log(`${item.name}: ${runsMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
      rows.push({ case: item.name, runsMs, medianMs, withinBudget: medianMs <= pdfPressBudgetMs });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function pdfPressTable(rows: PdfPressRow[]): string {
  return [
    `PDF press on the mobile profile, press to download (median of ${rows[0]?.runsMs.length ?? runsPerCase}; budget ${pdfPressBudgetMs} ms):`,
    "",
    "| Case | Runs (ms) | Median (ms) | Worst (ms) | Budget |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.case} | ${row.runsMs.map((ms) => ms.toFixed(0)).join(", ")} | ${row.medianMs.toFixed(0)} | ${Math.max(...row.runsMs).toFixed(0)} | ${row.withinBudget ? "within" : "miss"} |`,
    ),
  ].join("\n");
}

if (process.argv[1]?.endsWith("pdf-press.ts")) {
  const origin = process.argv[2] ?? "http://localhost:3000";
  console.log(pdfPressTable(await measurePdfPress(origin)));
}
