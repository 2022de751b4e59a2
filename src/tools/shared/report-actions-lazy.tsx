import { lazy, Suspense } from "react";
import type { ReportActionsProps } from "./report-actions";

const Actions = lazy(() => import("./report-actions"));

/**
 * The report actions (report-actions.tsx), fetched when a result first shows:
 * the answer paints at once and the buttons a moment later, and a tool's
 * first load stays within its budget (docs/product.md#tools).
 */
export function ReportActions(props: ReportActionsProps) {
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
