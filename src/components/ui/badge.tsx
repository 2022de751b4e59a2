import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const tones = {
  brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset",
  accent: "bg-accent-50 text-accent-700 ring-1 ring-accent-200 ring-inset",
  neutral: "bg-surface-muted text-ink-muted ring-1 ring-line ring-inset",
  inverse: "bg-white/10 text-white ring-1 ring-white/20 ring-inset",
};

export function Badge({
  className,
  tone = "brand",
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
