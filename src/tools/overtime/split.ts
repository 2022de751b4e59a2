/**
 * Splitting hours worked into regular, overtime and double time by an
 * overtime rule (docs/product.md#splitting-hours-worked). Hours are worked in
 * whole hundredths of an hour, as the results show them, so a day's parts
 * always add up to exactly the hours worked.
 */
import { weekDays } from "~/tools/shared/week";
import { hundredthsOf } from "~/tools/shared/numbers";
import { overtimeLimits, type DayHours, type FormProblem, type HoursKind } from "./overtime";

export const overtimeRules = ["weekly", "daily", "daily-weekly", "california"] as const;
export type OvertimeRule = (typeof overtimeRules)[number];
export const defaultOvertimeRule: OvertimeRule = "weekly";

export const overtimeRuleLabel: Record<OvertimeRule, string> = {
  weekly: "Over 40 hours a week (federal FLSA)",
  daily: "Over 8 hours a day",
  "daily-weekly": "Over 8 a day and over 40 a week",
  california: "California: daily, weekly, 7th day",
};

export const overtimeRuleHint: Record<OvertimeRule, string> = {
  weekly: "Hours past 40 in the week, counted from Monday, are overtime.",
  daily: "Hours past 8 in a day are overtime; the week has no limit.",
  "daily-weekly": "Hours past 8 a day are overtime, then regular hours past 40 in the week. No hour counts twice.",
  california:
    "Overtime past 8 a day and 40 a week, double time past 12 a day. Working all seven days makes Sunday overtime, double past 8.",
};

/** Why an hour is paid the way it is. */
export type SplitCause = "regular" | "overDay" | "overWeek" | "overTwelve" | "seventhDay" | "seventhDayOverEight";

const causeKind: Record<SplitCause, HoursKind> = {
  regular: "regular",
  overDay: "overtime",
  overWeek: "overtime",
  overTwelve: "doubleTime",
  seventhDay: "overtime",
  seventhDayOverEight: "doubleTime",
};

const causeText: Record<SplitCause, string> = {
  regular: "regular",
  overDay: "over 8 in the day",
  overWeek: "past 40 in the week",
  overTwelve: "over 12 in the day",
  seventhDay: "on the 7th day in a row",
  seventhDayOverEight: "over 8 on the 7th day",
};

export interface SplitPart {
  cause: SplitCause;
  hours: number;
}

/** One day's hours of each kind, and the parts that make them up, in the order they are explained. */
export interface DaySplit extends DayHours {
  parts: SplitPart[];
}

const eightHours = 800;
const twelveHours = 1200;
const fortyHours = 4000;

/** Hundredths of an hour; anything negative or unreadable is no hours. */
const hundredths = hundredthsOf;

function daySplit(amounts: Partial<Record<SplitCause, number>>): DaySplit {
  const sums: Record<HoursKind, number> = { regular: 0, overtime: 0, doubleTime: 0 };
  const parts: SplitPart[] = [];
  for (const [cause, amount] of Object.entries(amounts) as [SplitCause, number][]) {
    if (amount <= 0) continue;
    sums[causeKind[cause]] += amount;
    parts.push({ cause, hours: amount / 100 });
  }
  return { regular: sums.regular / 100, overtime: sums.overtime / 100, doubleTime: sums.doubleTime / 100, parts };
}

/**
 * Splits a week of hours worked (Monday first; missing days are no hours) by
 * a rule. Weekly overtime counts only regular hours, in day order, so an hour
 * already paid as daily overtime or double time is never counted again.
 */
export function splitWeek(hoursWorked: readonly number[], rule: OvertimeRule): DaySplit[] {
  const worked = weekDays.map((_, index) => hundredths(hoursWorked[index] ?? 0));
  const daily = rule !== "weekly";
  const weekly = rule !== "daily";
  const seventhDay = rule === "california" && worked.every((hours) => hours > 0);
  let regularSoFar = 0;

  return worked.map((hours, index) => {
    if (seventhDay && index === weekDays.length - 1) {
      const first = Math.min(hours, eightHours);
      return daySplit({ seventhDay: first, seventhDayOverEight: hours - first });
    }
    const overTwelve = rule === "california" ? Math.max(0, hours - twelveHours) : 0;
    const dayRegular = daily ? Math.min(hours, eightHours) : hours;
    const overWeek = weekly ? Math.max(0, dayRegular - Math.max(0, fortyHours - regularSoFar)) : 0;
    regularSoFar += dayRegular - overWeek;
    // In the order the hours fall in the day: the first 8, then past 8, then past 12.
    return daySplit({
      regular: dayRegular - overWeek,
      overWeek,
      overDay: hours - dayRegular - overTwelve,
      overTwelve,
    });
  });
}

/** A day's split in a few words: "8 regular, 2 over 8 in the day". */
export function explainSplit(split: DaySplit): string {
  return split.parts.map((part) => `${part.hours} ${causeText[part.cause]}`).join(", ") || "No hours";
}

export type WorkedReading = { ok: true; hours: number[] } | { ok: false; problems: FormProblem[] };

/** The field a day's hours-worked problem belongs to. */
export const workedField = (index: number) => `${index}-worked`;

const decimal = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads the hours worked as typed. Empty is no hours; anything else that is
 * not a plain decimal, below 0 or over 24 is a problem to show, never changed.
 */
export function readHoursWorked(texts: readonly string[]): WorkedReading {
  const problems: FormProblem[] = [];
  const hours = weekDays.map((day, index) => {
    const text = (texts[index] ?? "").trim();
    const value = Number(text);
    const field = workedField(index);
    if (text === "") return 0;
    if (!decimal.test(text))
      problems.push({ field, message: `${day} hours worked must be a number of hours, like 7.5.` });
    else if (value < 0) problems.push({ field, message: `${day} hours worked can't be negative.` });
    else if (value > overtimeLimits.hoursPerDay)
      problems.push({ field, message: `${day} hours worked can't be more than 24.` });
    return value;
  });
  return problems.length ? { ok: false, problems } : { ok: true, hours };
}
