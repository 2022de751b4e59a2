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

/**
 * A phone view's AVIF (`phone`) is coarser: quality 50, colour at half resolution (4:2:0). A
 * phone shows it at two device pixels or more to the drawing's one, where neither change is
 * visible, and it is the first screen's picture on a slow link: a quarter fewer bytes
 * (docs/decisions/images.md).
 */
export async function encodeTwins(png: Buffer, { phone = false } = {}): Promise<Array<[RasterFormat, Buffer]>> {
  const quality = phone ? { quality: 50, chromaSubsampling: "4:2:0" } : { quality: 60 };
  const avif = await sharp(png)
    .avif({ ...quality, effort: avifEffort })
    .toBuffer();
  return [
    ["avif", avif],
    ["webp", await sharp(png).webp({ quality: 82, effort: 6 }).toBuffer()],
  ];
}
