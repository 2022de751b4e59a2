import { rasterName } from "../lib/rasters";

/**
 * The bundled dataset's pictures are drawings in public/media/blog/; pages show
 * their raster twins (scripts/brand/blog-covers.ts renders them), which a
 * browser decodes off the main thread.
 */
const bundledDrawing = /^\/media\/blog\/[\w-]+\.svg$/;

export function isBundledDrawing(url: string): boolean {
  return bundledDrawing.test(url);
}

/** Covers are drawn at 1200 x 675. */
export const coverSize = { width: 1200, height: 675 } as const;

/** Avatars show at 32 or 40 px; one twin at 96 px stays sharp at up to 2.4 dppx. */
export const avatarRasterWidth = 96;

/** The AVIF and WebP twins of a bundled avatar. */
export function avatarSources(svgPath: string): { avif: string; webp: string } {
  return {
    avif: rasterName(svgPath, avatarRasterWidth, "avif"),
    webp: rasterName(svgPath, avatarRasterWidth, "webp"),
  };
}
