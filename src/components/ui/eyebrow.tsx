import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  brand: "text-brand-700",
  accent: "text-accent-700",
  /** On the dark brand band. */
  "on-dark": "text-accent-200",
};

/**
 * The short capitalised line above a heading. `className` places it (a margin);
 * the tone, not a colour class, picks its colour.
 */
export function Eyebrow({
  tone = "brand",
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  // A label, not the page's words: site search leaves it out of what it indexes.
  return (
    <p className={cn("text-sm font-semibold tracking-wide uppercase", tones[tone], className)} data-search-skip="">
      {children}
    </p>
  );
}
