import { lazy, Suspense } from "react";
import type { ColumnTableProps } from "./column-table-view";

const View = lazy(() => import("./column-table-view"));

/**
 * A tool's results table (column-table-view.tsx), fetched when a result first
 * shows: the totals answer the press at once, the table by day follows a moment
 * later, and a tool's first load stays within its budget (docs/product.md#tools).
 */
export function ColumnTable<Row, Totals>(props: ColumnTableProps<Row, Totals>) {
  return (
    <Suspense fallback={null}>
      {/* The view is generic; lazy() forgets it, and the props were checked above. */}
      <View {...(props as unknown as ColumnTableProps<unknown, unknown>)} />
    </Suspense>
  );
}
