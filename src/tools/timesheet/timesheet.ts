import type { FormProblem } from "~/tools/shared/form-problem";
import { numberOrNull } from "~/tools/shared/numbers";
import { emptyReportDetails, type ReportDetails } from "~/tools/shared/report-details";
import {
  dayName,
  emptyEntry,
  hoursForPeriod,
  maxBreakMinutes,
  shiftProblem,
  shiftSpans,
  type PayPeriod,
  type PeriodHours,
  type RoundTime,
  type TimeEntry,
} from "./hours";
import { payDefaults, type PayRule, type PaySettings } from "./pay-settings";
import { weekDays } from "~/tools/shared/week";

/**
 * The timesheet's form: everything the visitor can set, as typed, and reading
 * it into hours and pay settings without ever changing what was typed
 * (docs/product.md#timesheet-generator). The arithmetic is in hours.ts and pay.ts.
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

export type PayField = Exclude<keyof PaySettings, "overtimeType">;
export const payFields: readonly PayField[] = [
  "basePay",
  "maxHoursPerDay",
  "maxHoursPerWeek",
  "overtimeAfterDay",
  "overtimeAfterWeek",
  "multiplier",
];
export const payFieldLabels: Record<PayField, string> = {
  basePay: "Base pay rate",
  maxHoursPerDay: "Max hours per day",
  maxHoursPerWeek: "Max hours per week",
  overtimeAfterDay: "Overtime after (hours per day)",
  overtimeAfterWeek: "Overtime after (hours per week)",
  multiplier: "Overtime rate multiplier",
};

export type PaymentForm = Record<PayField, string> & { overtimeType: PayRule };

/** Everything the visitor can set, as typed. */
export interface TimesheetForm {
  /** Workweeks in the pay period. */
  period: PayPeriod;
  /** The period's days in order, Monday of week 1 first; days past the period (after choosing a shorter one) are kept but not read. */
  entries: TimeEntry[];
  roundTime: RoundTime;
  header: string;
  notes: string;
  /** The printed report's week, employee and approver. */
  details: ReportDetails;
  includePayment: boolean;
  showBlankDays: boolean;
  payment: PaymentForm;
}

export function paymentForm(settings: PaySettings = payDefaults): PaymentForm {
  const form = { overtimeType: settings.overtimeType } as PaymentForm;
  for (const field of payFields) form[field] = String(settings[field]);
  return form;
}

export function emptyTimesheetForm(): TimesheetForm {
  return {
    period: 1,
    entries: weekDays.map(emptyEntry),
    roundTime: "none",
    header: "",
    notes: "",
    details: emptyReportDetails(),
    includePayment: false,
    showBlankDays: false,
    payment: paymentForm(),
  };
}

/** Problems name their field: `<day index>-break`, `<day index>-shifts` or a pay field. */
export type TimesheetReading =
  { ok: true; hours: PeriodHours; pay: PaySettings | null } | { ok: false; problems: FormProblem[] };

/** The period's days as typed, padded with empty days. */
export const periodEntries = (form: Pick<TimesheetForm, "period" | "entries">): TimeEntry[] =>
  Array.from({ length: form.period * 7 }, (_, index) => form.entries[index] ?? emptyEntry());

/** Reads the form: rejects impossible breaks and pay settings out of range, never changing what was typed. */
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

  let pay: PaySettings | null = null;
  if (form.includePayment) {
    const settings = { ...payDefaults, overtimeType: form.payment.overtimeType };
    for (const field of payFields) {
      const { min, max } = payLimits[field];
      const value = numberOrNull(form.payment[field]);
      if (value === null || value < min) {
        problems.push({ field, message: `${payFieldLabels[field]} must be ${min} or more.` });
      } else if (value > max) {
        problems.push({ field, message: `${payFieldLabels[field]} can be at most ${max.toLocaleString("en-US")}.` });
      } else {
        settings[field] = value;
      }
    }
    pay = settings;
  }

  if (problems.length) return { ok: false, problems };
  return { ok: true, hours: hoursForPeriod(periodEntries(form), form.period, form.roundTime), pay };
}
