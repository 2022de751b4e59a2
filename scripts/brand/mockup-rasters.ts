/**
 * Renders the raster twins of every drawn mockup in public/mockups/, in Inter,
 * at the widths `rasterWidths` picks, each as AVIF and as WebP (for browsers
 * without AVIF), and the twins of each drawing's phone view
 * (src/sections/phone-views.ts) at `phoneWidths`. Pages show a raster: a
 * browser decodes it off the main thread, where an SVG image has to be parsed,
 * styled and laid out on it. AVIF carries the same picture in about 40% fewer
 * bytes, which a phone on a slow network waits for before the first screen is
 * complete. The SVG stays the source.
 * Run after adding or changing a mockup or a phone view:
 *   node scripts/brand/mockup-rasters.ts [drawing ...] [--phone]
 * Names (`punch-board`) render only those drawings; `--phone` only the phone views.
 * It warns of any word a phone view's window cuts through.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { phoneViews, type PhoneView } from "../../src/sections/phone-views.ts";
import { phoneName, phoneWidths, rasterName, rasterWidths } from "../../src/lib/rasters.ts";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { encodeTwins } from "./twins.ts";

const root = resolve(import.meta.dirname, "../..");
const dir = resolve(root, "public/mockups");
const font = readFileSync(
  resolve(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const fontFace = `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}`;

const args = process.argv.slice(2);
const phoneOnly = args.includes("--phone");
const only = args.filter((arg) => !arg.startsWith("--"));

/** The drawing with its root's size and viewBox set to the window: it then draws only that part. */
function windowOnto(svg: string, { x, y, width, height }: PhoneView): string {
  return svg.replace(/<svg\b[^>]*>/, (rootTag) =>
    rootTag
      .replace(/\s(width|height|viewBox)="[^"]*"/g, "")
      .replace("<svg", `<svg width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}"`),
  );
}

/** Words the window cuts through: text elements partly inside it. */
async function cutWords(browser: Browser, svg: string, view: PhoneView): Promise<string[]> {
  const page = await browser.newPage();
  await page.setContent(`<style>${fontFace}body{margin:0}</style>${svg}`);
  await page.evaluate(() => document.fonts.ready);
  const cut = await page.evaluate(({ x, y, width, height }) => {
    const rootBox = document.querySelector("svg")!.getBoundingClientRect();
    return [...document.querySelectorAll("svg text")].flatMap((text) => {
      const box = text.getBoundingClientRect();
      const [left, right] = [box.left - rootBox.left, box.right - rootBox.left];
      const [top, bottom] = [box.top - rootBox.top, box.bottom - rootBox.top];
      const outside = right <= x || left >= x + width || bottom <= y || top >= y + height;
      const inside = left >= x - 0.5 && right <= x + width + 0.5 && top >= y - 0.5 && bottom <= y + height + 0.5;
      return outside || inside ? [] : [text.textContent ?? ""];
    });
  }, view);
  await page.close();
  return cut;
}

/**
 * Renders `svg` (`width` by `height`) at each target width and writes its twins under the name
 * of `path`; a phone view's (`phone`) are encoded coarser (twins.ts).
 */
async function render(
  browser: Browser,
  svg: string,
  path: string,
  width: number,
  height: number,
  targets: readonly number[],
  phone = false,
) {
  for (const target of targets) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: target / width });
    await page.setContent(`<style>${fontFace}body{margin:0}svg{display:block}</style>${svg}`);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await page.close();
    for (const [format, data] of await encodeTwins(png, { phone })) {
      const out = rasterName(path, target, format).slice(1);
      writeFileSync(resolve(root, "public", out), data);
      console.log(`rendered ${out} (${(data.length / 1024).toFixed(1)} KB)`);
    }
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const drawings = readdirSync(dir).filter(
  (file) => file.endsWith(".svg") && !file.endsWith("-phone.svg") && (!only.length || only.includes(file.slice(0, -4))),
);
for (const name of drawings) {
  const path = `/mockups/${name}`;
  const svg = readFileSync(resolve(dir, name), "utf8");
  const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number) as [number, number, number];
  if (!phoneOnly)
    await render(
      browser,
      svg.replace("<svg ", `<svg width="${width}" height="${height}" `),
      path,
      width,
      height,
      rasterWidths(width),
    );

  const view = phoneViews[path];
  if (!view) continue;
  const phone = view.drawn ? readFileSync(resolve(root, "public", phoneName(path).slice(1)), "utf8") : svg;
  for (const word of view.drawn ? [] : await cutWords(browser, svg, view))
    console.warn(`warning: the phone view of ${name} cuts through "${word}"`);
  await render(browser, windowOnto(phone, view), phoneName(path), view.width, view.height, phoneWidths, true);
}
await browser.close();
