import { formatDecimalHours, formatHoursMinutes, formatMoney } from "~/tools/shared/format";
import { ColumnTable } from "~/tools/shared/column-table";
import { columnsCsv, columnsText, type Column } from "~/tools/shared/columns";
import type { ReportBody } from "~/tools/shared/report";
import { formatDay, weekOf } from "~/tools/shared/report-details";
import {
  describeRule,
  payForTimesheet,
  type DayHours,
  type HoursPay,
  type PaySettings,
  type TimesheetForm,
  type TimesheetPay,
  type WeekHours,
} from "./timesheet";

export const reportTitle = "Timesheet Report";

/** A calculation: the hours, the pay settings if payment was on, and the form as it was. */
export interface Calculated {
  week: WeekHours;
  pay: PaySettings | null;
  form: TimesheetForm;
}

interface Row {
  day: DayHours;
  pay: HoursPay | null;
  /** `16 Nov` when the report has a week starting date, else "". */
  date: string;
}

/** The result derived from a calculation: rows to show, pay, and which extra column the rule needs. */
export function resultOf(calculated: Calculated) {
  const pay = calculated.pay
    ? payForTimesheet(
        calculated.week.days.map((day) => day.hours),
        calculated.pay,
      )
    : null;
  const dates = weekOf(calculated.form.details.start);
  const rows: Row[] = calculated.week.days
    .map((day, index) => ({ day, pay: pay?.days[index] ?? null, date: dates ? formatDay(dates[index]!, true) : "" }))
    .filter((row) => calculated.form.showBlankDays || !row.day.blank);
  const rule = calculated.pay?.overtimeType;
  const extra =
    rule === "afterDay" || rule === "afterWeek"
      ? "overtime"
      : rule === "maxDay" || rule === "maxWeek"
        ? "unpaid"
        : null;
  return { pay, rows, extra } as const;
}

const hours = formatDecimalHours;
type Totals = { week: WeekHours; pay: TimesheetPay | null };

/** The columns of the breakdown, the report and the CSV: pay columns only with payment on. */
function columnsOf(calculated: Calculated): Column<Row, Totals>[] {
  const { pay, extra } = resultOf(calculated);
  const columns: Column<Row, Totals>[] = [
    { header: "Day", value: ({ day, date }) => `${day.day} ${date}`.trim() },
    { header: "From", value: ({ day }) => day.entry.from },
    {
      header: "To",
      value: ({ day }) => (day.entry.to && day.overnight ? `${day.entry.to} (+1 day)` : day.entry.to),
      show: ({ day }) =>
        day.overnight && day.entry.to ? (
          <span className="whitespace-nowrap">
            {day.entry.to} <span className="text-xs text-accent-700">(+1 day)</span>
          </span>
        ) : null,
    },
    {
      header: "Break (minutes)",
      value: ({ day }) => (day.blank ? "" : Math.max(Number(day.entry.break) || 0, 0)),
      numeric: true,
    },
    {
      header: "Hours",
      value: ({ day }) => hours(day.hours),
      total: ({ week }) => hours(week.totalHours),
      numeric: true,
      strong: true,
    },
  ];
  if (!pay) return columns;
  const hoursOf = (header: string, part: "regularHours" | "overtimeHours" | "unpaidHours"): Column<Row, Totals> => ({
    header,
    value: (row) => hours(row.pay?.[part] ?? 0),
    total: (totals) => hours(totals.pay?.totals[part] ?? 0),
    numeric: true,
  });
  columns.push(hoursOf("Base hours", "regularHours"));
  if (extra === "overtime") columns.push(hoursOf("Overtime hours", "overtimeHours"));
  if (extra === "unpaid") columns.push(hoursOf("Unpaid hours", "unpaidHours"));
  columns.push({
    header: "Pay",
    value: (row) => row.pay?.pay ?? 0,
    total: (totals) => totals.pay?.totals.pay ?? 0,
    money: true,
    numeric: true,
    strong: true,
  });
  return columns;
}

/** The rows of the CSV download: the same columns as the table. */
export function csvRows(calculated: Calculated) {
  const { pay, rows } = resultOf(calculated);
  return columnsCsv(columnsOf(calculated), rows, { label: "Total", values: { week: calculated.week, pay } });
}

function ResultTable({ calculated }: { calculated: Calculated }) {
  const { pay, rows } = resultOf(calculated);
  return (
    <ColumnTable
      caption="Hours by day"
      columns={columnsOf(calculated)}
      rows={rows}
      rowKey={(row) => row.day.day}
      totals={{ label: "Week", values: { week: calculated.week, pay } }}
    />
  );
}

function roundingNote(form: TimesheetForm) {
  return form.roundTime === "none" ? null : `Each day rounded to the nearest ${form.roundTime} minutes.`;
}

/** The short result read out by screen readers: totals, pay and the rule that applied. */
export function ResultSummary({ calculated }: { calculated: Calculated }) {
  const { pay } = resultOf(calculated);
  const worked = calculated.week.days.filter((day) => day.hours > 0).length;
  const incomplete = calculated.week.days.filter((day) => day.incomplete).map((day) => day.day);
  const rounding = roundingNote(calculated.form);
  return (
    <section aria-label="Timesheet totals" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-card bg-brand-900 p-5 text-white shadow-card">
          <p className="text-sm font-medium text-brand-100">Total hours</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">{formatDecimalHours(calculated.week.totalHours)}</p>
          <p className="mt-1 text-sm text-brand-100 tabular-nums">
            {formatHoursMinutes(Math.round(calculated.week.totalHours * 60))} over {worked}{" "}
            {worked === 1 ? "day" : "days"}
          </p>
        </div>
        {pay && calculated.pay ? (
          <div className="rounded-card border border-line bg-white p-5 shadow-card sm:col-span-2">
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
        ) : null}
      </div>
      {rounding || incomplete.length ? (
        <ul className="grid gap-1 text-sm text-ink-muted">
          {rounding ? <li>{rounding}</li> : null}
          {incomplete.length ? (
            <li className="text-accent-700">
              {incomplete.join(", ")} {incomplete.length === 1 ? "has" : "have"} only one of From and To, so{" "}
              {incomplete.length === 1 ? "it counts" : "they count"} as 0 hours.
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

/** The breakdown table inside a keyboard-scrollable region. */
export function ResultBreakdown({ calculated }: { calculated: Calculated }) {
  const { rows } = resultOf(calculated);
  if (!rows.length) {
    return (
      <p className="text-sm text-ink-muted">
        No days with times yet. Fill in From and To for a day, or tick Show blank days to list the whole week.
      </p>
    );
  }
  return <ResultTable calculated={calculated} />;
}

/** The tool's part of the printed report and the PDF: rounding, the table in words, the totals and the rule. */
export function timesheetReportBody(calculated: Calculated): ReportBody {
  const { pay, rows } = resultOf(calculated);
  const rounding = roundingNote(calculated.form);
  return {
    lead: rounding ? [rounding] : [],
    table: columnsText("Hours by day", columnsOf(calculated), rows, {
      label: "Week",
      values: { week: calculated.week, pay },
    }),
    totals: [
      `Total hours: ${formatDecimalHours(calculated.week.totalHours)}`,
      ...(pay && calculated.pay
        ? [
            `Total pay: ${formatMoney(pay.totals.pay)}`,
            `Base pay rate: ${formatMoney(calculated.pay.basePay)} an hour`,
            `Rule applied: ${describeRule(calculated.pay)}`,
          ]
        : []),
    ],
  };
}
