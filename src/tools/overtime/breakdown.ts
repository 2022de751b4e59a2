/**
 * The breakdown by day, defined once (tools/shared/columns.ts) for the table
 * on screen, the printed report, the PDF and the CSV download: the same
 * columns, in the same order.
 */
import { columnsCsv, columnsText, type Column } from "~/tools/shared/columns";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import type { ReportBody } from "~/tools/shared/report";
import type { HoursAndPay, OvertimeRates, WeekPay } from "./overtime";
import { overtimeRuleLabel, type OvertimeRule } from "./split";

export interface BreakdownRow extends HoursAndPay {
  day: string;
  /** Why the day splits as it does (hours worked only). */
  why: string;
}

type BreakdownColumn = Column<BreakdownRow, BreakdownRow>;

const hours = (
  header: string,
  csvHeader: string,
  pick: (row: BreakdownRow) => number,
  strong = false,
): BreakdownColumn => ({
  header,
  csvHeader,
  value: (row) => formatDecimalHours(pick(row)),
  total: (week) => formatDecimalHours(pick(week)),
  numeric: true,
  strong,
});
const money = (header: string, pick: (row: BreakdownRow) => number, strong = false): BreakdownColumn => ({
  header,
  value: pick,
  total: pick,
  money: true,
  numeric: true,
  strong,
});

const dayColumn: BreakdownColumn = { header: "Day", value: (row) => row.day };
const hourColumns = [
  hours("Regular h", "Regular hours", (row) => row.regularHours),
  hours("Overtime h", "Overtime hours", (row) => row.overtimeHours),
  hours("Double-time h", "Double-time hours", (row) => row.doubleTimeHours),
  hours("Total h", "Total hours", (row) => row.totalHours, true),
];
const whyColumn: BreakdownColumn = {
  header: "Why",
  value: (row) => row.why,
  wide: true,
  className: "min-w-40 text-ink-muted print:min-w-32",
};
const payColumns = [
  money("Regular pay", (row) => row.regularPay),
  money("Overtime pay", (row) => row.overtimePay),
  money("Double-time pay", (row) => row.doubleTimePay),
  money("Total pay", (row) => row.totalPay, true),
];

/** The columns, the day first; "Why" only when the calculator split the hours. */
export const breakdownColumns = (split: boolean): BreakdownColumn[] =>
  split ? [dayColumn, ...hourColumns, whyColumn, ...payColumns] : [dayColumn, ...hourColumns, ...payColumns];

/** The days, each with its reason when there is one, and the week's totals. */
export function breakdownRows(
  pay: WeekPay,
  why: readonly string[] | null,
): { days: BreakdownRow[]; week: BreakdownRow } {
  return {
    days: pay.days.map((row, index) => ({ ...row, why: why?.[index] ?? "" })),
    week: { day: "Total", ...pay.totals, why: "" },
  };
}

/** The rows of the CSV download: the table's columns, the week's totals last. */
export function breakdownCsv(pay: WeekPay, why: readonly string[] | null) {
  const { days, week } = breakdownRows(pay, why);
  return columnsCsv(breakdownColumns(why !== null), days, { label: "Total", values: week });
}

/** What the report says about a week: its rates, the rule if hours worked were split, the table and the pay. */
export interface OvertimeReport {
  pay: WeekPay;
  rates: OvertimeRates;
  rule: OvertimeRule | null;
  why: readonly string[] | null;
}

/** The tool's part of the printed report and the PDF: the rates, the rule, the breakdown and the total pay. */
export function overtimeReportBody({ pay, rates, rule, why }: OvertimeReport): ReportBody {
  const { days, week } = breakdownRows(pay, why);
  return {
    lead: [
      `Base rate ${formatMoney(rates.baseRate)} an hour · overtime ${rates.overtimeMultiplier}x · double time ${rates.doubleTimeMultiplier}x`,
      ...(rule ? [`Hours worked, split by the rule: ${overtimeRuleLabel[rule]}`] : []),
    ],
    table: columnsText("Hours and pay by day", breakdownColumns(why !== null), days, { label: "Total", values: week }),
    totals: [`Total pay: ${formatMoney(pay.totals.totalPay)}`],
  };
}
