import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** The page column: one gutter for every section; `prose` narrows it for reading. */
export function Container({
  className,
  width = "page",
  ...props
}: HTMLAttributes<HTMLDivElement> & { width?: "page" | "prose" }) {
  return (
    <div
      className={cn("mx-auto w-full px-5 sm:px-8", width === "page" ? "max-w-page" : "max-w-3xl", className)}
      {...props}
    />
  );
}
