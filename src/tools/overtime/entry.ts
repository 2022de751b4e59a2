/**
 * The two ways to enter a week (docs/product.md#overtime-calculator): hours by
 * type, as the visitor's payslip splits them, or hours worked per day, which
 * an overtime rule splits. Both share the rates and the pricing.
 */
import { weekDays } from "~/tools/shared/week";
import { emptyOvertimeForm, readOvertimeForm, readRates, type DayHours, type FormProblem } from "./overtime";
import type { OvertimeForm, OvertimeRates } from "./overtime";
import type { BlendedWeek } from "./blended";
import { defaultOvertimeRule, explainSplit, readHoursWorked, splitWeek, type OvertimeRule } from "./split";

export const entryModes = ["by-type", "worked"] as const;
export type EntryMode = (typeof entryModes)[number];

/** An added pay rate as typed (docs/product.md#overtime-calculator): its name, dollars an hour and hours worked each day. */
export interface PayRateForm {
  name: string;
  rate: string;
  hours: string[];
}

/** Rates a week can hold: the base rate and two more. */
export const maxPayRates = 3;

export const emptyPayRate = (): PayRateForm => ({ name: "", rate: "", hours: weekDays.map(() => "") });

/** Hours worked per day, exactly as typed, the rule that splits them, and the hours at any other pay rate. */
export interface WorkedForm {
  hours: string[];
  rule: OvertimeRule;
  /** Pay rates after the base rate, with their own hours; read with the breakdown (blended.ts). */
  rates: PayRateForm[];
}

/** Everything the visitor fills in, in both modes: switching mode loses nothing typed. */
export interface OvertimeInputs {
  mode: EntryMode;
  form: OvertimeForm;
  worked: WorkedForm;
}

export const emptyWorkedForm = (): WorkedForm => ({
  hours: weekDays.map(() => ""),
  rule: defaultOvertimeRule,
  rates: [],
});

export const emptyInputs = (mode: EntryMode = "by-type"): OvertimeInputs => ({
  mode,
  form: emptyOvertimeForm(),
  worked: emptyWorkedForm(),
});

/**
 * A week ready to price: with hours worked, also the rule and why each day
 * splits as it does, and with several pay rates the week priced at the
 * weighted-average regular rate.
 */
export interface Calculation {
  week: DayHours[];
  rates: OvertimeRates;
  rule: OvertimeRule | null;
  why: string[] | null;
  blended: BlendedWeek | null;
}

/** Whether reading needs the module that prices several rates (blended.ts, loaded with the breakdown). */
export const hasPayRates = (inputs: OvertimeInputs): boolean =>
  inputs.mode === "worked" && inputs.worked.rates.length > 0;

export type InputsReading = { ok: true; calculation: Calculation } | { ok: false; problems: FormProblem[] };

/** Reads the inputs of the mode in use, with one rate (see hasPayRates); the other mode's are kept but not read. */
export function readInputs(inputs: OvertimeInputs): InputsReading {
  if (inputs.mode === "by-type") {
    const reading = readOvertimeForm(inputs.form);
    return reading.ok
      ? { ok: true, calculation: { week: reading.week, rates: reading.rates, rule: null, why: null, blended: null } }
      : reading;
  }
  const worked = readHoursWorked(inputs.worked.hours);
  const rates = readRates(inputs.form);
  if (!worked.ok || rates.problems.length)
    return { ok: false, problems: [...(worked.ok ? [] : worked.problems), ...rates.problems] };
  const split = splitWeek(worked.hours, inputs.worked.rule, rates.rates.baseRate);
  return {
    ok: true,
    calculation: {
      week: split,
      rates: rates.rates,
      rule: inputs.worked.rule,
      why: split.map(explainSplit),
      blended: null,
    },
  };
}
