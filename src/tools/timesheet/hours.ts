import { readNonNegative } from "~/tools/shared/numbers";
import { firstOverlap, minutesOfDay, minutesPerDay, spanMinutes } from "~/tools/shared/time";
import { weekOf } from "~/tools/shared/report-dates";
import { weekDays, type WeekDay } from "~/tools/shared/week";

/**
 * The timesheet's hours (docs/product.md#timesheet-generator): each day's
 * shifts, each punch optionally rounded, less its break (or an automatic meal
 * break), the day's total optionally rounded, for a pay period of one, two or
 * four workweeks. Hours are kept to two decimals, so totals are exact sums of
 * what the visitor sees.
 */

/**
 * How times are rounded: not at all; each day's total to the nearest 15 or 30
 * minutes (the spec's); or each punch, before breaks, to the nearest 5, 6 or
 * 15 minutes, or by the 7-minute rule (29 CFR 785.48(b)).
 */
export const roundTimeChoices = ["none", "15", "30", "punch5", "punch6", "punch15", "7min"] as const;
export type RoundTime = (typeof roundTimeChoices)[number];

/** The step each punch is rounded to, in minutes; null where punches are kept as typed. */
export const punchStep: Record<RoundTime, number | null> = {
  none: null,
  "15": null,
  "30": null,
  punch5: 5,
  punch6: 6,
  punch15: 15,
  // Up to 7 minutes past a quarter hour go back to it, 8 or more on to the next: with whole minutes, the nearest quarter hour.
  "7min": 15,
};

/** The automatic meal break: `minutes` off each shift longer than `afterHours` on a day with no break typed. */
export interface MealRule {
  minutes: number;
  afterHours: number;
}

/** How a day's hours are worked out beyond its times: rounding and the meal rule. */
export interface DayRules {
  roundTime: RoundTime;
  meal: MealRule | null;
}

export const noDayRules: DayRules = { roundTime: "none", meal: null };

/** A pay period, in workweeks of seven days, Monday first. */
export const payPeriods = [1, 2, 4] as const;
export type PayPeriod = (typeof payPeriods)[number];

/** One stretch of work as typed: `HH:MM` times, or empty. */
export interface Shift {
  from: string;
  to: string;
}

/** One day as typed: its first shift, up to two more (a split shift), and its break minutes as text. */
export interface TimeEntry {
  from: string;
  to: string;
  break: string;
  /** The day's second and third shifts, in the order added. */
  moreShifts: Shift[];
}

/** The most shifts one day holds. */
export const maxShiftsPerDay = 3;

export const emptyEntry = (): TimeEntry => ({ from: "", to: "", break: "", moreShifts: [] });

/** Every shift of a day, the first one first. */
export const shiftsOf = (entry: TimeEntry): Shift[] => [{ from: entry.from, to: entry.to }, ...entry.moreShifts];

/** The longest break a day can hold: a whole day. */
export const maxBreakMinutes = minutesPerDay;

/** A day's name in the period: `Monday`, or `Week 2 Monday` when the period is longer than a week. */
export const dayName = (period: PayPeriod, index: number): string => {
  const day = weekDays[index % 7]!;
  return period === 1 ? day : `Week ${Math.floor(index / 7) + 1} ${day}`;
};

const dayMs = 86_400_000;

/**
 * The period's dates, Monday of the week that holds `start` first (a date that
 * is not a Monday stands for its week, docs/product.md#printed-reports); null
 * without a real date.
 */
export function periodDates(start: string, weeks: number): Date[] | null {
  const monday = weekOf(start)?.[0];
  if (!monday) return null;
  return Array.from({ length: weeks * 7 }, (_, index) => new Date(monday.getTime() + index * dayMs));
}

/** Minutes rounded to the nearest `step`; exactly halfway rounds up. */
export const roundToStep = (minutes: number, step: number): number => Math.floor(minutes / step + 0.5) * step;

/** A day's total minutes rounded as the sheet says: to the nearest 15 or 30, or not at all (punch rounding happens earlier). */
export function roundMinutes(minutes: number, roundTime: RoundTime): number {
  return roundTime === "15" || roundTime === "30" ? roundToStep(minutes, Number(roundTime)) : minutes;
}

/** A day's shifts on its timeline: each starts on the day and may run past midnight. */
export function shiftSpans(entry: TimeEntry): { start: number; span: number; complete: boolean }[] {
  return shiftsOf(entry).map((shift) => {
    const from = minutesOfDay(shift.from);
    const to = minutesOfDay(shift.to);
    return from === null || to === null
      ? { start: 0, span: 0, complete: false }
      : { start: from, span: spanMinutes(from, to), complete: true };
  });
}

/** One complete shift of a day as worked out: its punches as rounded, in minutes from the day's midnight. */
export interface WorkedShift {
  /** After punch rounding (the same as typed without it); the end may pass 1,440, the next day. */
  roundedStart: number;
  roundedEnd: number;
  /** Minutes taken off this shift by the meal rule. */
  meal: number;
}

/** A day of the timesheet, worked out. */
export interface WorkedDay {
  day: WeekDay;
  /** The day's name in the period (see dayName). */
  name: string;
  entry: TimeEntry;
  /** Minutes from start to end of every complete shift, before the break. */
  spanMinutes: number;
  /** The complete shifts, in the order typed. */
  shifts: WorkedShift[];
  /** Minutes the meal rule took off (0 when it did not apply). */
  mealMinutes: number;
  /** Worked minutes after rounding, the break and the meal rule. */
  minutes: number;
  /** Hours to 2 decimals. */
  hours: number;
  /** A shift ends before it starts, so it ends the next day. */
  overnight: boolean;
  /** No time filled in. */
  blank: boolean;
  /** A shift with only one of its two times: that shift counts as no hours. */
  incomplete: boolean;
}

/** Worked minutes of complete shifts under the rules: each punch rounded, then the break or the meal rule, then the day's total rounded. */
function countMinutes(entry: TimeEntry, rules: DayRules): { minutes: number; shifts: WorkedShift[] } {
  const step = punchStep[rules.roundTime];
  const round = (minutes: number) => (step ? roundToStep(minutes, step) : minutes);
  // The meal rule stands in for a break only where none was typed: 0 typed says no break was taken.
  const meal = entry.break.trim() === "" ? rules.meal : null;
  const shifts: WorkedShift[] = [];
  shiftSpans(entry).forEach((span) => {
    if (!span.complete) return;
    const roundedStart = round(span.start);
    const roundedEnd = round(span.start + span.span);
    const longer = meal && roundedEnd - roundedStart > meal.afterHours * 60;
    shifts.push({
      roundedStart,
      roundedEnd,
      meal: longer ? meal.minutes : 0,
    });
  });
  const worked = shifts.reduce((sum, shift) => sum + shift.roundedEnd - shift.roundedStart - shift.meal, 0);
  const minutes = shifts.length ? roundMinutes(Math.max(0, worked - readNonNegative(entry.break)), rules.roundTime) : 0;
  return { minutes, shifts };
}

/** Hours for one day. A shift with no start or no end counts as 0 hours; a day never has negative hours. */
export function workedDay(name: string, day: WeekDay, entry: TimeEntry, rules: DayRules = noDayRules): WorkedDay {
  const spans = shiftSpans(entry);
  const shifts = shiftsOf(entry);
  const blank = shifts.every((shift) => shift.from === "" && shift.to === "");
  const incomplete = shifts.some((shift, index) => !spans[index]!.complete && (shift.from !== "" || shift.to !== ""));
  const counted = countMinutes(entry, rules);
  const minutes = counted.minutes;
  return {
    day,
    name,
    entry,
    spanMinutes: spans.reduce((sum, shift) => sum + shift.span, 0),
    shifts: counted.shifts,
    mealMinutes: counted.shifts.reduce((sum, shift) => sum + shift.meal, 0),
    minutes,
    hours: Math.round((minutes / 60) * 100) / 100,
    overnight: spans.some((shift, index) => shift.complete && minutesOfDay(shifts[index]!.to)! < shift.start),
    blank,
    incomplete,
  };
}

/** What keeps a day's shifts from counting: two that overlap, or more than a day's worth of them. */
export function shiftProblem(name: string, entry: TimeEntry): string | null {
  const spans = shiftSpans(entry);
  const overlap = firstOverlap(spans);
  if (overlap) {
    return `${name}: shifts ${overlap[0] + 1} and ${overlap[1] + 1} overlap. A shift must end before the next one starts.`;
  }
  if (spans.reduce((sum, shift) => sum + shift.span, 0) > minutesPerDay) {
    return `${name}: the shifts add up to more than 24 hours.`;
  }
  return null;
}

export interface WeekHours {
  days: WorkedDay[];
  totalHours: number;
}

export interface PeriodHours {
  period: PayPeriod;
  weeks: WeekHours[];
  totalHours: number;
}

const sumHours = (hours: readonly number[]) => hours.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** The period's days, week by week: `entries` holds the days in order, Monday of week 1 first. */
export function hoursForPeriod(entries: readonly TimeEntry[], period: PayPeriod, rules: DayRules): PeriodHours {
  const weeks = Array.from({ length: period }, (_, week): WeekHours => {
    const days = weekDays.map((day, index) => {
      const at = week * 7 + index;
      return workedDay(dayName(period, at), day, entries[at] ?? emptyEntry(), rules);
    });
    return { days, totalHours: sumHours(days.map((day) => day.hours)) };
  });
  return { period, weeks, totalHours: sumHours(weeks.map((week) => week.totalHours)) };
}
