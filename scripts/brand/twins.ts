/**
 * Encodes a rendered drawing (a PNG screenshot) as its raster twins, one per
 * format in `rasterFormats`. Qualities chosen by eye: small text and flat edges
 * in the drawings stay crisp in both. AVIF at the encoder's slowest effort: about
 * 6% fewer bytes than its default for the same picture, paid once, here.
 */
import sharp from "sharp";
import type { RasterFormat } from "../../src/lib/rasters.ts";

/** `AVIF_EFFORT=6` trades about 3% more bytes for a fifth of the time, on a busy machine. */
const avifEffort = Number(process.env.AVIF_EFFORT ?? 9);

export async function encodeTwins(png: Buffer): Promise<Array<[RasterFormat, Buffer]>> {
  return [
    ["avif", await sharp(png).avif({ quality: 60, effort: avifEffort }).toBuffer()],
    ["webp", await sharp(png).webp({ quality: 82, effort: 6 }).toBuffer()],
  ];
}
