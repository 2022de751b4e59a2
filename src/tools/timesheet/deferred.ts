/**
 * The parts of the timesheet that load once the visitor starts on the form (or
 * the address holds a result), not with the page, so the page's first load
 * stays within its budget (docs/product.md#timesheet-generator): the results,
 * the report and its printing, the CSV, and the pay settings. One module, so
 * one request.
 */
export { ResultBreakdown, ResultSummary, TimesheetReport } from "./timesheet-results";
export { csvRows, periodLabel, reportTitle } from "./timesheet-report";
export { PaymentPanel } from "./payment-panel";
export { printReport } from "~/tools/shared/print";
