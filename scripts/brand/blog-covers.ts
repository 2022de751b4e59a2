/**
 * Renders the twins of the bundled blog's SVG pictures in public/media/blog/:
 * - a PNG of every cover, for Open Graph cards (social networks do not show SVG);
 * - raster twins of every cover (at the widths `rasterWidths` picks) and avatar
 *   (at `avatarRasterWidth`), in AVIF and WebP, which the pages show: a browser
 *   decodes a raster off the main thread, where an SVG image is parsed, styled
 *   and laid out on it, one task per picture as a list of posts scrolls in.
 * Run after adding or changing a cover or an avatar:
 *   npx tsx scripts/brand/blog-covers.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { avatarRasterWidth } from "../../src/blog/pictures.ts";
import { rasterName, rasterWidths } from "../../src/lib/rasters.ts";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { encodeTwins } from "./twins.ts";

const dir = resolve(import.meta.dirname, "../../public/media/blog");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

async function screenshot(svg: string, width: number, height: number, target: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: target / width });
  await page.setContent(
    // Attributes put first win over the drawing's own.
    `<body style="margin:0">${svg.replace("<svg ", `<svg width="${width}" height="${height}" style="display:block" `)}</body>`,
  );
  const png = await page.screenshot({ type: "png" });
  await page.close();
  return png;
}

async function writeTwins(name: string, png: Buffer, target: number) {
  for (const [format, data] of await encodeTwins(png)) {
    const out = rasterName(`/media/blog/${name}`, target, format).slice(1);
    writeFileSync(resolve(dir, "../..", out), data);
    console.log(`rendered ${out} (${(data.length / 1024).toFixed(1)} KB)`);
  }
}

for (const name of readdirSync(dir).filter((file) => /^(cover|avatar)-.+\.svg$/.test(file))) {
  const svg = readFileSync(resolve(dir, name), "utf8");
  const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number) as [number, number, number];
  if (name.startsWith("cover-")) {
    writeFileSync(resolve(dir, name.replace(/\.svg$/, ".png")), await screenshot(svg, width, height, width));
    console.log(`rendered ${name.replace(/\.svg$/, ".png")}`);
    for (const target of rasterWidths(width))
      await writeTwins(name, await screenshot(svg, width, height, target), target);
  } else {
    await writeTwins(name, await screenshot(svg, width, height, avatarRasterWidth), avatarRasterWidth);
  }
}
await browser.close();
