import { createImageUrlBuilder } from "@sanity/image-url";
import { siteConfig } from "~/site.config";

const sanityCdn = /^https:\/\/cdn\.sanity\.io\/images\//;

/**
 * An image at the size a screen shows it. Images from the hosted store go
 * through Sanity's image service, cropped to size in a modern format; the
 * bundled dataset's images are local SVGs and pass through unchanged.
 */
export function imageUrl(url: string, size: { width: number; height: number }): string {
  if (!sanityCdn.test(url)) return url;
  return createImageUrlBuilder({ projectId: siteConfig.sanity.projectId, dataset: siteConfig.sanity.dataset })
    .image(url)
    .width(size.width)
    .height(size.height)
    .fit("crop")
    .auto("format")
    .url();
}
