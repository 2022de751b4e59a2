/**
 * Screenshots of pages for a visual review:
 *   node scripts/screenshot.ts http://localhost:3000 /pricing /contact
 * writes PNGs at 390 and 1280 px wide into ./screenshots (or SHOTS_DIR).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "../tests/chromium.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "screenshots";
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL !== "0" });
    console.log(join(outDir, name));
  }
  await page.close();
}
await browser.close();
