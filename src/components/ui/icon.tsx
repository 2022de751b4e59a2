import type { IconName } from "~studio/schemaTypes/icons";
import { cn } from "~/lib/cn";

/**
 * The page's own copy of an icon when the build gave it one, else the shared sprite
 * (docs/decisions/icons.md). The server always names the sprite, and the build points
 * the page at its copy, so hydration reads the same address the page has.
 */
const iconHref = (name: IconName) =>
  typeof document !== "undefined" && document.getElementById(`icon-${name}`) ? `#icon-${name}` : `/icons.svg#${name}`;

/**
 * An icon from the site's SVG sprite: no JavaScript per icon. Decorative. Its
 * size is a prop, not a class: `size-4` beside the icon's own `size-5` would lose.
 */
export function Icon({
  name,
  size = "size-5",
  className,
  ...data
}: {
  name: IconName;
  size?: "size-3.5" | "size-4" | "size-5" | "size-6";
  className?: string;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn(size, "shrink-0", className)} {...data}>
      <use href={iconHref(name)} />
    </svg>
  );
}

/** An icon on its square tile, as cards open. The tone sets the tile's colours (brand unless given). */
export function IconTile({ name, tone }: { name: IconName; tone?: string }) {
  return (
    <span
      className={cn(
        "grid size-11 place-items-center rounded-control ring-1",
        tone ?? "bg-brand-50 text-brand-700 ring-brand-100",
      )}
    >
      <Icon name={name} />
    </span>
  );
}
