import type { Column } from "~/tools/shared/columns";
import { columnsCsv, columnsText } from "~/tools/shared/columns";
import type { CsvCell } from "~/tools/shared/csv";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import type { ReportTexts } from "~/tools/shared/print";
import { pdfFilename, type ReportBody } from "~/tools/shared/report";
import { formatDay, periodText, printedDetails } from "~/tools/shared/report-details";
import { periodDates, shiftsOf, type PeriodHours, type Shift, type WeekHours, type WorkedDay } from "./hours";
import { describeRule, payForPeriod, type HoursPay, type PayTotals, type PeriodPay } from "./pay";
import type { PaySettings } from "./pay-settings";
import type { TimesheetForm } from "./timesheet";

/**
 * What the timesheet's results, printed report, CSV (and any other export)
 * show, as plain data (docs/product.md#timesheet-generator): the days of each
 * workweek with their pay, each week's subtotal and the period's total.
 */

export const reportTitle = "Timesheet Report";

/** The breakdown's name on screen, on paper and in the PDF. */
export const breakdownLabel = "Hours by day";

/** A calculation: the hours, the pay settings if payment was on, and the form as it was. */
export interface Calculated {
  hours: PeriodHours;
  pay: PaySettings | null;
  form: TimesheetForm;
}

export interface ReportRow {
  day: WorkedDay;
  pay: HoursPay | null;
  /** `16 Nov` when the report has a start date, else "". */
  date: string;
}

/** A total line: a week's subtotal or the period's total. */
export interface ReportTotal {
  label: string;
  hours: number;
  pay: PayTotals | null;
}

export interface ReportWeek {
  /** The rows shown: every day, or only days with times unless blank days are shown. */
  rows: ReportRow[];
  hours: WeekHours;
  subtotal: ReportTotal;
}

export interface TimesheetResult {
  weeks: ReportWeek[];
  total: ReportTotal;
  pay: PeriodPay | null;
  /** The extra hours column the rule needs: overtime, unpaid, or none. */
  extra: "overtime" | "unpaid" | null;
}

/** The period in words for the printed report: one week as before, a longer period from its first day to its last. */
export function periodLabel(start: string, weeks: number): string {
  const dates = periodDates(start, weeks);
  if (!dates || weeks === 1) return periodText(start, "week");
  return `${weeks} weeks: ${formatDay(dates[0]!)} – ${formatDay(dates.at(-1)!)}`;
}

/** The report's texts around its table: header, notes, the period and the names. */
export const reportTexts = (sheet: TimesheetForm): ReportTexts => ({
  header: sheet.header,
  notes: sheet.notes,
  ...printedDetails(sheet.details, "week"),
  period: periodLabel(sheet.details.start, sheet.period),
});

/** The PDF's file name, after the period's first day. */
export const reportPdfName = (sheet: TimesheetForm): string => pdfFilename("timesheet", sheet.details.start, "week");

/** The result of a calculation, week by week, with its subtotals and the period's total. */
export function timesheetResult(calculated: Calculated): TimesheetResult {
  const { hours, form } = calculated;
  const pay = calculated.pay
    ? payForPeriod(
        hours.weeks.map((week) => week.days.map((day) => day.hours)),
        calculated.pay,
      )
    : null;
  const dates = periodDates(form.details.start, hours.period);
  const several = hours.period > 1;
  const weeks = hours.weeks.map((week, at): ReportWeek => {
    const rows = week.days
      .map((day, index) => ({
        day,
        pay: pay?.weeks[at]?.days[index] ?? null,
        date: dates ? formatDay(dates[at * 7 + index]!, true) : "",
      }))
      .filter((row) => form.showBlankDays || !row.day.blank);
    const subtotal = {
      label: several ? `Week ${at + 1} total` : "Week",
      hours: week.totalHours,
      pay: pay?.weeks[at]?.totals ?? null,
    };
    return { rows, hours: week, subtotal };
  });
  const rule = calculated.pay?.overtimeType;
  const extra =
    rule === "afterDay" || rule === "afterWeek"
      ? "overtime"
      : rule === "maxDay" || rule === "maxWeek"
        ? "unpaid"
        : null;
  return {
    weeks,
    total: { label: several ? "Period total" : "Total", hours: hours.totalHours, pay: pay?.totals ?? null },
    pay,
    extra,
  };
}

/** The shifts worth listing: any with a time typed. */
export const typedShifts = (day: WorkedDay): Shift[] => shiftsOf(day.entry).filter((shift) => shift.from || shift.to);

/** A shift's end, marked when it is the next day's. */
export const shiftEnd = (shift: Shift): string =>
  shift.to && shift.from && shift.to < shift.from ? `${shift.to} (+1 day)` : shift.to;

const hours = formatDecimalHours;

/**
 * The columns of the table, the printed report and the CSV: pay columns only
 * with payment on. Each value is the CSV's text; the screen draws the same.
 */
export function reportColumns(result: TimesheetResult): Column<ReportRow, ReportTotal>[] {
  const columns: Column<ReportRow, ReportTotal>[] = [
    { header: "Day", value: ({ day, date }) => `${day.name} ${date}`.trim() },
    {
      header: "From",
      value: ({ day }) =>
        typedShifts(day)
          .map((shift) => shift.from)
          .join(", "),
    },
    { header: "To", value: ({ day }) => typedShifts(day).map(shiftEnd).join(", ") },
    {
      header: "Break (minutes)",
      value: ({ day }) => (day.blank ? "" : Math.max(Number(day.entry.break) || 0, 0)),
      numeric: true,
    },
    {
      header: "Hours",
      value: ({ day }) => hours(day.hours),
      total: (total) => hours(total.hours),
      numeric: true,
      strong: true,
    },
  ];
  if (!result.pay) return columns;
  const hoursOf = (header: string, part: "regularHours" | "overtimeHours" | "unpaidHours") => ({
    header,
    value: (row: ReportRow) => hours(row.pay?.[part] ?? 0),
    total: (total: ReportTotal) => hours(total.pay?.[part] ?? 0),
    numeric: true,
  });
  columns.push(hoursOf("Base hours", "regularHours"));
  if (result.extra === "overtime") columns.push(hoursOf("Overtime hours", "overtimeHours"));
  if (result.extra === "unpaid") columns.push(hoursOf("Unpaid hours", "unpaidHours"));
  columns.push({
    header: "Pay",
    value: (row) => row.pay?.pay ?? 0,
    total: (total) => total.pay?.pay ?? 0,
    money: true,
    numeric: true,
    strong: true,
  });
  return columns;
}

/** The CSV: the table's columns; with several weeks, each week's rows then its subtotal, and the period's total last. */
export function csvRows(calculated: Calculated): CsvCell[][] {
  const result = timesheetResult(calculated);
  const columns = reportColumns(result);
  const [header = []] = columnsCsv(columns, []);
  const lines: CsvCell[][] = [header];
  for (const week of result.weeks) {
    lines.push(...columnsCsv(columns, week.rows).slice(1));
    if (result.weeks.length > 1) lines.push(totalLine(columns, week.subtotal));
  }
  lines.push(totalLine(columns, result.total));
  return lines;
}

const totalLine = (columns: Column<ReportRow, ReportTotal>[], total: ReportTotal): CsvCell[] =>
  columnsCsv(columns, [], { label: total.label, values: total }).at(-1)!;

/**
 * The tool's part of the printed report and the PDF (docs/product.md#printed-reports):
 * the rounding, the days in one table (with several weeks, each week's subtotal
 * after its days, and the period's total last), then the totals and the rule.
 */
export function timesheetReportBody(calculated: Calculated): ReportBody {
  const result = timesheetResult(calculated);
  const columns = reportColumns(result);
  const several = result.weeks.length > 1;
  const text = (rows: ReportRow[], total: ReportTotal) =>
    columnsText(breakdownLabel, columns, rows, { label: total.label, values: total });
  const period = text([], result.total);
  const rows = result.weeks.flatMap((week) => {
    const table = text(week.rows, week.subtotal);
    return several ? [...table.rows, table.totals!] : table.rows;
  });
  const roundTime = calculated.form.roundTime;
  const pay = result.pay?.totals;
  return {
    lead: roundTime === "none" ? [] : [`Each day rounded to the nearest ${roundTime} minutes.`],
    table: {
      ...period,
      rows,
      totals: several ? period.totals : text([], result.weeks[0]!.subtotal).totals,
    },
    totals: [
      `Total hours: ${formatDecimalHours(result.total.hours)}`,
      ...(pay && calculated.pay
        ? [
            `Total pay: ${formatMoney(pay.pay)}`,
            `Base pay rate: ${formatMoney(calculated.pay.basePay)} an hour`,
            `Rule applied: ${describeRule(calculated.pay)}`,
          ]
        : []),
    ],
  };
}
