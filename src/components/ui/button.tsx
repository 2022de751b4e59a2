import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { SmartLink, type SmartLinkProps } from "./smart-link";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent-300 text-ink shadow-sm hover:bg-accent-400",
  secondary: "bg-ink text-white shadow-sm hover:bg-ink/85",
  outline: "border border-line bg-white text-ink shadow-sm hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-ink hover:bg-surface-muted",
  inverse: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
};

const sizes = {
  sm: "h-10 px-4 text-sm",
  md: "h-11 px-5 text-[0.9375rem]",
  lg: "h-13 px-7 text-base",
  icon: "size-11",
};

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
