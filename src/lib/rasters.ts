/**
 * The raster twins of a drawn SVG picture, each in AVIF and in WebP for
 * browsers without AVIF (scripts/brand/mockup-rasters.ts and blog-covers.ts
 * render them): one for a phone (720 px covers a full-width picture on a
 * 412 px screen at 1.75 dppx), the drawing's own width, and twice that for
 * sharp screens, capped at 1600 px; of two within 15%, the larger.
 */
export function rasterWidths(width: number): number[] {
  const widths = [720, width, Math.min(width * 2, 1600)].filter((w) => w <= width * 2);
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .filter((w, index, all) => index === all.length - 1 || all[index + 1]! > w * 1.15);
}

/** The formats each twin is saved in, the smallest first. */
export const rasterFormats = ["avif", "webp"] as const;
export type RasterFormat = (typeof rasterFormats)[number];

/** `/mockups/kanban.svg` at 640 px is `/mockups/kanban-640.webp` (or `.avif`). */
export function rasterName(svgPath: string, width: number, format: RasterFormat = "webp"): string {
  return `${svgPath.replace(/\.svg$/, "")}-${width}.${format}`;
}

/**
 * The sources of a picture showing the drawing at `svgPath`, `width` px wide:
 * an AVIF `srcSet` for a `<source>`, and a WebP `src` and `srcSet` for the `<img>`.
 */
export function rasterSources(
  svgPath: string,
  width: number,
  widths: readonly number[] = rasterWidths(width),
): { src: string; srcSet: string; avifSrcSet: string } {
  const srcSet = (format: RasterFormat) => widths.map((w) => `${rasterName(svgPath, w, format)} ${w}w`).join(", ");
  return {
    src: rasterName(svgPath, widths.includes(width) ? width : widths[widths.length - 1]!),
    srcSet: srcSet("webp"),
    avifSrcSet: srcSet("avif"),
  };
}

/**
 * Phones (below Tailwind's `sm`, where a picture fills the column) show a
 * drawing's phone view instead (src/sections/phone-views.ts), so its words
 * stay readable; wider screens never fetch it.
 */
export const phoneMedia = "(max-width: 639px)";

/**
 * The widths of a phone view's twins: it fills a phone's column, some 350 to
 * 600 CSS px, so 720 px serves screens of 1 to 2 dppx and 1080 px those of 3.
 */
export const phoneWidths = [720, 1080] as const;

/**
 * The name of a drawing's phone view: `/mockups/kanban.svg`'s is
 * `/mockups/kanban-phone.svg`, whose twins are `/mockups/kanban-phone-720.avif`
 * and so on. The file exists only for a phone view drawn on its own; a window
 * onto the wide drawing is rendered from that drawing.
 */
export function phoneName(svgPath: string): string {
  return svgPath.replace(/\.svg$/, "-phone.svg");
}
