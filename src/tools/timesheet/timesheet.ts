import { minutesOfDay } from "~/tools/shared/format";
import { weekDays, type WeekDay } from "~/tools/shared/week";
import { emptyReportDetails, type ReportDetails } from "~/tools/shared/report-details";

/**
 * The timesheet generator's arithmetic: a week of From/To/Break rows turned
 * into hours (crossing midnight when the end is before the start), optional
 * rounding, and pay under one of five overtime rules. Hours are kept in whole
 * hundredths and money in whole cents, so totals are exact sums of what the
 * visitor sees.
 *
 * Over 300 lines on purpose: hours, rounding, the pay rules and reading the form
 * are one calculation, in the order the sheet works them out; the sections below
 * are marked.
 */

export const roundTimeChoices = ["none", "15", "30"] as const;
export type RoundTime = (typeof roundTimeChoices)[number];

/** One row as typed: `HH:MM` times (or empty) and break minutes as text. */
export interface TimeEntry {
  from: string;
  to: string;
  break: string;
}

export const emptyEntry = (): TimeEntry => ({ from: "", to: "", break: "" });

/** The longest break a row can hold: a whole day. */
export const maxBreakMinutes = 1440;

/** Minutes rounded to the nearest 15 or 30; exactly halfway rounds up. */
export function roundMinutes(minutes: number, roundTime: RoundTime): number {
  if (roundTime === "none") return minutes;
  const step = Number(roundTime);
  return Math.floor(minutes / step + 0.5) * step;
}

export interface DayHours {
  day: WeekDay;
  entry: TimeEntry;
  /** Worked minutes after the break and rounding. */
  minutes: number;
  /** Hours to 2 decimals. */
  hours: number;
  /** The end is before the start, so the shift ends the next day. */
  overnight: boolean;
  /** Neither time filled in. */
  blank: boolean;
  /** Only one of the two times filled in: counts as no hours. */
  incomplete: boolean;
}

/** A break as typed: empty counts as none; anything unreadable or negative counts as none here (the form rejects it). */
function breakMinutes(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Hours for one row. A row with no start or no end counts as 0 hours; a row never has negative hours. */
export function hoursForDay(day: WeekDay, entry: TimeEntry, roundTime: RoundTime): DayHours {
  const from = minutesOfDay(entry.from);
  const to = minutesOfDay(entry.to);
  const blank = from === null && to === null;
  if (from === null || to === null) {
    return { day, entry, minutes: 0, hours: 0, overnight: false, blank, incomplete: !blank };
  }
  const overnight = to < from;
  const span = overnight ? to + 1440 - from : to - from;
  const minutes = roundMinutes(Math.max(0, span - breakMinutes(entry.break)), roundTime);
  return { day, entry, minutes, hours: Math.round((minutes / 60) * 100) / 100, overnight, blank, incomplete: false };
}

export interface WeekHours {
  days: DayHours[];
  totalHours: number;
}

export function hoursForWeek(entries: readonly TimeEntry[], roundTime: RoundTime): WeekHours {
  const days = weekDays.map((day, index) => hoursForDay(day, entries[index] ?? emptyEntry(), roundTime));
  const hundredths = days.reduce((sum, entry) => sum + Math.round(entry.hours * 100), 0);
  return { days, totalHours: hundredths / 100 };
}

// ---------------------------------------------------------------- pay

export const overtimeRules = ["base", "afterDay", "afterWeek", "maxDay", "maxWeek"] as const;
export type OvertimeRule = (typeof overtimeRules)[number];

export interface PaySettings {
  basePay: number;
  overtimeType: OvertimeRule;
  maxHoursPerDay: number;
  maxHoursPerWeek: number;
  overtimeAfterDay: number;
  overtimeAfterWeek: number;
  multiplier: number;
}

/** The defaults (docs/product.md#tools). */
export const payDefaults: PaySettings = {
  basePay: 35,
  overtimeType: "afterWeek",
  maxHoursPerDay: 8,
  maxHoursPerWeek: 40,
  overtimeAfterDay: 8,
  overtimeAfterWeek: 40,
  multiplier: 1.5,
};

/** Ranges shared by the form and the address. */
export const payLimits = {
  basePay: { min: 0, max: 10_000 },
  maxHoursPerDay: { min: 0, max: 24 },
  maxHoursPerWeek: { min: 0, max: 168 },
  overtimeAfterDay: { min: 0, max: 24 },
  overtimeAfterWeek: { min: 0, max: 168 },
  multiplier: { min: 1, max: 10 },
} as const;

export interface HoursPay {
  /** Hours paid at the base rate. */
  regularHours: number;
  /** Hours paid at the base rate times the multiplier. */
  overtimeHours: number;
  /** Hours past a cap: worked, not paid. */
  unpaidHours: number;
  pay: number;
}

export interface TimesheetPay {
  days: HoursPay[];
  totals: HoursPay & { regularPay: number; overtimePay: number };
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const hundredthsOf = (hours: number) => Math.round(nonNegative(hours) * 100);

/**
 * Pay for a week's hours (Monday first) under one rule (docs/product.md#timesheet-generator).
 * The weekly rules count hours in day order, so the hours past the
 * threshold or cap fall on the last days worked. Each day's pay is the change
 * in the running total, so the days add up to the week to the cent and pay
 * never falls when hours rise.
 */
export function payForTimesheet(dayHours: readonly number[], settings: PaySettings): TimesheetPay {
  const base = nonNegative(settings.basePay);
  const overtimeRate = base * Math.max(1, nonNegative(settings.multiplier));
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

export const ruleLabels: Record<OvertimeRule, string> = {
  base: "No overtime (base rate only)",
  afterDay: "Overtime after hours per day",
  afterWeek: "Overtime after hours per week",
  maxDay: "Cap paid hours per day",
  maxWeek: "Cap paid hours per week",
};

// ---------------------------------------------------------------- the form

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

export type PaymentForm = Record<PayField, string> & { overtimeType: OvertimeRule };

/** Everything the visitor can set, as typed. */
export interface TimesheetForm {
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

export interface FormProblem {
  /** `<day index>-break` or a pay field. */
  field: string;
  message: string;
}

export type TimesheetReading =
  { ok: true; week: WeekHours; pay: PaySettings | null } | { ok: false; problems: FormProblem[] };

const numberOrNull = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) ? value : null;
};

/** Reads the form: rejects impossible breaks and pay settings out of range, never changing what was typed. */
export function readTimesheetForm(form: TimesheetForm): TimesheetReading {
  const problems: FormProblem[] = [];
  weekDays.forEach((day, index) => {
    const entry = form.entries[index] ?? emptyEntry();
    const field = `${index}-break`;
    if (entry.break.trim() === "") return;
    const minutes = numberOrNull(entry.break);
    if (minutes === null || minutes < 0) {
      problems.push({ field, message: `${day} break must be a number of minutes, 0 or more.` });
      return;
    }
    if (minutes > maxBreakMinutes) {
      problems.push({ field, message: `${day} break can be at most 1,440 minutes.` });
      return;
    }
    const from = minutesOfDay(entry.from);
    const to = minutesOfDay(entry.to);
    if (from !== null && to !== null && minutes > 0) {
      const span = to < from ? to + 1440 - from : to - from;
      if (minutes > span) problems.push({ field, message: `${day} break is longer than the time from From to To.` });
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
  return { ok: true, week: hoursForWeek(form.entries, form.roundTime), pay };
}
