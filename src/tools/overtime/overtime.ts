/**
 * Overtime pay for one week: each day's regular, overtime and double-time
 * hours at a base rate, overtime and double time paid at their multipliers.
 * Money is worked in whole cents, so the week's totals are exactly the sum of
 * the days a visitor sees.
 */

import type { FormProblem } from "~/tools/shared/form-problem";
import { atLeast, numberOrNull } from "~/tools/shared/numbers";
import { weekDays, type WeekDay } from "~/tools/shared/week";

export interface DayHours {
  regular: number;
  overtime: number;
  doubleTime: number;
}

export interface OvertimeRates {
  baseRate: number;
  overtimeMultiplier: number;
  doubleTimeMultiplier: number;
}

/** The defaults (docs/product.md#tools). */
export const overtimeDefaults: OvertimeRates = { baseRate: 25, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 };

/** Hours and pay of each kind, for one day or the whole week. Pay is in dollars, to the cent. */
export interface HoursAndPay {
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  totalHours: number;
  regularPay: number;
  overtimePay: number;
  doubleTimePay: number;
  totalPay: number;
}

interface DayPay extends HoursAndPay {
  day: WeekDay;
}

export interface WeekPay {
  days: DayPay[];
  totals: HoursAndPay;
}

const cents = (hours: number, rate: number) => Math.round(hours * rate * 100);

/** Pay for a week of hours: one entry per weekday, Monday first; missing days count as no hours. */
export function payForWeek(week: readonly DayHours[], rates: OvertimeRates): WeekPay {
  const rate = atLeast(rates.baseRate, 0);
  const overtimeRate = rate * atLeast(rates.overtimeMultiplier, 1);
  const doubleTimeRate = rate * atLeast(rates.doubleTimeMultiplier, 1);
  const sums = { regularHours: 0, overtimeHours: 0, doubleTimeHours: 0, regular: 0, overtime: 0, doubleTime: 0 };

  const days = weekDays.map((day, index): DayPay => {
    const entry = week[index];
    const regularHours = atLeast(entry?.regular ?? 0, 0);
    const overtimeHours = atLeast(entry?.overtime ?? 0, 0);
    const doubleTimeHours = atLeast(entry?.doubleTime ?? 0, 0);
    const regular = cents(regularHours, rate);
    const overtime = cents(overtimeHours, overtimeRate);
    const doubleTime = cents(doubleTimeHours, doubleTimeRate);
    sums.regularHours += regularHours;
    sums.overtimeHours += overtimeHours;
    sums.doubleTimeHours += doubleTimeHours;
    sums.regular += regular;
    sums.overtime += overtime;
    sums.doubleTime += doubleTime;
    return {
      day,
      regularHours,
      overtimeHours,
      doubleTimeHours,
      totalHours: regularHours + overtimeHours + doubleTimeHours,
      regularPay: regular / 100,
      overtimePay: overtime / 100,
      doubleTimePay: doubleTime / 100,
      totalPay: (regular + overtime + doubleTime) / 100,
    };
  });

  return {
    days,
    totals: {
      regularHours: sums.regularHours,
      overtimeHours: sums.overtimeHours,
      doubleTimeHours: sums.doubleTimeHours,
      totalHours: sums.regularHours + sums.overtimeHours + sums.doubleTimeHours,
      regularPay: sums.regular / 100,
      overtimePay: sums.overtime / 100,
      doubleTimePay: sums.doubleTime / 100,
      totalPay: (sums.regular + sums.overtime + sums.doubleTime) / 100,
    },
  };
}

/** Limits shared by the form and the address, so a shared link gives the same answer. */
export const overtimeLimits = {
  hoursPerDay: 24,
  baseRate: 10_000,
  multiplier: 10,
} as const;

export type HoursKind = keyof DayHours;
export const hoursKinds: readonly HoursKind[] = ["regular", "overtime", "doubleTime"];
export const hoursKindLabel: Record<HoursKind, string> = {
  regular: "regular hours",
  overtime: "overtime hours",
  doubleTime: "double-time hours",
};

/** What the visitor typed, exactly. */
export interface OvertimeForm {
  days: Record<HoursKind, string>[];
  baseRate: string;
  overtimeMultiplier: string;
  doubleTimeMultiplier: string;
}

export type RateField = "baseRate" | "overtimeMultiplier" | "doubleTimeMultiplier";
/** A field with a problem: a rate field, or `<day index>-<kind>` for hours. */
export type { FormProblem };

export type FormReading = { ok: true; week: DayHours[]; rates: OvertimeRates } | { ok: false; problems: FormProblem[] };

const emptyDay = (): Record<HoursKind, string> => ({ regular: "", overtime: "", doubleTime: "" });

export function emptyOvertimeForm(rates: OvertimeRates = overtimeDefaults): OvertimeForm {
  return {
    days: weekDays.map(emptyDay),
    baseRate: String(rates.baseRate),
    overtimeMultiplier: String(rates.overtimeMultiplier),
    doubleTimeMultiplier: String(rates.doubleTimeMultiplier),
  };
}

/**
 * Reads the form. Empty or non-numeric hours count as 0 (docs/product.md#overtime-calculator);
 * negative hours, a day over 24 hours and rates out of range are problems to
 * show, never silently changed.
 */
export function readOvertimeForm(form: OvertimeForm): FormReading {
  const problems: FormProblem[] = [];
  const week = weekDays.map((day, index): DayHours => {
    const entry = form.days[index] ?? emptyDay();
    const hours = { regular: 0, overtime: 0, doubleTime: 0 };
    for (const kind of hoursKinds) {
      const value = numberOrNull(entry[kind]) ?? 0;
      const field = `${index}-${kind}`;
      if (value < 0) problems.push({ field, message: `${day} ${hoursKindLabel[kind]} can't be negative.` });
      else if (value > overtimeLimits.hoursPerDay)
        problems.push({ field, message: `${day} ${hoursKindLabel[kind]} can't be more than 24.` });
      else hours[kind] = value;
    }
    if (hours.regular + hours.overtime + hours.doubleTime > overtimeLimits.hoursPerDay) {
      problems.push({ field: `${index}-regular`, message: `${day} adds up to more than 24 hours.` });
    }
    return hours;
  });

  const rates = readRates(form);
  problems.push(...rates.problems);
  if (problems.length) return { ok: false, problems };
  return { ok: true, week, rates: rates.rates };
}

/** The three rates, with a problem for each one out of range; both ways of entering hours share them. */
export function readRates(form: Pick<OvertimeForm, RateField>): { rates: OvertimeRates; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const baseRate = numberOrNull(form.baseRate);
  if (baseRate === null || baseRate < 0) {
    problems.push({ field: "baseRate", message: "Enter a base rate of 0 or more." });
  } else if (baseRate > overtimeLimits.baseRate) {
    problems.push({ field: "baseRate", message: "The base rate can be at most $10,000 an hour." });
  }
  const multiplier = (field: RateField, name: string) => {
    const value = numberOrNull(form[field]);
    if (value === null || value < 1) problems.push({ field, message: `The ${name} multiplier must be 1 or more.` });
    else if (value > overtimeLimits.multiplier)
      problems.push({ field, message: `The ${name} multiplier can be at most 10.` });
    return value ?? 1;
  };
  const overtimeMultiplier = multiplier("overtimeMultiplier", "overtime");
  const doubleTimeMultiplier = multiplier("doubleTimeMultiplier", "double-time");
  return { rates: { baseRate: baseRate ?? 0, overtimeMultiplier, doubleTimeMultiplier }, problems };
}
