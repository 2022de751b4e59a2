import { clockOf } from "./clock";
import type { Column } from "~/tools/shared/columns";
import { columnsCsv, columnsText } from "~/tools/shared/columns";
import type { CsvCell } from "~/tools/shared/csv";
import { clockHours, formatDecimalHours, formatHoursMinutes, formatMoney } from "~/tools/shared/format";
import type { ReportTexts } from "~/tools/shared/report";
import { reportFilename, type ReportBody } from "~/tools/shared/report";
import { formatDay, periodText, printedDetails } from "~/tools/shared/report-details";
import {
  periodDates,
  punchStep,
  shiftsOf,
  workedDay,
  type DayRules,
  type PeriodHours,
  type RoundTime,
  type Shift,
  type WeekHours,
  type WorkedDay,
} from "./hours";
import { describeDifferentials, nightHoursOf } from "./night-differential";
import { describeRule, payForPeriod, type HoursPay, type PayTotals, type PeriodPay } from "./pay";
import type { PaySettings } from "./pay-settings";
import { dayRulesOf, mealRuleOf, type TimesheetForm } from "./timesheet";

/**
 * What the timesheet's results, printed report, CSV (and any other export)
 * show, as plain data (docs/product.md#timesheet-generator): the days of each
 * workweek with their pay, each week's subtotal and the period's total, and
 * the sentences that say how rounding, the meal rule and the pay rule applied.
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
  /** `Nov 16` when the report has a start date, else "". */
  date: string;
}

/** A total line: a week's subtotal or the period's total. */
export interface ReportTotal {
  label: string;
  hours: number;
  mealMinutes: number;
  pay: PayTotals | null;
}

interface ReportWeek {
  /** The rows shown: every day, or only days with times unless blank days are shown. */
  rows: ReportRow[];
  hours: WeekHours;
  subtotal: ReportTotal;
}

/** Which of the optional columns a table has. */
export interface ColumnChoice {
  /** Each punch as rounded, beside it as typed. */
  punches: boolean;
  meal: boolean;
  pay: boolean;
  overtime: boolean;
  unpaid: boolean;
  night: boolean;
}

export interface TimesheetResult {
  weeks: ReportWeek[];
  total: ReportTotal;
  pay: PeriodPay | null;
  columns: ColumnChoice;
}

/** The period in words for the printed report: one week as before, a longer period from its first day to its last. */
function periodLabel(start: string, weeks: number): string {
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
export const reportPdfName = (sheet: TimesheetForm): string =>
  reportFilename("timesheet", sheet.details.start, "week", "pdf");

const sumMeal = (days: readonly WorkedDay[]) => days.reduce((sum, day) => sum + day.mealMinutes, 0);

/** The result of a calculation, week by week, with its subtotals and the period's total. */
export function timesheetResult(calculated: Calculated): TimesheetResult {
  const { hours, form } = calculated;
  const settings = calculated.pay;
  const night = settings?.differentials.length
    ? hours.weeks.map((week) => week.days.map((day) => nightHoursOf(day, settings.differentials)))
    : [];
  const pay = settings
    ? payForPeriod(
        hours.weeks.map((week) => week.days.map((day) => day.hours)),
        settings,
        night,
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
      mealMinutes: sumMeal(week.days),
      pay: pay?.weeks[at]?.totals ?? null,
    };
    return { rows, hours: week, subtotal };
  });
  const rule = settings?.overtimeType;
  return {
    weeks,
    total: {
      label: several ? "Period total" : "Total",
      hours: hours.totalHours,
      mealMinutes: sumMeal(hours.weeks.flatMap((week) => week.days)),
      pay: pay?.totals ?? null,
    },
    pay,
    columns: {
      punches: punchStep[form.roundTime] !== null,
      meal: mealRuleOf(form.meal) !== null,
      pay: pay !== null,
      overtime: rule === "afterDay" || rule === "afterWeek",
      unpaid: rule === "maxDay" || rule === "maxWeek",
      night: night.length > 0,
    },
  };
}

/** The shifts worth listing: any with a time typed. */
const typedShifts = (day: WorkedDay): Shift[] => shiftsOf(day.entry).filter((shift) => shift.from || shift.to);

/** What follows a time on the next day, in the table, the report and the CSV. */
export const nextDayMark = "(+1 day)";

/** A shift's end, marked when it is the next day's. */
const shiftEnd = (shift: Shift): string =>
  shift.to && shift.from && shift.to < shift.from ? `${shift.to} ${nextDayMark}` : shift.to;

/** A rounded punch as a clock time, marked when rounding or a night shift puts it on the next day. */
const roundedTime = (minutes: number) => (minutes >= 1440 ? `${clockOf(minutes)} ${nextDayMark}` : clockOf(minutes));

const hours = formatDecimalHours;

/** An hours column, with its h:mm twin for the CSV. */
function hoursColumns<Row extends { pay: HoursPay | null }, Total extends { pay: PayTotals | null }>(
  header: string,
  part: "regularHours" | "overtimeHours" | "unpaidHours" | "differentialHours",
): Column<Row, Total>[] {
  const of = (value: number | undefined) => value ?? 0;
  return [
    {
      header,
      value: (row) => hours(of(row.pay?.[part])),
      total: (total) => hours(of(total.pay?.[part])),
      numeric: true,
    },
    {
      header: `${header} (h:mm)`,
      value: (row) => clockHours(of(row.pay?.[part])),
      total: (total) => clockHours(of(total.pay?.[part])),
      numeric: true,
      csvOnly: true,
    },
  ];
}

/** The pay columns a row with pay has, after its hours. */
export function payColumns<Row extends { pay: HoursPay | null }, Total extends { pay: PayTotals | null }>(
  choice: ColumnChoice,
): Column<Row, Total>[] {
  if (!choice.pay) return [];
  return [
    ...hoursColumns<Row, Total>("Base hours", "regularHours"),
    ...(choice.overtime ? hoursColumns<Row, Total>("Overtime hours", "overtimeHours") : []),
    ...(choice.unpaid ? hoursColumns<Row, Total>("Unpaid hours", "unpaidHours") : []),
    ...(choice.night ? hoursColumns<Row, Total>("Differential hours", "differentialHours") : []),
    {
      header: "Pay",
      value: (row) => row.pay?.pay ?? 0,
      total: (total) => total.pay?.pay ?? 0,
      money: true,
      numeric: true,
      strong: true,
    },
  ];
}

/**
 * The columns of the table, the printed report and the CSV: each punch as
 * rounded beside it as typed with punch rounding, the meal rule's minutes
 * with it on, hours in both notations, pay columns only with payment on.
 * Each value is the CSV's text; the screen draws the same.
 */
export function reportColumns(choice: ColumnChoice): Column<ReportRow, ReportTotal>[] {
  const rounded = (header: string, pick: (shift: WorkedDay["shifts"][number]) => number) => ({
    header,
    value: ({ day }: ReportRow) => day.shifts.map((shift) => roundedTime(pick(shift))).join(", "),
  });
  return [
    { header: "Day", value: ({ day, date }) => `${day.name} ${date}`.trim() },
    {
      header: "From",
      value: ({ day }) =>
        typedShifts(day)
          .map((shift) => shift.from)
          .join(", "),
    },
    ...(choice.punches ? [rounded("From rounded", (shift) => shift.roundedStart)] : []),
    { header: "To", value: ({ day }) => typedShifts(day).map(shiftEnd).join(", ") },
    ...(choice.punches ? [rounded("To rounded", (shift) => shift.roundedEnd)] : []),
    {
      header: "Break (minutes)",
      value: ({ day }) => (day.blank ? "" : Math.max(Number(day.entry.break) || 0, 0)),
      numeric: true,
    },
    ...(choice.meal
      ? [
          {
            header: "Meal (minutes)",
            value: ({ day }: ReportRow) => day.mealMinutes,
            total: (total: ReportTotal) => total.mealMinutes,
            numeric: true,
          },
        ]
      : []),
    {
      header: "Hours",
      value: ({ day }) => hours(day.hours),
      total: (total) => hours(total.hours),
      numeric: true,
      strong: true,
    },
    {
      header: "h:mm",
      csvHeader: "Hours (h:mm)",
      value: ({ day }) => clockHours(day.hours),
      total: (total) => clockHours(total.hours),
      numeric: true,
    },
    ...payColumns<ReportRow, ReportTotal>(choice),
  ];
}

/** The CSV: the table's columns; with several weeks, each week's rows then its subtotal, and the period's total last. */
export function csvRows(calculated: Calculated): CsvCell[][] {
  const result = timesheetResult(calculated);
  return sheetCsv(result, reportColumns(result.columns), true);
}

/** A sheet's CSV lines: with `header`, the header first; each week's rows, its subtotal when there are several, the total last. */
export function sheetCsv(
  result: TimesheetResult,
  columns: Column<ReportRow, ReportTotal>[],
  header: boolean,
): CsvCell[][] {
  const lines: CsvCell[][] = header ? [columnsCsv(columns, [])[0]!] : [];
  for (const week of result.weeks) {
    lines.push(...columnsCsv(columns, week.rows).slice(1));
    if (result.weeks.length > 1) lines.push(totalLine(columns, week.subtotal));
  }
  lines.push(totalLine(columns, result.total));
  return lines;
}

const totalLine = (columns: Column<ReportRow, ReportTotal>[], total: ReportTotal): CsvCell[] =>
  columnsCsv(columns, [], { label: total.label, values: total }).at(-1)!;

/** How the sheet rounds, in a sentence; null without rounding. */
function roundingSentence(roundTime: RoundTime): string | null {
  switch (roundTime) {
    case "none":
      return null;
    case "15":
    case "30":
      return `Each day's total rounded to the nearest ${roundTime} minutes.`;
    case "7min":
      return "Each punch rounded by the 7-minute rule, before breaks: up to 7 minutes past a quarter hour go back to it, 8 or more on to the next.";
    default:
      return `Each punch rounded to the nearest ${punchStep[roundTime]} minutes, before breaks.`;
  }
}

/**
 * What rounding changed on a day: its worked minutes with rounding less those
 * without (negative when it took time off), the meal rule applied both ways.
 */
export const roundingMinutesOf = (day: WorkedDay, rules: DayRules): number =>
  rules.roundTime === "none"
    ? 0
    : day.minutes - workedDay(day.name, day.day, day.entry, { ...rules, roundTime: "none" }).minutes;

/** What rounding changed over the period, in minutes: positive when the employee gained. */
export const periodRoundingMinutes = (period: PeriodHours, rules: DayRules): number =>
  period.weeks.reduce((sum, week) => sum + week.days.reduce((days, day) => days + roundingMinutesOf(day, rules), 0), 0);

/** What rounding changed over the period, in a sentence an employer can check for evening out. */
function roundingChange(minutes: number): string {
  if (minutes === 0) return "Rounding changed nothing over the period.";
  const amount = formatHoursMinutes(Math.abs(minutes));
  return minutes > 0
    ? `Rounding added ${Math.abs(minutes)} minutes (${amount}) over the period.`
    : `Rounding took off ${Math.abs(minutes)} minutes (${amount}) over the period.`;
}

/** The meal rule in a sentence, or null when it is off. */
function mealSentence(rules: Pick<DayRules, "meal">): string | null {
  const meal = rules.meal;
  if (!meal) return null;
  return `Meal break: ${meal.minutes} minutes off each shift longer than ${meal.afterHours} hours on a day with no break entered.`;
}

/** The sentences under a sheet's totals: rounding and what it changed, the meal rule and where it applied. */
export function ruleNotes(calculated: Calculated): string[] {
  const { form, hours: period } = calculated;
  const days = period.weeks.flatMap((week) => week.days);
  const meal = mealRuleOf(form.meal);
  const mealDays = days.filter((day) => day.mealMinutes > 0).length;
  const rounding = roundingSentence(form.roundTime);
  return [
    ...(rounding ? [rounding, roundingChange(periodRoundingMinutes(period, dayRulesOf(form)))] : []),
    ...(meal
      ? [
          `${mealSentence({ meal })} Applied on ${mealDays} ${mealDays === 1 ? "day" : "days"}, ${formatHoursMinutes(sumMeal(days))} in all.`,
        ]
      : []),
  ];
}

/** The regular rate of each week that has a differential, and how it was found. */
export function regularRateNotes(result: TimesheetResult, settings: PaySettings): string[] {
  if (!settings.differentials.length || !result.pay) return [];
  const several = result.pay.weeks.length > 1;
  return result.pay.weeks
    .filter((week) => week.totals.differentialPay > 0)
    .map((week) => {
      const at = result.pay!.weeks.indexOf(week);
      const paid = week.totals.regularHours + week.totals.overtimeHours;
      const straight = Math.round(week.totals.regularRate * paid * 100) / 100;
      return `Regular rate${several ? `, week ${at + 1}` : ""}: ${formatMoney(week.totals.regularRate)} an hour (${formatMoney(straight)} straight time, differentials included, over ${hours(paid)} hours); overtime pays ${formatMoney(settings.basePay)} + ${Math.round((settings.multiplier - 1) * 100) / 100} x ${formatMoney(week.totals.regularRate)} an hour.`;
    });
}

/**
 * The tool's part of the printed report and the PDF (docs/product.md#printed-reports):
 * the rounding and the meal rule, the days in one table (with several weeks, each
 * week's subtotal after its days, and the period's total last), then the totals and the rules.
 */
export function timesheetReportBody(calculated: Calculated): ReportBody {
  const result = timesheetResult(calculated);
  const columns = reportColumns(result.columns);
  const several = result.weeks.length > 1;
  const text = (rows: ReportRow[], total: ReportTotal) =>
    columnsText(breakdownLabel, columns, rows, { label: total.label, values: total });
  const period = text([], result.total);
  const rows = result.weeks.flatMap((week) => {
    const table = text(week.rows, week.subtotal);
    return several ? [...table.rows, table.totals!] : table.rows;
  });
  const pay = result.pay?.totals;
  const settings = calculated.pay;
  return {
    lead: ruleNotes(calculated),
    table: {
      ...period,
      rows,
      totals: several ? period.totals : text([], result.weeks[0]!.subtotal).totals,
    },
    totals: [
      `Total hours: ${hours(result.total.hours)} (${clockHours(result.total.hours)})`,
      ...(pay && settings
        ? [
            `Total pay: ${formatMoney(pay.pay)}`,
            `Base pay rate: ${formatMoney(settings.basePay)} an hour`,
            `Rule applied: ${describeRule(settings)}`,
            ...describeDifferentials(settings),
            ...regularRateNotes(result, settings),
          ]
        : []),
    ],
  };
}
