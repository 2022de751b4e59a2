import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Eyebrow } from "./eyebrow";

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The heading level that keeps the page's outline in order. */
  as?: "h1" | "h2" | "h3";
  align?: "left" | "center";
  id?: string;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Heading = "h2",
  align = "center",
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
      <Heading
        id={id}
        className={cn(
          "font-bold text-balance text-ink",
          Heading === "h1" ? "text-4xl sm:text-display" : "text-3xl sm:text-headline",
        )}
      >
        {title}
      </Heading>
      {lead ? <p className="mt-5 text-lead text-pretty text-ink-muted">{lead}</p> : null}
    </div>
  );
}
