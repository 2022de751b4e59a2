import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";

/** An icon from the site's SVG sprite: no JavaScript per icon. Decorative. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn("size-5 shrink-0", className)}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
