import type { FormProblem } from "~/tools/shared/form-problem";
import { numberOrNull } from "~/tools/shared/numbers";
import type { ReportDetails } from "~/tools/shared/report-details";
import {
  dayName,
  emptyEntry,
  hoursForPeriod,
  maxBreakMinutes,
  shiftProblem,
  shiftSpans,
  type DayRules,
  type MealRule,
  type PayPeriod,
  type PeriodHours,
  type RoundTime,
  type TimeEntry,
} from "./hours";
import { payDefaults, type DifferentialKind, type PayRule, type PaySettings } from "./pay-settings";
import { weekDays } from "~/tools/shared/week";

/**
 * The timesheet's form: everything the visitor can set, as typed, and reading
 * its hours without ever changing what was typed
 * (docs/product.md#timesheet-generator). The arithmetic is in hours.ts; the pay
 * settings are read with the results (payment.ts).
 */

/** The pay settings' number fields, in the order the address lists them. */
export type PayField = Exclude<keyof PaySettings, "overtimeType" | "differentials">;
export const payFields: readonly PayField[] = [
  "basePay",
  "maxHoursPerDay",
  "maxHoursPerWeek",
  "overtimeAfterDay",
  "overtimeAfterWeek",
  "multiplier",
];

/** A night differential as typed: its window's times, its extra and what the extra is per. */
export interface DifferentialForm {
  from: string;
  to: string;
  amount: string;
  per: DifferentialKind;
}

export type PaymentForm = Record<PayField, string> & {
  overtimeType: PayRule;
  differentials: DifferentialForm[];
};

/** The automatic meal break as typed: off by default (docs/product.md#timesheet-generator). */
export interface MealForm {
  on: boolean;
  minutes: string;
  afterHours: string;
}

export const emptyMealForm = (): MealForm => ({ on: false, minutes: "30", afterHours: "5" });

/** Everything the visitor can set, as typed. */
export interface TimesheetForm {
  /** Workweeks in the pay period. */
  period: PayPeriod;
  /** The period's days in order, Monday of week 1 first; days past the period (after choosing a shorter one) are kept but not read. */
  entries: TimeEntry[];
  roundTime: RoundTime;
  meal: MealForm;
  header: string;
  notes: string;
  /** The printed report's week, employee and approver. */
  details: ReportDetails;
  includePayment: boolean;
  showBlankDays: boolean;
  payment: PaymentForm;
}

export function paymentForm(settings: PaySettings = payDefaults): PaymentForm {
  const form = { overtimeType: settings.overtimeType, differentials: [] as DifferentialForm[] } as PaymentForm;
  for (const field of payFields) form[field] = String(settings[field]);
  return form;
}

export function emptyTimesheetForm(): TimesheetForm {
  return {
    period: 1,
    entries: weekDays.map(emptyEntry),
    roundTime: "none",
    meal: emptyMealForm(),
    header: "",
    notes: "",
    details: { start: "", employee: "", approver: "" },
    includePayment: false,
    showBlankDays: false,
    payment: paymentForm(),
  };
}

/** Problems name their field: `<day index>-break` or `<day index>-shifts`. */
export type TimesheetReading =
  { ok: true; hours: PeriodHours; rules: DayRules } | { ok: false; problems: FormProblem[] };

/** The period's days as typed, padded with empty days. */
export const periodEntries = (form: Pick<TimesheetForm, "period" | "entries">): TimeEntry[] =>
  Array.from({ length: form.period * 7 }, (_, index) => form.entries[index] ?? emptyEntry());

/** The meal rule as typed, when it is on and both its numbers are more than 0; its messages come with the results (payment.ts). */
export function mealRuleOf(meal: MealForm): MealRule | null {
  const minutes = numberOrNull(meal.minutes) ?? 0;
  const afterHours = numberOrNull(meal.afterHours) ?? 0;
  return meal.on && minutes > 0 && afterHours > 0 ? { minutes, afterHours } : null;
}

/** How the sheet's days are worked out: its rounding and its meal rule. */
export const dayRulesOf = (form: Pick<TimesheetForm, "roundTime" | "meal">): DayRules => ({
  roundTime: form.roundTime,
  meal: mealRuleOf(form.meal),
});

/**
 * Reads the form's hours: rejects impossible breaks and overlapping shifts,
 * never changing what was typed. The meal rule's range and the pay settings
 * are read with the results (payment.ts: readSheet).
 */
export function readTimesheetForm(form: TimesheetForm): TimesheetReading {
  const problems: FormProblem[] = [];
  periodEntries(form).forEach((entry, index) => {
    const name = dayName(form.period, index);
    const shifts = shiftProblem(name, entry);
    if (shifts) problems.push({ field: `${index}-shifts`, message: shifts });
    const field = `${index}-break`;
    if (entry.break.trim() === "") return;
    const minutes = numberOrNull(entry.break);
    if (minutes === null || minutes < 0) {
      problems.push({ field, message: `${name} break must be a number of minutes, 0 or more.` });
      return;
    }
    if (minutes > maxBreakMinutes) {
      problems.push({ field, message: `${name} break can be at most 1,440 minutes.` });
      return;
    }
    // Only complete shifts count (docs/product.md#timesheet-generator): a break on a day without one is no problem.
    const spans = shiftSpans(entry).filter((shift) => shift.complete);
    if (!shifts && spans.length && minutes > spans.reduce((sum, shift) => sum + shift.span, 0)) {
      const what = entry.moreShifts.length ? "its shifts" : "the time from From to To";
      problems.push({ field, message: `${name} break is longer than ${what}.` });
    }
  });
  if (problems.length) return { ok: false, problems };
  const rules = dayRulesOf(form);
  return { ok: true, hours: hoursForPeriod(periodEntries(form), form.period, rules), rules };
}
