import type { ImgHTMLAttributes } from "react";
import { phoneMedia, phoneName, phoneWidths, rasterSources } from "~/lib/rasters";
import type { PhoneView } from "./phone-views";
import type { Visual } from "./section-types";

/**
 * A drawing's phone view, for screens below 640 px: AVIF, and WebP for
 * browsers without AVIF. Each `<source>` carries the view's size, so the image
 * keeps the view's shape before it arrives.
 */
function PhoneSources({ svgPath, phone, sizes }: { svgPath: string; phone: PhoneView; sizes: string }) {
  const { srcSet, avifSrcSet } = rasterSources(phoneName(svgPath), phone.width, phoneWidths);
  const size = { sizes, width: phone.width, height: phone.height };
  return (
    <>
      <source media={phoneMedia} type="image/avif" srcSet={avifSrcSet} {...size} />
      <source media={phoneMedia} type="image/webp" srcSet={srcSet} {...size} />
    </>
  );
}

/**
 * A drawn product mockup as its raster twins (lib/rasters.ts): AVIF where
 * the browser reads it, WebP elsewhere; either decodes off the main thread.
 * The `<picture>` takes no box of its own, so the image lays out as if alone.
 * Given its `phone` view (sections/phone-views.ts), a phone shows that instead
 * and fetches only its twins; wider screens never fetch them.
 */
export function RasterPicture({
  visual,
  sizes,
  phone,
  ...image
}: { visual: Visual; sizes: string; phone?: PhoneView } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "alt"
>) {
  const { src, srcSet, avifSrcSet } = rasterSources(visual.src, visual.width);
  return (
    <picture className="contents">
      {phone ? <PhoneSources svgPath={visual.src} phone={phone} sizes={sizes} /> : null}
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={visual.alt}
        width={visual.width}
        height={visual.height}
        decoding="async"
        {...image}
      />
    </picture>
  );
}
