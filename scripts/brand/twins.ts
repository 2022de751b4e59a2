/**
 * Encodes a rendered drawing (a PNG screenshot) as its raster twins, one per
 * format in `rasterFormats`. Qualities chosen by eye: small text and flat edges
 * in the drawings stay crisp in both.
 */
import sharp from "sharp";
import type { RasterFormat } from "../../src/lib/rasters.ts";

export async function encodeTwins(png: Buffer): Promise<Array<[RasterFormat, Buffer]>> {
  return [
    ["avif", await sharp(png).avif({ quality: 60, effort: 4 }).toBuffer()],
    ["webp", await sharp(png).webp({ quality: 82, effort: 6 }).toBuffer()],
  ];
}
