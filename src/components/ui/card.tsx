import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { cardSurface } from "./surfaces";

// The room inside a card, as literal classes so Tailwind finds them. A caller picks
// from these (`padding`) rather than adding a `p-*` class: two padding utilities on
// one element resolve by Tailwind's order, not the caller's (docs/decisions/class-overrides.md).
const phonePadding = { 0: "", 4: "p-4", 5: "p-5", 6: "p-6", 7: "p-7" } as const;
const widePadding = { 6: "sm:p-6", 7: "sm:p-7", 8: "sm:p-8" } as const;

/** One step of Tailwind's spacing scale at every width, or [phones, from `sm` up]. */
type CardPadding = keyof typeof phonePadding | readonly [keyof typeof phonePadding, keyof typeof widePadding];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The room inside; 6 on phones and 8 from `sm` up unless given. */
  padding?: CardPadding;
  /** The element, for a card that is a list item or a landmark. */
  as?: "div" | "li" | "section" | "article";
}

/** A white, bordered, shadowed panel: feature cards, the tools' panels, the contact form. */
export function Card({ as: Element = "div", padding = [6, 8], className, ...props }: CardProps) {
  const [phone, wide] = typeof padding === "number" ? [padding, undefined] : padding;
  return (
    <Element
      className={cn(cardSurface, phonePadding[phone], wide === undefined ? null : widePadding[wide], className)}
      {...props}
    />
  );
}
