import { createImageUrlBuilder } from "@sanity/image-url";
import { siteConfig } from "~/site.config";

const sanityCdn = /^https:\/\/cdn\.sanity\.io\/images\//;

/** Widths a hosted cover is offered at: a phone's column up to a wide screen at 2x (docs/decisions/images.md). */
export const hostedCoverWidths = [400, 640, 960, 1200, 1600] as const;

function isHostedImage(url: string): boolean {
  return sanityCdn.test(url);
}

/**
 * An image at the size a screen shows it. Images from the hosted store go
 * through Sanity's image service, cropped to size in a modern format; the
 * bundled dataset's images are local files and pass through unchanged.
 */
export function imageUrl(url: string, size: { width: number; height: number }): string {
  if (!isHostedImage(url)) return url;
  return createImageUrlBuilder({ projectId: siteConfig.sanity.projectId, dataset: siteConfig.sanity.dataset })
    .image(url)
    .width(size.width)
    .height(size.height)
    .fit("crop")
    .auto("format")
    .url();
}

/** A hosted image's `srcset` at the given widths, each cropped to the shape of `size`. */
export function imageSrcSet(url: string, size: { width: number; height: number }, widths: readonly number[]): string {
  return widths
    .map((width) => `${imageUrl(url, { width, height: Math.round((width * size.height) / size.width) })} ${width}w`)
    .join(", ");
}

/** A hosted square picture shown at `size` px: its 1x source and its 2x `srcset`. */
export function squareSources(url: string, size: number): { src: string; srcSet: string } {
  return {
    src: imageUrl(url, { width: size, height: size }),
    srcSet: `${imageUrl(url, { width: size * 2, height: size * 2 })} 2x`,
  };
}
