/**
 * Overtime at the weighted-average regular rate (docs/product.md#overtime-calculator):
 * a week of hours worked at up to three pay rates. The regular rate is the
 * week's straight-time pay over its hours (29 CFR 778.115); every hour is paid
 * its own rate once, and each overtime or double-time hour adds (multiplier -
 * 1) times the regular rate on top. A rule splits the day's hours of all rates
 * together, so every state rule applies as with one rate. Loaded with the
 * breakdown (details.tsx).
 */
import type { FormProblem } from "~/tools/shared/form-problem";
import { atLeast, hundredthsOf, numberOrNull } from "~/tools/shared/numbers";
import { weekDays, type WeekDay } from "~/tools/shared/week";
import type { Calculation, OvertimeInputs, PayRateForm } from "./entry";
import { overtimeLimits, readRates, type DayHours, type OvertimeRates } from "./overtime";
import { explainSplit, readHoursWorked, splitWeek, workedField, type OvertimeRule } from "./split";

/** A pay rate and its hours worked each day, Monday first. */
export interface PayRate {
  name: string;
  rate: number;
  hours: readonly number[];
}

export interface BlendedDay extends DayHours {
  day: WeekDay;
  totalHours: number;
  /** Every hour at its own rate. */
  straightPay: number;
  /** Overtime hours x (overtime multiplier - 1) x the regular rate. */
  overtimePremium: number;
  doubleTimePremium: number;
  totalPay: number;
}

export type BlendedTotals = Omit<BlendedDay, "day">;

export interface BlendedWeek {
  days: BlendedDay[];
  totals: BlendedTotals;
  /** Straight-time pay over the hours worked, in dollars an hour. */
  regularRate: number;
  /** Each rate's hours and straight-time pay, in the order entered. */
  rates: Array<{ name: string; rate: number; hours: number; pay: number }>;
}

/** Hundredths of an hour times dollars an hour is cents. */
const centsOf = (hundredths: number, rate: number) => Math.round(hundredths * rate);

/**
 * The week's pay: each day's hours of every rate, split by the rule into
 * regular, overtime and double time, paid straight time at their own rates
 * and the premiums at the regular rate. Money is worked per line in whole
 * cents, so the week is the exact sum of its days.
 */
export function blendedWeek(
  rates: readonly PayRate[],
  rule: OvertimeRule,
  multipliers: Pick<OvertimeRates, "overtimeMultiplier" | "doubleTimeMultiplier">,
): BlendedWeek {
  const hours = rates.map((each) => weekDays.map((_, index) => hundredthsOf(each.hours[index] ?? 0)));
  const dayHours = weekDays.map((_, index) => hours.reduce((sum, each) => sum + each[index]!, 0));
  const straight = weekDays.map((_, index) =>
    rates.reduce((sum, each, at) => sum + centsOf(hours[at]![index]!, atLeast(each.rate, 0)), 0),
  );
  const totalHours = dayHours.reduce((sum, each) => sum + each, 0);
  const straightTotal = straight.reduce((sum, each) => sum + each, 0);
  // Cents over hundredths of an hour is dollars an hour.
  const regularRate = totalHours ? straightTotal / totalHours : atLeast(rates[0]?.rate ?? 0, 0);
  // The regular rate decides Nevada's daily overtime, as the base rate does with one rate.
  const split = splitWeek(
    dayHours.map((each) => each / 100),
    rule,
    regularRate,
  );
  const overtimeExtra = (atLeast(multipliers.overtimeMultiplier, 1) - 1) * regularRate;
  const doubleTimeExtra = (atLeast(multipliers.doubleTimeMultiplier, 1) - 1) * regularRate;
  const days = weekDays.map((day, index): BlendedDay => {
    const { regular, overtime, doubleTime } = split[index]!;
    const overtimePremium = centsOf(hundredthsOf(overtime), overtimeExtra);
    const doubleTimePremium = centsOf(hundredthsOf(doubleTime), doubleTimeExtra);
    return {
      day,
      regular,
      overtime,
      doubleTime,
      totalHours: dayHours[index]! / 100,
      straightPay: straight[index]! / 100,
      overtimePremium: overtimePremium / 100,
      doubleTimePremium: doubleTimePremium / 100,
      totalPay: (straight[index]! + overtimePremium + doubleTimePremium) / 100,
    };
  });
  const sum = (part: keyof BlendedTotals) => days.reduce((total, day) => total + Math.round(day[part] * 100), 0) / 100;
  return {
    days,
    totals: {
      regular: sum("regular"),
      overtime: sum("overtime"),
      doubleTime: sum("doubleTime"),
      totalHours: sum("totalHours"),
      straightPay: sum("straightPay"),
      overtimePremium: sum("overtimePremium"),
      doubleTimePremium: sum("doubleTimePremium"),
      totalPay: sum("totalPay"),
    },
    regularRate,
    rates: rates.map((each, at) => ({
      name: each.name,
      rate: each.rate,
      hours: hours[at]!.reduce((total, value) => total + value, 0) / 100,
      pay: hours[at]!.reduce((total, value) => total + centsOf(value, atLeast(each.rate, 0)), 0) / 100,
    })),
  };
}

/** A rate's name in labels, messages and reports: its own, or `Rate 2`. */
export const rateName = (name: string, number: number): string => name.trim() || `Rate ${number}`;

/** The field a problem with rate N's pay or one of its days belongs to. */
export const rateField = (number: number, index?: number) =>
  index === undefined ? `rate${number}` : `${index}-worked${number}`;

/** The most a rate can be, as the base rate. */
const decimal = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads hours worked at several rates: the base rate's as with one rate, then
 * each added rate's pay (a plain number of dollars more than 0) and hours; a
 * day's hours of all rates may not pass 24. Nothing typed is changed.
 */
export function readBlendedInputs(
  inputs: OvertimeInputs,
): { ok: true; calculation: Calculation } | { ok: false; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const base = readHoursWorked(inputs.worked.hours);
  if (!base.ok) problems.push(...base.problems);
  const rates = readRates(inputs.form);
  problems.push(...rates.problems);
  const added = inputs.worked.rates.map((typed: PayRateForm, at) => {
    const number = at + 2;
    const name = rateName(typed.name, number);
    const text = typed.rate.trim();
    const rate = numberOrNull(text);
    if (!decimal.test(text) || rate === null || rate <= 0) {
      problems.push({
        field: rateField(number),
        message: `Pay rate ${number} must be a number of dollars more than 0.`,
      });
    } else if (rate > overtimeLimits.baseRate) {
      problems.push({ field: rateField(number), message: `Pay rate ${number} can be at most $10,000 an hour.` });
    }
    const hours = readHoursWorked(typed.hours);
    if (!hours.ok) {
      for (const problem of hours.problems) {
        const index = Number(problem.field.split("-")[0]);
        problems.push({
          field: rateField(number, index),
          message: problem.message.replace("hours worked", `hours worked at ${name}`),
        });
      }
    }
    return { name, rate: rate ?? 0, hours: hours.ok ? hours.hours : [] };
  });
  if (problems.length) return { ok: false, problems };
  const all: PayRate[] = [
    { name: "Base rate", rate: rates.rates.baseRate, hours: base.ok ? base.hours : [] },
    ...added,
  ];
  weekDays.forEach((day, index) => {
    const total = all.reduce((sum, each) => sum + hundredthsOf(each.hours[index] ?? 0), 0);
    if (total > overtimeLimits.hoursPerDay * 100) {
      problems.push({ field: workedField(index), message: `${day} adds up to more than 24 hours at all rates.` });
    }
  });
  if (problems.length) return { ok: false, problems };
  const blended = blendedWeek(all, inputs.worked.rule, rates.rates);
  const split = blended.days.map(({ regular, overtime, doubleTime }) => ({ regular, overtime, doubleTime }));
  return {
    ok: true,
    calculation: {
      week: split,
      rates: rates.rates,
      rule: inputs.worked.rule,
      why: splitWeek(
        blended.days.map((day) => day.totalHours),
        inputs.worked.rule,
        blended.regularRate,
      ).map(explainSplit),
      blended,
    },
  };
}
