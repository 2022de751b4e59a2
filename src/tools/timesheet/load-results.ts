import type * as Deferred from "./deferred";

/**
 * The timesheet's results module (deferred.ts), fetched once, when first
 * wanted: the first touch of the form, a shared address, saved sheets that
 * need it. Its own module, so the rows and the tool share one request.
 */
export type Results = typeof Deferred;
let resultsLoading: Promise<Results> | undefined;
export const loadResults = (): Promise<Results> => (resultsLoading ??= import("./deferred"));
