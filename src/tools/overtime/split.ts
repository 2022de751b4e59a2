/**
 * Splitting hours worked into regular, overtime and double time by an
 * overtime rule (docs/product.md#splitting-hours-worked). Hours are worked in
 * whole hundredths of an hour, as the results show them, so a day's parts
 * always add up to exactly the hours worked. Each rule is written from its
 * statute or the state labour department's rule, cited in `overtimeRuleSource`.
 */
import { weekDays } from "~/tools/shared/week";
import { hundredthsOf } from "~/tools/shared/numbers";
import { overtimeLimits, type DayHours, type FormProblem, type HoursKind } from "./overtime";

/** In the order the select lists them: the federal rule, the common ones, then the states A to Z. */
export const overtimeRules = [
  "weekly",
  "daily",
  "daily-weekly",
  "alaska",
  "california",
  "colorado",
  "kentucky",
  "nevada",
] as const;
export type OvertimeRule = (typeof overtimeRules)[number];
export const defaultOvertimeRule: OvertimeRule = "weekly";

/**
 * Nevada pays daily overtime only below one and a half times its minimum wage
 * (NRS 608.018). The minimum is $12.00 an hour for every employee from
 * 1 July 2024 (Nevada Constitution, art. 15, sec. 16, as amended in 2022).
 */
const nevadaMinimumWage = 12;
const nevadaDailyOvertimeBelow = nevadaMinimumWage * 1.5;

/** Each rule's full name, as reports and the methodology page give it. */
export const overtimeRuleLabel: Record<OvertimeRule, string> = {
  weekly: "Over 40 hours a week (federal FLSA)",
  daily: "Over 8 hours a day",
  "daily-weekly": "Over 8 a day and over 40 a week",
  alaska: "Alaska: over 8 a day, 40 a week",
  california: "California: daily, weekly, 7th day",
  colorado: "Colorado: over 12 a day, 40 a week",
  kentucky: "Kentucky: over 40 a week, 7th day",
  nevada: "Nevada: weekly; daily under $18",
};

/**
 * Each rule's name in the select: short enough to stand whole in it on a phone 320 px
 * wide, where a longer option is cut mid-word. A state's name says what the state adds
 * to the 40-hour week; the hint under the select gives the whole rule and its law.
 */
export const overtimeRuleChoice: Record<OvertimeRule, string> = {
  weekly: "Federal: over 40 a week",
  daily: "Over 8 hours a day",
  "daily-weekly": "Over 8 a day, 40 a week",
  alaska: "Alaska: over 8 a day",
  california: "California: daily, 7th day",
  colorado: "Colorado: over 12 a day",
  kentucky: "Kentucky: the 7th day",
  nevada: "Nevada: daily under $18",
};

/** The select's two groups: rules anyone may choose, then the states' laws. */
export const overtimeRuleGroups: ReadonlyArray<{ label: string; rules: readonly OvertimeRule[] }> = [
  { label: "Federal law and common policies", rules: ["weekly", "daily", "daily-weekly"] },
  { label: "State law, on top of 40 a week", rules: ["alaska", "california", "colorado", "kentucky", "nevada"] },
];

export const overtimeRuleHint: Record<OvertimeRule, string> = {
  weekly: "Hours past 40 in the week, counted from Monday, are overtime. 29 U.S.C. § 207(a)(1).",
  daily: "Hours past 8 in a day are overtime; the week has no limit. A common policy, not a federal rule.",
  "daily-weekly": "Hours past 8 a day are overtime, then regular hours past 40 in the week. No hour counts twice.",
  alaska:
    "Hours past 8 a day and regular hours past 40 a week are overtime. Applies to employers of 4 or more; with fewer, choose the federal rule. Alaska Stat. § 23.10.060.",
  california:
    "Overtime past 8 a day and 40 a week, double time past 12 a day. Working all seven days makes Sunday overtime, double past 8. Cal. Labor Code § 510(a).",
  colorado:
    "Hours past 12 a day and regular hours past 40 a week are overtime. 12 hours in a row across midnight also count; enter such a shift on the day it starts. COMPS Order, 7 CCR 1103-1, Rule 4.1.1.",
  kentucky:
    "Hours past 40 in the week are overtime. In a week over 40 hours with all seven days worked, Sunday's hours are overtime too, paid once. KRS 337.285 and 337.050.",
  nevada: `Hours past 40 a week are overtime. Below $${nevadaDailyOvertimeBelow.toFixed(2)} an hour (1.5 × the $${nevadaMinimumWage.toFixed(2)} minimum wage) hours past 8 a day are too: the base rate decides. NRS 608.018.`,
};

/** Where each rule comes from: the law's name and its official text. */
export const overtimeRuleSource: Record<OvertimeRule, { name: string; url: string } | null> = {
  weekly: {
    name: "Fair Labor Standards Act, 29 U.S.C. § 207(a)(1)",
    url: "https://www.law.cornell.edu/uscode/text/29/207",
  },
  daily: null,
  "daily-weekly": null,
  alaska: {
    name: "Alaska Statutes § 23.10.060",
    url: "https://www.akleg.gov/basis/statutes.asp#23.10.060",
  },
  california: {
    name: "California Labor Code § 510(a)",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=510",
  },
  colorado: {
    name: "Colorado Overtime and Minimum Pay Standards Order, 7 CCR 1103-1, Rule 4.1.1",
    url: "https://www.law.cornell.edu/regulations/colorado/7-CCR-1103-1",
  },
  kentucky: {
    name: "Kentucky Revised Statutes 337.285 and 337.050",
    url: "https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=32049",
  },
  nevada: {
    name: "Nevada Revised Statutes 608.018",
    url: "https://www.leg.state.nv.us/NRS/NRS-608.html#NRS608Sec018",
  },
};

/** Why an hour is paid the way it is. */
type SplitCause = "regular" | "overDay" | "overWeek" | "overDayDouble" | "seventhDay" | "seventhDayOverEight";

const causeKind: Record<SplitCause, HoursKind> = {
  regular: "regular",
  overDay: "overtime",
  overWeek: "overtime",
  overDayDouble: "doubleTime",
  seventhDay: "overtime",
  seventhDayOverEight: "doubleTime",
};

interface SplitPart {
  cause: SplitCause;
  hours: number;
  /** The cause in a few words, with the rule's own limit: "over 8 in the day". */
  reason: string;
}

/** One day's hours of each kind, and the parts that make them up, in the order they are explained. */
export interface DaySplit extends DayHours {
  parts: SplitPart[];
}

/** A rule's limits in hundredths of an hour; null where the rule has none. */
interface RuleLimits {
  /** Hours past this in a day are overtime. */
  day: number | null;
  /** Hours past this in a day are double time. */
  doubleDay: number | null;
  /** Regular hours past this in the week, counted from Monday, are overtime. */
  week: number | null;
  /**
   * With all seven days worked, Sunday's hours: California pays the first 8 as
   * overtime and the rest double time; Kentucky pays them all as overtime, in a
   * week of more than 40 hours. Either way they do not count toward the 40.
   */
  seventhDay: "california" | "kentucky" | null;
}

const eight = 800;
const twelve = 1200;
const forty = 4000;

function limitsOf(rule: OvertimeRule, baseRate: number): RuleLimits {
  const none = { day: null, doubleDay: null, week: null, seventhDay: null };
  switch (rule) {
    case "weekly":
      return { ...none, week: forty };
    case "daily":
      return { ...none, day: eight };
    case "daily-weekly":
    case "alaska":
      return { ...none, day: eight, week: forty };
    case "california":
      return { day: eight, doubleDay: twelve, week: forty, seventhDay: "california" };
    case "colorado":
      return { ...none, day: twelve, week: forty };
    case "kentucky":
      return { ...none, week: forty, seventhDay: "kentucky" };
    case "nevada":
      return { ...none, day: baseRate < nevadaDailyOvertimeBelow ? eight : null, week: forty };
  }
}

/** Hundredths of an hour; anything negative or unreadable is no hours. */
const hundredths = hundredthsOf;

function daySplit(amounts: Array<[SplitCause, number, string]>): DaySplit {
  const sums: Record<HoursKind, number> = { regular: 0, overtime: 0, doubleTime: 0 };
  const parts: SplitPart[] = [];
  for (const [cause, amount, reason] of amounts) {
    if (amount <= 0) continue;
    sums[causeKind[cause]] += amount;
    parts.push({ cause, hours: amount / 100, reason });
  }
  return { regular: sums.regular / 100, overtime: sums.overtime / 100, doubleTime: sums.doubleTime / 100, parts };
}

/**
 * Splits a week of hours worked (Monday first; missing days are no hours) by
 * a rule; `baseRate` is the hourly rate in dollars, which decides whether
 * Nevada's daily limit applies. Weekly overtime counts only regular hours, in
 * day order, so an hour already paid as daily or 7th-day overtime is never
 * counted again: every hour is paid once, at its highest rate.
 */
export function splitWeek(hoursWorked: readonly number[], rule: OvertimeRule, baseRate: number): DaySplit[] {
  const worked = weekDays.map((_, index) => hundredths(hoursWorked[index] ?? 0));
  const limits = limitsOf(rule, baseRate);
  const allSeven = worked.every((hours) => hours > 0);
  const total = worked.reduce((sum, hours) => sum + hours, 0);
  const seventhDay =
    limits.seventhDay === "california" ? allSeven : limits.seventhDay === "kentucky" && allSeven && total > forty;
  const hoursText = (limit: number) => String(limit / 100);
  let regularSoFar = 0;

  return worked.map((hours, index) => {
    if (seventhDay && index === weekDays.length - 1) {
      const first = limits.seventhDay === "california" ? Math.min(hours, eight) : hours;
      return daySplit([
        ["seventhDay", first, "on the 7th day in a row"],
        ["seventhDayOverEight", hours - first, "over 8 on the 7th day"],
      ]);
    }
    const overDouble = limits.doubleDay === null ? 0 : Math.max(0, hours - limits.doubleDay);
    const dayRegular = limits.day === null ? hours : Math.min(hours, limits.day);
    const overWeek = limits.week === null ? 0 : Math.max(0, dayRegular - Math.max(0, limits.week - regularSoFar));
    regularSoFar += dayRegular - overWeek;
    // In the order the hours fall in the day: the first hours, then past the daily limits.
    return daySplit([
      ["regular", dayRegular - overWeek, "regular"],
      ["overWeek", overWeek, `past ${hoursText(limits.week ?? 0)} in the week`],
      ["overDay", hours - dayRegular - overDouble, `over ${hoursText(limits.day ?? 0)} in the day`],
      ["overDayDouble", overDouble, `over ${hoursText(limits.doubleDay ?? 0)} in the day`],
    ]);
  });
}

/** A day's split in a few words: "8 regular, 2 over 8 in the day". */
export function explainSplit(split: DaySplit): string {
  return split.parts.map((part) => `${part.hours} ${part.reason}`).join(", ") || "No hours";
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
