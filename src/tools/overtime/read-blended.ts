/**
 * Reading the hours worked at several pay rates into a calculation priced by
 * blended.ts. Apart from blended.ts so the week's pricing does not depend on
 * the entry forms that depend on its result. Loaded with the breakdown
 * (details.tsx).
 */
import type { FormProblem } from "~/tools/shared/form-problem";
import { hundredthsOf, numberOrNull } from "~/tools/shared/numbers";
import { weekDays } from "~/tools/shared/week";
import { blendedWeek, rateField, rateName, type PayRate } from "./blended";
import type { Calculation, OvertimeInputs, PayRateForm } from "./entry";
import { overtimeLimits, readRates } from "./overtime";
import { explainSplit, readHoursWorked, splitWeek, workedField } from "./split";

/** A plain decimal number, as the base rate is typed. */
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
