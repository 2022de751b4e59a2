import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const widths = {
  page: "max-w-page",
  /** A column of text, narrow enough to read. */
  prose: "max-w-3xl",
  /** A table of a few columns, a little wider than prose. */
  table: "max-w-4xl",
};

/**
 * The page column: one gutter for every section. Its width is a prop: a `max-w-*`
 * class beside the column's own would lose by Tailwind's order, not the caller's.
 */
export function Container({
  className,
  width = "page",
  ...props
}: HTMLAttributes<HTMLDivElement> & { width?: keyof typeof widths }) {
  return <div className={cn("mx-auto w-full px-5 sm:px-8", widths[width], className)} {...props} />;
}
