import type { Visual } from "~/content/marketing";
import { cn } from "~/lib/cn";

/** A drawn product mockup. The hero's loads at once; the rest wait until they are near. */
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
      src={visual.src}
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
