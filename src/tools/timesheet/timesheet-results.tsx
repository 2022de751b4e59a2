import { Fragment } from "react";
import { cardSurface } from "~/components/ui/look";
import ColumnTable from "~/tools/shared/column-table-view";
import type { Column } from "~/tools/shared/columns";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { describeRule } from "./pay";
import {
  breakdownLabel,
  reportColumns,
  shiftEnd,
  timesheetResult,
  typedShifts,
  type Calculated,
  type ReportRow,
  type ReportTotal,
  type TimesheetResult,
} from "./timesheet-report";

/** The timesheet's results on screen; loaded after the page (see deferred.ts). Paper and PDF: timesheetReportBody. */

/** The columns as the screen draws them: a next-day end marked in small type. */
function screenColumns(result: TimesheetResult): Column<ReportRow, ReportTotal>[] {
  return reportColumns(result).map((column) =>
    column.header === "To"
      ? {
          ...column,
          show: ({ day }) =>
            day.overnight ? (
              <span className="whitespace-nowrap">
                {typedShifts(day).map((shift, at) => (
                  <Fragment key={at}>
                    {at ? ", " : ""}
                    {shift.to}
                    {shiftEnd(shift) === shift.to ? null : (
                      <>
                        {" "}
                        <span className="text-xs text-accent-700">(+1 day)</span>
                      </>
                    )}
                  </Fragment>
                ))}
              </span>
            ) : null,
        }
      : column,
  );
}

function WeekTables({ result }: { result: TimesheetResult }) {
  const columns = screenColumns(result);
  return result.weeks.map((week, at) => (
    <div key={week.subtotal.label} className={at ? "mt-6" : undefined}>
      <ColumnTable
        caption={result.weeks.length > 1 ? `Week ${at + 1}` : breakdownLabel}
        columns={columns}
        rows={week.rows}
        rowKey={(row) => row.day.name}
        totals={{ label: week.subtotal.label, values: week.subtotal }}
      />
    </div>
  ));
}

/** The pay beside the total hours (see totals.tsx): the period's pay and the rule that applied. */
export function PayTotal({ calculated }: { calculated: Calculated }) {
  const { pay } = timesheetResult(calculated);
  if (!pay || !calculated.pay) return null;
  return (
    <div className={`${cardSurface} p-5 sm:col-span-2`}>
      <p className="text-sm font-medium text-ink-muted">Total pay</p>
      <p className="mt-1 text-3xl font-bold text-ink tabular-nums">{formatMoney(pay.totals.pay)}</p>
      <p className="mt-1 text-sm text-ink-muted tabular-nums">
        {formatDecimalHours(pay.totals.regularHours)} h at {formatMoney(calculated.pay.basePay)} ={" "}
        {formatMoney(pay.totals.regularPay)}
        {pay.totals.overtimeHours > 0
          ? ` · ${formatDecimalHours(pay.totals.overtimeHours)} h overtime = ${formatMoney(pay.totals.overtimePay)}`
          : ""}
        {pay.totals.unpaidHours > 0 ? ` · ${formatDecimalHours(pay.totals.unpaidHours)} h unpaid` : ""}
      </p>
      <p className="mt-2 text-sm font-medium text-brand-800">Rule applied: {describeRule(calculated.pay)}</p>
    </div>
  );
}

/** Each week's hours and pay, when the period is longer than a week. */
export function WeekSubtotals({ calculated }: { calculated: Calculated }) {
  const { weeks } = timesheetResult(calculated);
  if (weeks.length < 2) return null;
  return (
    <ul aria-label="Week subtotals" className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {weeks.map(({ subtotal }, at) => (
        <li key={subtotal.label} className="rounded-control border border-line bg-white px-4 py-3 tabular-nums">
          <span className="font-semibold text-ink">Week {at + 1}:</span> {formatDecimalHours(subtotal.hours)} h
          {subtotal.pay ? `, ${formatMoney(subtotal.pay.pay)}` : ""}
          {subtotal.pay?.overtimeHours ? ` (${formatDecimalHours(subtotal.pay.overtimeHours)} h overtime)` : ""}
        </li>
      ))}
    </ul>
  );
}

/** The breakdown: cards on a phone, a keyboard-scrollable table from the small breakpoint up. */
export function ResultBreakdown({ calculated }: { calculated: Calculated }) {
  const result = timesheetResult(calculated);
  if (!result.weeks.some((week) => week.rows.length)) {
    return (
      <p className="text-sm text-ink-muted">
        No days with times yet. Fill in From and To for a day, or tick Show blank days to list the whole period.
      </p>
    );
  }
  return (
    <section aria-label={breakdownLabel}>
      <WeekTables result={result} />
    </section>
  );
}
