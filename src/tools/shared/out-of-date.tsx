import { Icon } from "~/components/ui/icon";

/**
 * Said above a result once the form no longer holds what was calculated (docs/product.md#tools):
 * the totals, the table and the report stay as they were until the next Calculate. Loaded with a
 * tool's later parts, which are in by the time a result can be edited.
 */
export function OutOfDate() {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-control border border-accent-300 bg-accent-50 px-4 py-3 text-sm font-medium text-ink">
      <Icon name="circle-exclamation-point" className="mt-0.5 text-accent-700" />
      The form has changed since these results. Press Calculate to bring them up to date.
    </p>
  );
}
