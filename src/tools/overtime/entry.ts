/**
 * The two ways to enter a week (docs/product.md#overtime-calculator): hours by
 * type, as the visitor's payslip splits them, or hours worked per day, which
 * an overtime rule splits. Both share the rates and the pricing.
 */
import { weekDays } from "~/tools/shared/week";
import { emptyOvertimeForm, readOvertimeForm, readRates, type DayHours, type FormProblem } from "./overtime";
import type { OvertimeForm, OvertimeRates } from "./overtime";
import { defaultOvertimeRule, explainSplit, readHoursWorked, splitWeek, type OvertimeRule } from "./split";

export const entryModes = ["by-type", "worked"] as const;
export type EntryMode = (typeof entryModes)[number];

/** Hours worked per day, exactly as typed, and the rule that splits them. */
export interface WorkedForm {
  hours: string[];
  rule: OvertimeRule;
}

/** Everything the visitor fills in, in both modes: switching mode loses nothing typed. */
export interface OvertimeInputs {
  mode: EntryMode;
  form: OvertimeForm;
  worked: WorkedForm;
}

export const emptyWorkedForm = (): WorkedForm => ({ hours: weekDays.map(() => ""), rule: defaultOvertimeRule });

export const emptyInputs = (mode: EntryMode = "by-type"): OvertimeInputs => ({
  mode,
  form: emptyOvertimeForm(),
  worked: emptyWorkedForm(),
});

/** A week ready to price: with hours worked, also the rule and why each day splits as it does. */
export interface Calculation {
  week: DayHours[];
  rates: OvertimeRates;
  rule: OvertimeRule | null;
  why: string[] | null;
}

export type InputsReading = { ok: true; calculation: Calculation } | { ok: false; problems: FormProblem[] };

/** Reads the inputs of the mode in use; the other mode's are kept but not read. */
export function readInputs(inputs: OvertimeInputs): InputsReading {
  if (inputs.mode === "by-type") {
    const reading = readOvertimeForm(inputs.form);
    return reading.ok
      ? { ok: true, calculation: { week: reading.week, rates: reading.rates, rule: null, why: null } }
      : reading;
  }
  const worked = readHoursWorked(inputs.worked.hours);
  const rates = readRates(inputs.form);
  if (!worked.ok || rates.problems.length)
    return { ok: false, problems: [...(worked.ok ? [] : worked.problems), ...rates.problems] };
  const split = splitWeek(worked.hours, inputs.worked.rule, rates.rates.baseRate);
  return {
    ok: true,
    calculation: { week: split, rates: rates.rates, rule: inputs.worked.rule, why: split.map(explainSplit) },
  };
}
