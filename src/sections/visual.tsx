import type { Visual } from "./section-types";
import { phoneView } from "./phone-views";
import { cn } from "~/lib/cn";
import { RasterPicture } from "./raster-picture";
import { SceneFrame } from "./scene-frame";

/** Half the container on wide screens, the full column on phones. */
const halfColumn = "(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)";

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
