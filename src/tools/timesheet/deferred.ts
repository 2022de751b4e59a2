/**
 * The parts of the timesheet that load once the visitor starts on the form (or
 * the address holds a result, or this browser saved sheets), not with the
 * page, so the page's first load stays within its budget
 * (docs/product.md#timesheet-generator): the totals (a result is worked out
 * here, so they never wait for it), the pay and the breakdown beside them, how
 * rounding and the meal rule applied, the note that a sheet has changed since
 * its result, a day's later shifts, the meal rule's fields, the team's list and
 * summary, the report, its actions and its printing, the CSV, the pay settings,
 * storage and the address. One module, so one request.
 */
export { Details, outOfDate, printTimesheet, TimesheetActions, TotalsParts } from "./timesheet-results";
export { OutOfDate } from "~/tools/shared/out-of-date";
export { TimesheetTotals } from "./totals";
export { EmployeeList } from "./employee-list";
export { MealFields } from "./meal-fields";
export { MoreShifts } from "./more-shifts";
export { addEmployee } from "./team-state";
export { readSheet } from "./payment";
export { PaymentPanel } from "./payment-panel";
export { openingOf } from "./opening";
export { forgetSavedValues } from "./saved-values";
