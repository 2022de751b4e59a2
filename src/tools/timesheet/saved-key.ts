import { readStored, removeStored } from "~/tools/shared/storage";

/**
 * The browser storage item of the timesheet's saved sheets
 * (docs/product.md#timesheet-generator), and the little the page needs of it
 * before the results arrive: whether there is one, and forgetting it. Reading
 * and writing it are in saved-values.ts, which comes with the results.
 */
export const savedValuesKey = "timesheetSavedValues";

/** Whether this browser holds saved sheets, so the page fetches what reads them at once. */
export const hasSavedValues = (): boolean => typeof window !== "undefined" && readStored(savedValuesKey) !== undefined;

export const forgetSavedValues = (): void => removeStored(savedValuesKey);
