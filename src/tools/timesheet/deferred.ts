/**
 * The parts of the timesheet that load once the visitor starts on the form (or
 * the address holds a result), not with the page, so the page's first load
 * stays within its budget (docs/product.md#timesheet-generator): the pay and
 * the breakdown beside the total hours, the report, its actions and its printing, the CSV,
 * the pay settings and the address (read when a shared sheet opens, written
 * at Calculate). One module, so one request.
 */
export { PayTotal, ResultBreakdown, WeekSubtotals } from "./timesheet-results";
export { csvRows, reportPdfName, reportTexts, reportTitle, timesheetReportBody } from "./timesheet-report";
export { default as ReportActions } from "~/tools/shared/report-actions";
export { PaymentPanel } from "./payment-panel";
export { printReport } from "~/tools/shared/print";
export { decodeTimesheet, encodeTimesheet, hasTimesheetParams } from "./url-state";
