import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The toggle of a native `<details>` (FAQ questions, the phone menu's groups): its
 * heading and a chevron that turns as the `<details>`, marked `group`, opens. It turns
 * at once: a 200 ms turn repainted the row on every frame of a phone's first press.
 */
export function DisclosureSummary({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <summary
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 text-base font-semibold text-ink [&::-webkit-details-marker]:hidden",
        className,
      )}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted group-open:rotate-180" />
    </summary>
  );
}
