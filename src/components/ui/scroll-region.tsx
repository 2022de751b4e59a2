import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, with a shadow at
 * each edge that still has columns past it (drawn by the stylesheet, `scroll-cue`)
 * and, on phones, a line saying so. Focusable, so keyboard users can scroll it.
 */
export function ScrollRegion({
  label,
  hint = "Swipe sideways to see every column.",
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <p data-scroll-hint="" className="mt-4 text-sm text-ink-muted sm:hidden">
        {hint} <span aria-hidden="true">→</span>
      </p>
      {/* A scrolling region must take keyboard focus (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto scroll-cue", className)}>
        {children}
      </div>
    </>
  );
}
