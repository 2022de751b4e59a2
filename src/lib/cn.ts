/**
 * Joins class names, skipping the empty and the false. It does not resolve
 * conflicting Tailwind utilities: a component's `className` adds classes, and
 * variants pick theirs from a table (see components/ui/button.tsx).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
