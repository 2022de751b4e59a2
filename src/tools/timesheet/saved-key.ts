/**
 * The browser storage item of the timesheet's saved sheets
 * (docs/product.md#timesheet-generator), and the one thing the page needs of
 * it before the results arrive: whether there is one, so it fetches what reads
 * it at once. Reading, writing and forgetting it are in saved-values.ts, which
 * comes with the results.
 */
export const savedValuesKey = "timesheetSavedValues";

/** Whether this browser holds saved sheets; storage that is blocked holds none. */
export function hasSavedValues(): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(savedValuesKey) !== null;
  } catch {
    return false;
  }
}
