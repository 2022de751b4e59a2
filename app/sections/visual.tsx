import type { Visual } from "~/content/marketing";
import { cn } from "~/lib/cn";
import { rasterSources } from "~/lib/rasters";

/** Half the container on wide screens, the full column on phones. */
const halfColumn = "(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)";

/**
 * A drawn product mockup, shown as its WebP twins (app/lib/rasters.ts): the
 * browser decodes those off the main thread. The hero's loads at once; the
 * rest wait until they are near.
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
  return (
    <img
      {...rasterSources(visual.src, visual.width)}
      sizes={halfColumn}
      alt={visual.alt}
      width={visual.width}
      height={visual.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("h-auto w-full rounded-card border border-line bg-white shadow-elevated", className)}
    />
  );
}
