import type { ImgHTMLAttributes } from "react";
import type { Visual } from "~/content/marketing";
import { cn } from "~/lib/cn";
import { rasterSources } from "~/lib/rasters";

/** Half the container on wide screens, the full column on phones. */
const halfColumn = "(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)";

/**
 * A drawn product mockup as its raster twins (lib/rasters.ts): AVIF where
 * the browser reads it, WebP elsewhere; either decodes off the main thread.
 * The `<picture>` takes no box of its own, so the image lays out as if alone.
 */
export function RasterPicture({
  visual,
  sizes,
  ...image
}: { visual: Visual; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt">) {
  const { src, srcSet, avifSrcSet } = rasterSources(visual.src, visual.width);
  return (
    <picture className="contents">
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

/** A mockup beside a section's words. The hero's loads at once; the rest wait until they are near. */
export function VisualImage({
  visual,
  priority = false,
  className,
}: {
  visual: Visual;
  priority?: boolean;
  className?: string;
}) {
  return (
    <RasterPicture
      visual={visual}
      sizes={halfColumn}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full rounded-card border border-line bg-white shadow-elevated", className)}
    />
  );
}
