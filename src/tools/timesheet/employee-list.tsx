import { useId, type Dispatch } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { employeeName, removeEmployee, undoRemove } from "./team-state";
import type { TimesheetAction, TimesheetState } from "./timesheet-state";

/**
 * A team's employees (docs/product.md#timesheet-generator): one button each to
 * open their sheet, the one in view marked, a button to remove it from the
 * period, and Undo for the last one removed. Loaded with the results, once a
 * second employee is added (deferred.ts).
 */
export function EmployeeList({
  state,
  onSelect,
  dispatch,
}: {
  state: TimesheetState;
  onSelect: (index: number) => void;
  dispatch: Dispatch<TimesheetAction>;
}) {
  const current = employeeName(state.sheets[state.current]!, state.current);
  const ids = useId();
  const apply = (change: typeof removeEmployee, focusId: string) => {
    flushSync(() => dispatch({ type: "apply", change }));
    document.getElementById(focusId)?.focus();
  };
  return (
    <div className="grid gap-3">
      {state.sheets.length > 1 ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ul aria-label="Employees in this period" className="flex min-w-0 flex-wrap gap-2">
            {state.sheets.map((sheet, index) => (
              <li key={index} className="min-w-0">
                {/* Its own button, not the primitive: a long name wraps instead of widening the page. */}
                <button
                  type="button"
                  id={index === state.current ? `${ids}-current` : undefined}
                  aria-current={index === state.current ? "true" : undefined}
                  onClick={() => onSelect(index)}
                  className="min-h-10 max-w-full rounded-control border border-line bg-white px-3 py-1.5 text-left text-sm font-semibold [overflow-wrap:anywhere] text-ink hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:text-brand-900"
                >
                  {employeeName(sheet, index)}
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="quiet"
            size="sm-tight"
            aria-label={`Remove ${current}`}
            // Focus goes to Undo, not to the next employee's Remove: a second Enter removes no one.
            onClick={() => apply(removeEmployee, `${ids}-undo`)}
          >
            <Icon name="x" />
            Remove
          </Button>
        </div>
      ) : null}
      {state.sheets.length > 1 ? (
        <p className="text-sm text-ink-muted">
          Each new employee starts with the rounding, meal break and pay settings of the one in view.
        </p>
      ) : null}
      {state.removed ? (
        <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span className="[overflow-wrap:anywhere]">
            Removed {employeeName(state.removed.sheet, state.removed.at)} from this period.
          </span>
          <Button
            id={`${ids}-undo`}
            variant="outline"
            size="sm-tight"
            onClick={() => apply(undoRemove, `${ids}-current`)}
          >
            Undo
          </Button>
        </p>
      ) : null}
    </div>
  );
}
