/**
 * The breakdown by day, defined once (tools/shared/columns.ts) for the table
 * on screen, the printed report, the PDF and the CSV download: the same
 * columns, in the same order. With several pay rates the pay columns are the
 * straight time and the premiums at the regular rate (blended.ts).
 */
import { columnsCsv, columnsText, type Column } from "~/tools/shared/columns";
import { clockHours, formatDecimalHours, formatMoney } from "~/tools/shared/format";
import type { ReportBody } from "~/tools/shared/report";
import type { BlendedWeek } from "./blended";
import { payForWeek, type DayHours, type HoursAndPay, type OvertimeRates } from "./overtime";
import { overtimeRuleLabel, type OvertimeRule } from "./split";

export interface BreakdownRow extends HoursAndPay {
  day: string;
  /** Why the day splits as it does (hours worked only). */
  why: string;
  /** With several rates: every hour at its own rate, and the premiums at the regular rate. */
  straightPay: number;
  overtimePremium: number;
  doubleTimePremium: number;
}

type BreakdownColumn = Column<BreakdownRow, BreakdownRow>;

/**
 * An hours column, and its h:mm twin: in the CSV alone for the kinds of hours;
 * for the day's total, a column of its own on screen, and on paper under the
 * decimal in the total's cell, so the widest week (every day with a reason)
 * still fits one sheet.
 */
const hours = (
  header: string,
  csvHeader: string,
  pick: (row: BreakdownRow) => number,
  strong = false,
): BreakdownColumn[] => {
  const both = (row: BreakdownRow) => `${formatDecimalHours(pick(row))}\n${clockHours(pick(row))}`;
  return [
    {
      header,
      csvHeader,
      value: (row) => formatDecimalHours(pick(row)),
      total: (week) => formatDecimalHours(pick(week)),
      ...(strong ? { print: both, printTotal: both } : {}),
      numeric: true,
      strong,
    },
    {
      header: strong ? "h:mm" : `${csvHeader} (h:mm)`,
      csvHeader: `${csvHeader} (h:mm)`,
      value: (row) => clockHours(pick(row)),
      total: (week) => clockHours(pick(week)),
      numeric: true,
      csvOnly: !strong,
      paperless: strong,
    },
  ];
};
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
  ...hours("Regular h", "Regular hours", (row) => row.regularHours),
  ...hours("Overtime h", "Overtime hours", (row) => row.overtimeHours),
  ...hours("Double-time h", "Double-time hours", (row) => row.doubleTimeHours),
  ...hours("Total h", "Total hours", (row) => row.totalHours, true),
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
const blendedPayColumns = [
  money("Straight time", (row) => row.straightPay),
  money("Overtime premium", (row) => row.overtimePremium),
  money("Double-time premium", (row) => row.doubleTimePremium),
  money("Total pay", (row) => row.totalPay, true),
];

/** The columns, the day first; "Why" only when the calculator split the hours; the premiums with several rates. */
export const breakdownColumns = (split: boolean, blended = false): BreakdownColumn[] => [
  dayColumn,
  ...hourColumns,
  ...(split ? [whyColumn] : []),
  ...(blended ? blendedPayColumns : payColumns),
];

/** What the breakdown is made from: the week's hours, its rates, its rule and reasons, and with several rates its blended pay. */
export interface OvertimeReport {
  week: DayHours[];
  rates: OvertimeRates;
  rule: OvertimeRule | null;
  why: readonly string[] | null;
  blended: BlendedWeek | null;
}

const noPremiums = { straightPay: 0, overtimePremium: 0, doubleTimePremium: 0 };
const noPay = { regularPay: 0, overtimePay: 0, doubleTimePay: 0 };

/** The days, each with its reason when there is one, and the week's totals. */
export function breakdownRows(report: OvertimeReport): { days: BreakdownRow[]; week: BreakdownRow } {
  const { blended, why } = report;
  if (blended) {
    const row = (day: string, each: BlendedWeek["totals"], reason: string): BreakdownRow => ({
      day,
      why: reason,
      ...noPay,
      regularHours: each.regular,
      overtimeHours: each.overtime,
      doubleTimeHours: each.doubleTime,
      totalHours: each.totalHours,
      straightPay: each.straightPay,
      overtimePremium: each.overtimePremium,
      doubleTimePremium: each.doubleTimePremium,
      totalPay: each.totalPay,
    });
    return {
      days: blended.days.map((each, index) => row(each.day, each, why?.[index] ?? "")),
      week: row("Total", blended.totals, ""),
    };
  }
  const pay = payForWeek(report.week, report.rates);
  return {
    days: pay.days.map((each, index) => ({ ...each, ...noPremiums, why: why?.[index] ?? "" })),
    week: { day: "Total", ...pay.totals, ...noPremiums, why: "" },
  };
}

/** The rows of the CSV download: the table's columns, the week's totals last. */
export function breakdownCsv(report: OvertimeReport) {
  const { days, week } = breakdownRows(report);
  return columnsCsv(breakdownColumns(report.why !== null, report.blended !== null), days, {
    label: "Total",
    values: week,
  });
}

/** How the regular rate was found and what the premium adds, in sentences for the report and the result. */
export function regularRateLines(blended: BlendedWeek, rates: OvertimeRates): string[] {
  const { totals, regularRate } = blended;
  const premium = (hoursOf: number, multiplier: number, amount: number, kind: string) =>
    hoursOf > 0
      ? [
          `${kind} premium: ${formatDecimalHours(hoursOf)} hours × ${Math.round((multiplier - 1) * 100) / 100} × ${formatMoney(regularRate)} = ${formatMoney(amount)}`,
        ]
      : [];
  return [
    `Rates: ${blended.rates.map((rate) => `${rate.name} ${formatMoney(rate.rate)} an hour, ${formatDecimalHours(rate.hours)} hours = ${formatMoney(rate.pay)}`).join(" · ")}`,
    `Regular rate: ${formatMoney(totals.straightPay)} straight time ÷ ${formatDecimalHours(totals.totalHours)} hours = ${formatMoney(regularRate)} an hour`,
    ...premium(totals.overtime, rates.overtimeMultiplier, totals.overtimePremium, "Overtime"),
    ...premium(totals.doubleTime, rates.doubleTimeMultiplier, totals.doubleTimePremium, "Double-time"),
  ];
}

/** The tool's part of the printed report and the PDF: the rates, the rule, the breakdown and the total pay. */
export function overtimeReportBody(report: OvertimeReport): ReportBody {
  const { days, week } = breakdownRows(report);
  const { rates, rule, blended } = report;
  return {
    lead: [
      `Base rate ${formatMoney(rates.baseRate)} an hour · overtime ${rates.overtimeMultiplier}x · double time ${rates.doubleTimeMultiplier}x`,
      ...(rule ? [`Hours worked, split by the rule: ${overtimeRuleLabel[rule]}`] : []),
      ...(blended ? regularRateLines(blended, rates) : []),
    ],
    table: columnsText("Hours and pay by day", breakdownColumns(report.why !== null, blended !== null), days, {
      label: "Total",
      values: week,
    }),
    totals: [`Total pay: ${formatMoney(week.totalPay)}`],
  };
}
