/**
 * Renders the raster twins of every drawn mockup in public/mockups/, in Inter,
 * at the widths `rasterWidths` picks, each as AVIF and as WebP (for browsers
 * without AVIF). Pages show a raster: a browser decodes it off the main thread,
 * where an SVG image has to be parsed, styled and laid out on it. AVIF carries
 * the same picture in about 40% fewer bytes, which a phone on a slow network
 * waits for before the first screen is complete. The SVG stays the source.
 * Run after adding or changing a mockup:
 *   npx tsx scripts/brand/mockup-rasters.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { rasterName, rasterWidths } from "../../src/lib/rasters.ts";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { encodeTwins } from "./twins.ts";

const root = resolve(import.meta.dirname, "../..");
const dir = resolve(root, "public/mockups");
const font = readFileSync(
  resolve(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const fontFace = `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const name of readdirSync(dir).filter((file) => file.endsWith(".svg"))) {
  const svg = readFileSync(resolve(dir, name), "utf8");
  const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number) as [number, number, number];
  for (const target of rasterWidths(width)) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: target / width });
    await page.setContent(
      `<style>${fontFace}body{margin:0}svg{display:block}</style>${svg.replace("<svg ", `<svg width="${width}" height="${height}" `)}`,
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await page.close();
    for (const [format, data] of await encodeTwins(png)) {
      const out = rasterName(`/mockups/${name}`, target, format).slice(1);
      writeFileSync(resolve(root, "public", out), data);
      console.log(`rendered ${out} (${(data.length / 1024).toFixed(1)} KB)`);
    }
  }
}
await browser.close();
