import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** The page column: one width and one gutter for every section. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-page px-5 sm:px-8", className)} {...props} />;
}
