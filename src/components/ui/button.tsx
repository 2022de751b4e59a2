import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { SmartLink, type SmartLinkProps } from "./smart-link";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 print-outlined",
  accent: "bg-accent-300 text-ink shadow-sm hover:bg-accent-400 print-outlined",
  secondary: "bg-ink text-white shadow-sm hover:bg-ink/85 print-outlined",
  outline: "border border-line bg-white text-ink shadow-sm hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-ink hover:bg-surface-muted",
  /** A ghost in muted ink, for a small action repeated down a list. */
  quiet: "text-ink-muted hover:bg-surface-muted",
  inverse: "bg-white text-brand-900 shadow-sm hover:bg-brand-50 print-outlined",
};

// Each size's box: height, room either side of the label, corners. `-tight` leaves less
// room, for a crowded row; `-round` has fully rounded ends.
const sizes = {
  sm: "h-10 px-4 text-sm rounded-control",
  "sm-tight": "h-10 px-3 text-sm rounded-control",
  md: "h-11 px-5 text-[0.9375rem] rounded-control",
  "md-tight": "h-11 px-3 text-[0.9375rem] rounded-control",
  lg: "h-13 px-7 text-base rounded-control",
  "lg-round": "h-13 px-7 text-base rounded-full",
  /** As tall as a text field, for a button beside one. */
  field: "h-[2.875rem] px-5 text-[0.9375rem] rounded-control",
  icon: "size-11 rounded-control",
  "icon-round": "size-11 rounded-full",
  "icon-sm": "size-10 rounded-control",
};

/**
 * What a caller may change on a button. These, not classes, because a class that
 * fights one of the button's own (`px-3` beside `px-4`) loses by Tailwind's order
 * without a sound (docs/decisions/class-overrides.md).
 */
export interface ButtonVariantProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** A button's classes: its variant's colours and its size's box, primary and medium unless given. */
function buttonClass({ variant = "primary", size = "md" }: ButtonVariantProps): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonClass({ variant, size }), className)} {...props} />;
}

/** A link styled as a button: for navigation, never for actions. */
export function ButtonLink({ className, variant, size, ...props }: SmartLinkProps & ButtonVariantProps) {
  return <SmartLink className={cn(buttonClass({ variant, size }), className)} {...props} />;
}
