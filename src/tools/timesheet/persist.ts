import { useEffect, type Dispatch } from "react";
import { storageProblem } from "~/tools/shared/storage";
import { replaceParams } from "~/tools/shared/url-state";
import { forgetSavedValues, storeSavedValues } from "./saved-values";
import type { TimesheetAction, TimesheetState } from "./timesheet-state";
import { encodeTimesheet } from "./url-state";

/**
 * Keeps the sheets outside the page (docs/product.md#timesheet-generator): the
 * sheet at Calculate in the address, and while "save values" is ticked every
 * sheet of the period in browser storage on every edit, with the address last
 * written beside them. Loaded with the results (deferred.ts), which the page
 * asks for as soon as saving is ticked.
 */
export function usePersist(state: TimesheetState, dispatch: Dispatch<TimesheetAction>): void {
  const { sheets, current, saving, address } = state;
  useEffect(() => {
    if (address) replaceParams(encodeTimesheet(address));
  }, [address]);
  useEffect(() => {
    if (!saving) return;
    const stored = storeSavedValues(sheets, current, window.location.search.slice(1));
    if (!stored.ok) {
      // Never leave an out-of-date copy behind to be loaded next time.
      forgetSavedValues();
      dispatch({ type: "saving", saving: false, message: storageProblem(stored.reason) });
    }
  }, [sheets, current, saving, address, dispatch]);
}
