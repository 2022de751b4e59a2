/**
 * The WebP twins of a drawn SVG mockup (scripts/brand/mockup-rasters.ts renders
 * them): one for a phone (720 px covers a full-width picture on a 412 px
 * screen at 1.75 dppx), the drawing's own width, and twice that for sharp
 * screens, capped at 1600 px; of two within 15%, the larger.
 */
export function rasterWidths(width: number): number[] {
  const widths = [720, width, Math.min(width * 2, 1600)].filter((w) => w <= width * 2);
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .filter((w, index, all) => index === all.length - 1 || all[index + 1]! > w * 1.15);
}

/** `/mockups/kanban.svg` at 640 px is `/mockups/kanban-640.webp`. */
export function rasterName(svgPath: string, width: number): string {
  return `${svgPath.replace(/\.svg$/, "")}-${width}.webp`;
}

/** The `src` and `srcSet` of an image showing the drawing at `svgPath`, `width` px wide. */
export function rasterSources(svgPath: string, width: number): { src: string; srcSet: string } {
  const widths = rasterWidths(width);
  return {
    src: rasterName(svgPath, widths.includes(width) ? width : widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${rasterName(svgPath, w)} ${w}w`).join(", "),
  };
}
