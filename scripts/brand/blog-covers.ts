/**
 * Renders a PNG twin of every SVG cover in public/media/blog/, for Open Graph
 * cards (social networks do not show SVG). Run after adding or changing a cover:
 *   npx tsx scripts/brand/blog-covers.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";

const dir = resolve(import.meta.dirname, "../../public/media/blog");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 675 } });

for (const name of readdirSync(dir).filter((file) => /^cover-.+\.svg$/.test(file))) {
  const svg = readFileSync(resolve(dir, name), "utf8");
  await page.setContent(
    `<body style="margin:0">${svg.replace("<svg ", '<svg width="1200" height="675" style="display:block" ')}</body>`,
  );
  await page.screenshot({ path: resolve(dir, name.replace(/\.svg$/, ".png")) });
  console.log(`rendered ${name.replace(/\.svg$/, ".png")}`);
}
await browser.close();
