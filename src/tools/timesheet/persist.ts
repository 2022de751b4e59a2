import { useEffect, type Dispatch } from "react";
import { storageProblem } from "~/tools/shared/storage";
import { replaceParams } from "~/tools/shared/url-state";
import { forgetSavedValues, storeSavedValues } from "./saved-values";
import type { TimesheetAction, TimesheetState } from "./timesheet-state";
import { encodeTimesheet } from "./url-state";

/**
 * Keeps the sheets outside the page (docs/product.md#timesheet-generator): the
 * sheet at Calculate in the address, and while "save values" is ticked every
 * sheet of the period in browser storage on every edit, with the address
 * beside them. Storage follows `state` at once, so a reload never loses an
 * edit; the address follows `shown`, the state a moment later, so writing it
 * is not part of Calculate's frame. Loaded with the results (deferred.ts),
 * which the page asks for as soon as saving is ticked.
 */
export function usePersist(state: TimesheetState, shown: TimesheetState, dispatch: Dispatch<TimesheetAction>): void {
  const { sheets, current, saving, address } = state;
  const shownAddress = shown.address;
  useEffect(() => {
    if (shownAddress) replaceParams(encodeTimesheet(shownAddress));
  }, [shownAddress]);
  useEffect(() => {
    if (!saving) return;
    // The address this state puts there, which may not be written yet.
    const query = address ? encodeTimesheet(address).toString() : window.location.search.slice(1);
    const stored = storeSavedValues(sheets, current, query);
    if (!stored.ok) {
      // Never leave an out-of-date copy behind to be loaded next time.
      forgetSavedValues();
      dispatch({ type: "saving", saving: false, message: storageProblem(stored.reason) });
    }
  }, [sheets, current, saving, address, dispatch]);
}
