import { emptyEntry } from "./hours";
import { maxEmployees } from "./saved-values";
import type { TimesheetForm } from "./timesheet";
import { sharing, type TimesheetState } from "./timesheet-state";

/**
 * A team's changes to the timesheet's state (docs/product.md#timesheet-generator):
 * add an employee, remove the one in view and bring them back. Pure, each
 * given to the reducer as an `apply` action; loaded with the results, as the
 * list of employees is (deferred.ts).
 */

/** The name a sheet goes by in the list of employees and the team's report: its employee's, or its place. */
export const employeeName = (sheet: TimesheetForm, index: number): string =>
  sheet.details.employee.trim() || `Employee ${index + 1}`;

/** A new sheet for the period with the settings of `from`: rounding, meal break and pay, with no times and no name. */
function newSheet(from: TimesheetForm): TimesheetForm {
  return {
    ...from,
    entries: Array.from({ length: from.period * 7 }, emptyEntry),
    details: { ...from.details, employee: "" },
    meal: { ...from.meal },
    payment: { ...from.payment, differentials: from.payment.differentials.map((each) => ({ ...each })) },
  };
}

const fresh: Pick<TimesheetState, "calculated" | "problems" | "notice"> = {
  calculated: null,
  problems: [],
  notice: null,
};

/** A new employee after the others, with the settings of the one in view, shown at once; or a word that the period is full. */
export function addEmployee(state: TimesheetState): TimesheetState {
  if (state.sheets.length >= maxEmployees) {
    return {
      ...state,
      notice: `A period holds up to ${maxEmployees} employees. Download or print this period's report, then remove an employee to add another.`,
    };
  }
  const sheets = [...state.sheets, newSheet(state.sheets[state.current]!)];
  // A team is kept in this browser, so a reload loses no one: adding an employee ticks "save values".
  return { ...state, ...fresh, sheets, current: sheets.length - 1, saving: true };
}

/** The employee in view out of the period, kept for Undo; the last sheet always stays. */
export function removeEmployee(state: TimesheetState): TimesheetState {
  if (state.sheets.length === 1) return state;
  const at = state.current;
  return {
    ...state,
    ...fresh,
    sheets: state.sheets.filter((_, index) => index !== at),
    current: Math.max(0, at - 1),
    removed: { sheet: state.sheets[at]!, at },
    team: null,
  };
}

/** The employee last removed back in their place, with the period's fields as they are now. */
export function undoRemove(state: TimesheetState): TimesheetState {
  const removed = state.removed;
  if (!removed || state.sheets.length >= maxEmployees) return state;
  const sheets = [...state.sheets];
  sheets.splice(removed.at, 0, removed.sheet);
  return { ...state, sheets: sharing(sheets, state.sheets[0]!), current: removed.at, removed: null };
}
