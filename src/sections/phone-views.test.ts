import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phoneName, phoneWidths, rasterFormats, rasterName } from "~/lib/rasters";
import { phoneViews } from "./phone-views";

/** The size and viewBox an SVG in public/ declares on its root element. */
function declared(src: string): { width: number; height: number; viewBox: number[] } {
  const root = readFileSync(join("public", src), "utf8").match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => root.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1] ?? "";
  return {
    width: Number(attribute("width")),
    height: Number(attribute("height")),
    viewBox: attribute("viewBox").split(/\s+/).map(Number),
  };
}

describe.each(Object.entries(phoneViews))("the phone view of %s", (src, view) => {
  it(view.drawn ? "is a drawing of its own at the view's size" : "is a window inside the drawing", () => {
    const phoneFile = join("public", phoneName(src));
    if (view.drawn) {
      expect(view).toMatchObject({ x: 0, y: 0 });
      expect(declared(phoneName(src))).toEqual({
        width: view.width,
        height: view.height,
        viewBox: [0, 0, view.width, view.height],
      });
    } else {
      const [, , width, height] = declared(src).viewBox as [number, number, number, number];
      expect(existsSync(phoneFile), `${phoneFile} would be mistaken for a drawn view`).toBe(false);
      expect(view.x).toBeGreaterThanOrEqual(0);
      expect(view.y).toBeGreaterThanOrEqual(0);
      expect(view.x + view.width).toBeLessThanOrEqual(width);
      expect(view.y + view.height).toBeLessThanOrEqual(height);
    }
    // Narrower than the drawing, and a picture a phone's column can hold.
    expect(view.width).toBeLessThan(declared(src).width);
    expect(view.height / view.width).toBeLessThanOrEqual(1.6);
  });

  it("has its twins at the phone widths, in the view's shape (scripts/brand/mockup-rasters.ts)", async () => {
    for (const width of phoneWidths)
      for (const format of rasterFormats) {
        const twin = join("public", rasterName(phoneName(src), width, format));
        expect(existsSync(twin), twin).toBe(true);
        const size = await sharp(twin).metadata();
        expect(size.width, twin).toBe(width);
        expect(Math.abs(size.height - (width * view.height) / view.width), twin).toBeLessThanOrEqual(1);
      }
  });
});

it("keeps no phone drawing without its view", () => {
  const drawn = readdirSync(join("public", "mockups"))
    .filter((file) => file.endsWith("-phone.svg"))
    .map((file) => `/mockups/${file.replace(/-phone\.svg$/, ".svg")}`);
  expect(drawn.filter((src) => !phoneViews[src]?.drawn)).toEqual([]);
});
