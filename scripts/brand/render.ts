/**
 * Renders the brand images committed in public/: the Open Graph card, the
 * touch icon, the favicon.ico and the PNG icons (192 px for browser tabs and
 * 512 px for the web manifest). Pages link PNG and ICO icons, not the SVG: a
 * browser that draws a tab icon from an SVG builds a whole SVG document for it
 * on the page's main thread, 15 to 45 ms on a slow phone, just after load.
 * Run after changing the logo or the card:
 *   npx tsx scripts/brand/render.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";

const root = resolve(import.meta.dirname, "../..");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

await page.goto(`file://${resolve(import.meta.dirname, "og-image.html")}`);
await page.waitForTimeout(300);
await page.screenshot({ path: resolve(root, "public/og-image.png") });

const svg = readFileSync(resolve(root, "public/favicon.svg"), "utf8");
async function icon(size: number, padding: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${padding ? "#fff" : "transparent"}"><div style="padding:${padding}px;width:${size - 2 * padding}px;height:${size - 2 * padding}px">${svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body>`,
  );
  return page.screenshot({ omitBackground: padding === 0 });
}
writeFileSync(resolve(root, "public/apple-touch-icon.png"), await icon(180, 18));
writeFileSync(resolve(root, "public/icon-192.png"), await icon(192, 0));

// An .ico holding one 32x32 PNG: a 6-byte header, a 16-byte directory entry, the image.
const png = await icon(32, 0);
const header = Buffer.from([0, 0, 1, 0, 1, 0]);
const entry = Buffer.alloc(16);
entry.writeUInt8(32, 0);
entry.writeUInt8(32, 1);
entry.writeUInt16LE(1, 4);
entry.writeUInt16LE(32, 6);
entry.writeUInt32LE(png.length, 8);
entry.writeUInt32LE(22, 12);
writeFileSync(resolve(root, "public/favicon.ico"), Buffer.concat([header, entry, png]));

await browser.close();
console.log("Rendered public/og-image.png, apple-touch-icon.png, icon-192.png and favicon.ico");
