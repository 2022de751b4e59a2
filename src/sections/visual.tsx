import type { ImgHTMLAttributes } from "react";
import type { Visual } from "./section-types";
import { phoneView, type PhoneView } from "~/sections/phone-views";
import { cn } from "~/lib/cn";
import { phoneMedia, phoneName, phoneWidths, rasterSources } from "~/lib/rasters";
import { SceneFrame } from "./scene-frame";

/** Half the container on wide screens, the full column on phones. */
const halfColumn = "(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)";

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

/**
 * A mockup beside a section's words, with its phone view where it has one.
 * The hero's loads at once; the rest wait until they are near.
 */
export function VisualImage({
  visual,
  priority = false,
  className,
}: {
  visual: Visual;
  priority?: boolean;
  className?: string;
}) {
  if (visual.header)
    return <SceneFrame visual={{ ...visual, header: visual.header }} sizes={halfColumn} priority={priority} />;
  return (
    <RasterPicture
      visual={visual}
      phone={phoneView(visual.src)}
      sizes={halfColumn}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full rounded-card border border-line bg-white shadow-elevated", className)}
    />
  );
}
