/**
 * Renders WebP twins of every drawn mockup in public/mockups/, in Inter, at
 * the widths `rasterWidths` picks. Pages show the WebP: a browser decodes it
 * off the main thread, where an SVG image has to be parsed, styled and laid out
 * on it. The SVG stays the source. Run after adding or changing a mockup:
 *   npx tsx scripts/brand/mockup-rasters.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { rasterName, rasterWidths } from "../../app/lib/rasters.ts";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";

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
    const png = (await page.screenshot({ type: "png" })).toString("base64");
    const webp = await page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d")!.drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", 0.82).split(",")[1]!;
    }, png);
    await page.close();
    const out = rasterName(`/mockups/${name}`, target).slice(1);
    writeFileSync(resolve(root, "public", out), Buffer.from(webp, "base64"));
    console.log(`rendered ${out}`);
  }
}
await browser.close();
