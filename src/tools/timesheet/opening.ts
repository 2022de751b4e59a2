import { loadSavedValues, type SavedTeam } from "./saved-values";
import type { TimesheetForm } from "./timesheet";
import { decodeTimesheet, hasTimesheetParams } from "./url-state";

/** What the page opens with beyond a blank week: a shared sheet, the sheets this browser saved, and whether to work one out at once. */
export interface Opening {
  shared: TimesheetForm | null;
  saved: SavedTeam | null;
  /** The address held a result: work out the sheet in view as the page opens. */
  calculate: boolean;
}

/**
 * Reads the address and this browser's saved sheets (docs/product.md#timesheet-generator).
 * A shared address wins over saved sheets; but the address this browser last
 * wrote beside its saved sheets is no stranger's link, and the saved sheets,
 * being newer, open instead.
 */
export function openingOf(query: string): Opening {
  const saved = loadSavedValues();
  const params = new URLSearchParams(query);
  if (!hasTimesheetParams(params)) return { shared: null, saved, calculate: false };
  if (saved && new URLSearchParams(saved.query).toString() === params.toString()) {
    return { shared: null, saved, calculate: true };
  }
  return { shared: decodeTimesheet(params), saved, calculate: true };
}
