import { atLeast, hundredthsOf } from "~/tools/shared/numbers";
import { weekDays } from "~/tools/shared/week";
import type { PayRule, PaySettings } from "./pay-settings";

/**
 * The timesheet's pay (docs/product.md#timesheet-generator): the base rate and
 * one of five pay rules, three with overtime and two that cap paid hours. Every
 * rule works per workweek and per day, never over a whole pay period. Hours are
 * kept in whole hundredths and money in whole cents.
 */

export interface HoursPay {
  /** Hours paid at the base rate. */
  regularHours: number;
  /** Hours paid at the base rate times the multiplier. */
  overtimeHours: number;
  /** Hours past a cap: worked, not paid. */
  unpaidHours: number;
  pay: number;
}

export type PayTotals = HoursPay & { regularPay: number; overtimePay: number };

export interface WeekPay {
  days: HoursPay[];
  totals: PayTotals;
}

export interface PeriodPay {
  weeks: WeekPay[];
  totals: PayTotals;
}

/**
 * Pay for one workweek's hours (Monday first) under one rule. The weekly rules
 * count hours in day order, so the hours past the threshold or cap fall on the
 * last days worked. Each day's pay is the change in the running total, so the
 * days add up to the week to the cent and pay never falls when hours rise.
 */
export function payForWorkweek(dayHours: readonly number[], settings: PaySettings): WeekPay {
  const base = atLeast(settings.basePay, 0);
  const overtimeRate = base * atLeast(settings.multiplier, 1);
  const limit = {
    afterDay: hundredthsOf(settings.overtimeAfterDay),
    afterWeek: hundredthsOf(settings.overtimeAfterWeek),
    maxDay: hundredthsOf(settings.maxHoursPerDay),
    maxWeek: hundredthsOf(settings.maxHoursPerWeek),
  };
  // Hundredths of an hour times dollars an hour is cents.
  const centsFor = (regular: number, overtime: number) =>
    Math.round(regular * base) + Math.round(overtime * overtimeRate);

  let worked = 0;
  let regular = 0;
  let overtime = 0;
  let unpaid = 0;
  let paidSoFar = 0;
  const days = weekDays.map((_, index): HoursPay => {
    const hours = hundredthsOf(dayHours[index] ?? 0);
    const before = worked;
    worked += hours;
    let dayRegular = hours;
    let dayOvertime = 0;
    let dayUnpaid = 0;
    switch (settings.overtimeType) {
      case "afterDay":
        dayRegular = Math.min(hours, limit.afterDay);
        dayOvertime = hours - dayRegular;
        break;
      case "afterWeek":
        dayRegular = Math.min(hours, Math.max(0, limit.afterWeek - before));
        dayOvertime = hours - dayRegular;
        break;
      case "maxDay":
        dayRegular = Math.min(hours, limit.maxDay);
        dayUnpaid = hours - dayRegular;
        break;
      case "maxWeek":
        dayRegular = Math.min(hours, Math.max(0, limit.maxWeek - before));
        dayUnpaid = hours - dayRegular;
        break;
      default:
        break;
    }
    regular += dayRegular;
    overtime += dayOvertime;
    unpaid += dayUnpaid;
    const paid = centsFor(regular, overtime);
    const pay = paid - paidSoFar;
    paidSoFar = paid;
    return {
      regularHours: dayRegular / 100,
      overtimeHours: dayOvertime / 100,
      unpaidHours: dayUnpaid / 100,
      pay: pay / 100,
    };
  });

  return {
    days,
    totals: {
      regularHours: regular / 100,
      overtimeHours: overtime / 100,
      unpaidHours: unpaid / 100,
      regularPay: Math.round(regular * base) / 100,
      overtimePay: Math.round(overtime * overtimeRate) / 100,
      pay: paidSoFar / 100,
    },
  };
}

/**
 * Pay for a period of workweeks: each week on its own, as the law counts
 * overtime (docs/product.md#timesheet-generator), and the period's totals as
 * the exact sum of its weeks.
 */
export function payForPeriod(weeks: readonly (readonly number[])[], settings: PaySettings): PeriodPay {
  const paid = weeks.map((hours) => payForWorkweek(hours, settings));
  const sum = (part: keyof PayTotals) =>
    paid.reduce((total, week) => total + Math.round(week.totals[part] * 100), 0) / 100;
  return {
    weeks: paid,
    totals: {
      regularHours: sum("regularHours"),
      overtimeHours: sum("overtimeHours"),
      unpaidHours: sum("unpaidHours"),
      regularPay: sum("regularPay"),
      overtimePay: sum("overtimePay"),
      pay: sum("pay"),
    },
  };
}

const plain = (value: number) => String(Math.round(value * 100) / 100);

/** Which rule applied, in a sentence for the result and the report. */
export function describeRule(settings: PaySettings): string {
  const times = `${plain(settings.multiplier)}x the base rate`;
  switch (settings.overtimeType) {
    case "base":
      return "No overtime: every hour is paid at the base rate.";
    case "afterDay":
      return `Daily overtime: hours past ${plain(settings.overtimeAfterDay)} in a day are paid at ${times}.`;
    case "afterWeek":
      return `Weekly overtime: hours past ${plain(settings.overtimeAfterWeek)} in the week are paid at ${times}.`;
    case "maxDay":
      return `Daily cap: at most ${plain(settings.maxHoursPerDay)} paid hours a day; hours past the cap are unpaid.`;
    case "maxWeek":
      return `Weekly cap: at most ${plain(settings.maxHoursPerWeek)} paid hours in the week; hours past the cap are unpaid.`;
  }
}

export const ruleLabels: Record<PayRule, string> = {
  base: "No overtime",
  afterDay: "After hours per day",
  afterWeek: "After hours per week",
  maxDay: "Cap hours per day",
  maxWeek: "Cap hours per week",
};
