import type { FormProblem } from "~/tools/shared/form-problem";
import { numberOrNull } from "~/tools/shared/numbers";
import { minutesOfDay } from "~/tools/shared/time";
import { overlappingWindows } from "./night-differential";
import { nightOverlaps } from "./night-overlap";
import { payDefaults, type Differential, type PaySettings } from "./pay-settings";
import {
  payFields,
  readTimesheetForm,
  type PayField,
  type MealForm,
  type PaymentForm,
  type TimesheetForm,
  type TimesheetReading,
} from "./timesheet";

/**
 * Reading a sheet in full (docs/product.md#timesheet-generator): the meal
 * rule's range, and the pay settings as typed:
 * every field in range, each night differential a window of two different
 * times with an extra of more than nothing, and no two windows sharing a
 * minute. Loaded with the results, as the pay is (deferred.ts).
 */

/** Ranges shared by the form and the address. */
export const payLimits = {
  basePay: { min: 0, max: 10_000 },
  maxHoursPerDay: { min: 0, max: 24 },
  maxHoursPerWeek: { min: 0, max: 168 },
  overtimeAfterDay: { min: 0, max: 24 },
  overtimeAfterWeek: { min: 0, max: 168 },
  multiplier: { min: 1, max: 10 },
} as const;

export const payFieldLabels: Record<PayField, string> = {
  basePay: "Base pay rate",
  maxHoursPerDay: "Max hours per day",
  maxHoursPerWeek: "Max hours per week",
  overtimeAfterDay: "Overtime after (hours per day)",
  overtimeAfterWeek: "Overtime after (hours per week)",
  multiplier: "Overtime rate multiplier",
};

/** The most a differential adds: dollars an hour, or a percentage of the base rate. */
const differentialLimits = { hour: 1_000, percent: 200 } as const;

/** A differential's name in messages and labels: `Differential`, or `Differential 2` when there are two. */
export const differentialName = (count: number, index: number) =>
  count > 1 ? `Differential ${index + 1}` : "Differential";

/** The field a differential's problem belongs to. */
export const differentialField = (index: number, part: "time" | "amount") => `differential-${index}-${part}`;

function readDifferentials(payment: PaymentForm): { differentials: Differential[]; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const differentials: Differential[] = [];
  const count = payment.differentials.length;
  payment.differentials.forEach((typed, index) => {
    const name = differentialName(count, index);
    const start = minutesOfDay(typed.from);
    const end = minutesOfDay(typed.to);
    const amount = numberOrNull(typed.amount);
    const most = differentialLimits[typed.per];
    if (start === null || end === null) {
      problems.push({ field: differentialField(index, "time"), message: `${name} needs a From and a To time.` });
    } else if (start === end) {
      problems.push({
        field: differentialField(index, "time"),
        message: `${name} starts and ends at the same time; give its window two different times.`,
      });
    }
    if (amount === null || amount <= 0) {
      problems.push({
        field: differentialField(index, "amount"),
        message: `${name} amount must be a number more than 0${typed.per === "percent" ? " (a percentage)" : " (dollars an hour)"}.`,
      });
    } else if (amount > most) {
      problems.push({
        field: differentialField(index, "amount"),
        message: `${name} amount can be at most ${typed.per === "percent" ? `${most}%` : `$${most.toLocaleString("en-US")} an hour`}.`,
      });
    }
    if (start !== null && end !== null && amount !== null) differentials.push({ start, end, amount, per: typed.per });
  });
  const overlap = problems.length ? null : overlappingWindows(differentials);
  if (overlap) {
    problems.push({
      field: differentialField(overlap[1] - 1, "time"),
      message: `Differentials ${overlap[0]} and ${overlap[1]} overlap: an hour can earn one differential. Make one end before the other starts.`,
    });
  }
  return { differentials, problems };
}

/** Reads the pay settings: every number in its range and the differentials, never changing what was typed. */
function readPayment(payment: PaymentForm): { pay: PaySettings; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const pay: PaySettings = { ...payDefaults, overtimeType: payment.overtimeType };
  for (const field of payFields) {
    const { min, max } = payLimits[field];
    const value = numberOrNull(payment[field]);
    if (value === null || value < min) {
      problems.push({ field, message: `${payFieldLabels[field]} must be ${min} or more.` });
    } else if (value > max) {
      problems.push({ field, message: `${payFieldLabels[field]} can be at most ${max.toLocaleString("en-US")}.` });
    } else {
      pay[field] = value;
    }
  }
  const differentials = readDifferentials(payment);
  problems.push(...differentials.problems);
  return { pay: { ...pay, differentials: differentials.differentials }, problems };
}

/** The longest meal break the rule takes, in minutes. */
const maxMealMinutes = 240;

/** The meal rule's problems, when it is on: its minutes and hours must be numbers in range. */
function mealProblems(meal: MealForm): FormProblem[] {
  if (!meal.on) return [];
  const minutes = numberOrNull(meal.minutes);
  const afterHours = numberOrNull(meal.afterHours);
  const problems: FormProblem[] = [];
  if (minutes === null || minutes <= 0 || minutes > maxMealMinutes) {
    problems.push({
      field: "mealMinutes",
      message: `The meal break must be a number of minutes from 1 to ${maxMealMinutes}.`,
    });
  }
  if (afterHours === null || afterHours <= 0 || afterHours > 24) {
    problems.push({
      field: "mealAfter",
      message: "The meal break applies after a number of hours, more than 0 and at most 24.",
    });
  }
  return problems;
}

/** A whole sheet read: its hours and, with payment on, its pay settings, or every problem with either. */
export type SheetReading =
  (Extract<TimesheetReading, { ok: true }> & { pay: PaySettings | null }) | Extract<TimesheetReading, { ok: false }>;

export function readSheet(form: TimesheetForm): SheetReading {
  const hours = readTimesheetForm(form);
  const dayProblems = hours.ok ? [] : hours.problems;
  // A day says one thing about its shifts: its own overlap first.
  const nights = nightOverlaps(form).filter((night) => !dayProblems.some((problem) => problem.field === night.field));
  const payment = form.includePayment ? readPayment(form.payment) : null;
  const problems = [...dayProblems, ...nights, ...mealProblems(form.meal), ...(payment?.problems ?? [])];
  if (!hours.ok || problems.length) return { ok: false, problems };
  return { ...hours, pay: payment?.pay ?? null };
}
