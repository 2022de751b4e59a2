import { atLeast, hundredthsOf } from "~/tools/shared/numbers";
import { weekDays } from "~/tools/shared/week";
import type { PayRule, PaySettings } from "./pay-settings";

/**
 * The timesheet's pay (docs/product.md#timesheet-generator): the base rate and
 * one of five pay rules, three with overtime and two that cap paid hours, and
 * night differentials. Every rule works per workweek and per day, never over a
 * whole pay period. Hours are kept in whole hundredths and money in whole cents.
 */

export interface HoursPay {
  /** Hours paid at the base rate. */
  regularHours: number;
  /** Hours paid at the base rate times the multiplier. */
  overtimeHours: number;
  /** Hours past a cap: worked, not paid. */
  unpaidHours: number;
  /** Paid hours inside a differential's window. */
  differentialHours: number;
  pay: number;
}

export type PayTotals = HoursPay & {
  regularPay: number;
  /** Overtime hours at the base rate, plus the overtime premium. */
  overtimePay: number;
  /** The differentials' extra. */
  differentialPay: number;
  /**
   * The week's regular rate (29 CFR 778.115, 778.207): straight-time pay,
   * differentials included, over the hours paid. The base rate without a differential.
   */
  regularRate: number;
};

export interface WeekPay {
  days: HoursPay[];
  totals: PayTotals;
}

export interface PeriodPay {
  weeks: WeekPay[];
  totals: PayTotals;
}

/** What each differential pays an hour, in dollars. */
export const differentialRates = (settings: PaySettings): number[] =>
  settings.differentials.map((each) =>
    each.per === "percent" ? (atLeast(settings.basePay, 0) * each.amount) / 100 : each.amount,
  );

/**
 * Pay for one workweek's hours (Monday first) under one rule. The weekly rules
 * count hours in day order, so the hours past the threshold or cap fall on the
 * last days worked. `nightHours` holds each day's hours inside each
 * differential's window (night-differential.ts); they are paid only up to the
 * day's paid hours. Overtime is paid at the base rate plus (multiplier - 1)
 * times the week's regular rate, which the differentials raise: without one
 * that is the base rate times the multiplier. Each day's pay is the change in
 * the running total, so the days add up to the week to the cent and pay never
 * falls when hours rise.
 */
export function payForWorkweek(
  dayHours: readonly number[],
  settings: PaySettings,
  nightHours: readonly (readonly number[])[] = [],
): WeekPay {
  const base = atLeast(settings.basePay, 0);
  const multiplier = atLeast(settings.multiplier, 1);
  const rates = differentialRates(settings);
  const limit = {
    afterDay: hundredthsOf(settings.overtimeAfterDay),
    afterWeek: hundredthsOf(settings.overtimeAfterWeek),
    maxDay: hundredthsOf(settings.maxHoursPerDay),
    maxWeek: hundredthsOf(settings.maxHoursPerWeek),
  };

  // First the hours of each kind, day by day, then the rates they are paid at.
  let worked = 0;
  const split = weekDays.map((_, index) => {
    const hours = hundredthsOf(dayHours[index] ?? 0);
    const before = worked;
    worked += hours;
    let regular = hours;
    let overtime = 0;
    switch (settings.overtimeType) {
      case "afterDay":
        regular = Math.min(hours, limit.afterDay);
        overtime = hours - regular;
        break;
      case "afterWeek":
        regular = Math.min(hours, Math.max(0, limit.afterWeek - before));
        overtime = hours - regular;
        break;
      case "maxDay":
        regular = Math.min(hours, limit.maxDay);
        break;
      case "maxWeek":
        regular = Math.min(hours, Math.max(0, limit.maxWeek - before));
        break;
      default:
        break;
    }
    // A differential pays only for hours that are paid: each window in turn, up to the day's paid hours.
    let room = regular + overtime;
    let night = 0;
    let nightCents = 0;
    rates.forEach((rate, window) => {
      const inWindow = Math.min(hundredthsOf(nightHours[index]?.[window] ?? 0), room);
      room -= inWindow;
      night += inWindow;
      // Hundredths of an hour times dollars an hour is cents.
      nightCents += Math.round(inWindow * rate);
    });
    return { regular, overtime, unpaid: hours - regular - overtime, night, nightCents };
  });

  const sum = (part: "regular" | "overtime" | "unpaid" | "night" | "nightCents") =>
    split.reduce((total, day) => total + day[part], 0);
  const paidHours = sum("regular") + sum("overtime");
  const nightCents = sum("nightCents");
  // Cents over hundredths of an hour is dollars an hour.
  const regularRate = nightCents && paidHours ? (base * paidHours + nightCents) / paidHours : base;
  const overtimeRate = base + (multiplier - 1) * regularRate;
  const centsFor = (regular: number, overtime: number) =>
    Math.round(regular * base) + Math.round(overtime * overtimeRate);

  let regular = 0;
  let overtime = 0;
  let night = 0;
  let paidSoFar = 0;
  const days = split.map((day): HoursPay => {
    regular += day.regular;
    overtime += day.overtime;
    night += day.nightCents;
    const paid = centsFor(regular, overtime) + night;
    const pay = paid - paidSoFar;
    paidSoFar = paid;
    return {
      regularHours: day.regular / 100,
      overtimeHours: day.overtime / 100,
      unpaidHours: day.unpaid / 100,
      differentialHours: day.night / 100,
      pay: pay / 100,
    };
  });

  return {
    days,
    totals: {
      regularHours: regular / 100,
      overtimeHours: overtime / 100,
      unpaidHours: sum("unpaid") / 100,
      differentialHours: sum("night") / 100,
      regularPay: Math.round(regular * base) / 100,
      overtimePay: Math.round(overtime * overtimeRate) / 100,
      differentialPay: nightCents / 100,
      regularRate,
      pay: paidSoFar / 100,
    },
  };
}

/**
 * Pay for a period of workweeks: each week on its own, as the law counts
 * overtime (docs/product.md#timesheet-generator), and the period's totals as
 * the exact sum of its weeks. `nightHours` holds each week's (see payForWorkweek).
 */
export function payForPeriod(
  weeks: readonly (readonly number[])[],
  settings: PaySettings,
  nightHours: readonly (readonly (readonly number[])[])[] = [],
): PeriodPay {
  const paid = weeks.map((hours, at) => payForWorkweek(hours, settings, nightHours[at]));
  const sum = (part: Exclude<keyof PayTotals, "regularRate">) =>
    paid.reduce((total, week) => total + Math.round(week.totals[part] * 100), 0) / 100;
  // Straight-time pay over the hours paid, as each week works it out: for reading only, as overtime is paid on each week's own.
  const paidHours = paid.reduce((total, week) => total + week.totals.regularHours + week.totals.overtimeHours, 0);
  const straight = paid.reduce(
    (total, week) => total + week.totals.regularRate * (week.totals.regularHours + week.totals.overtimeHours),
    0,
  );
  return {
    weeks: paid,
    totals: {
      regularHours: sum("regularHours"),
      overtimeHours: sum("overtimeHours"),
      unpaidHours: sum("unpaidHours"),
      differentialHours: sum("differentialHours"),
      regularPay: sum("regularPay"),
      overtimePay: sum("overtimePay"),
      differentialPay: sum("differentialPay"),
      regularRate: paidHours ? straight / paidHours : atLeast(settings.basePay, 0),
      pay: sum("pay"),
    },
  };
}

const plain = (value: number) => String(Math.round(value * 100) / 100);

/** Which rule applied, in a sentence for the result and the report. */
export function describeRule(settings: PaySettings): string {
  // A differential raises the regular rate that overtime is paid on (29 CFR 778.207).
  const times = `${plain(settings.multiplier)}x the ${settings.differentials.length ? "regular" : "base"} rate`;
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
