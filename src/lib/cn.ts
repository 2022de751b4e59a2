import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (that
 * library costs 7 KB gzip on every page, against a 130 KB budget), so a
 * component's `className` adds classes; variants change them, through `cva`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
