import { readNonNegative } from "~/tools/shared/numbers";
import { firstOverlap, minutesOfDay, minutesPerDay, spanMinutes } from "~/tools/shared/time";
import { weekOf } from "~/tools/shared/report-details";
import { weekDays, type WeekDay } from "~/tools/shared/week";

/**
 * The timesheet's hours (docs/product.md#timesheet-generator): each day's
 * shifts, less its break, optionally rounded, for a pay period of one, two or
 * four workweeks. Hours are kept to two decimals, so totals are exact sums of
 * what the visitor sees.
 */

export const roundTimeChoices = ["none", "15", "30"] as const;
export type RoundTime = (typeof roundTimeChoices)[number];

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

/** Minutes rounded to the nearest 15 or 30; exactly halfway rounds up. */
export function roundMinutes(minutes: number, roundTime: RoundTime): number {
  if (roundTime === "none") return minutes;
  const step = Number(roundTime);
  return Math.floor(minutes / step + 0.5) * step;
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

/** A day of the timesheet, worked out. */
export interface WorkedDay {
  day: WeekDay;
  /** The day's name in the period (see dayName). */
  name: string;
  entry: TimeEntry;
  /** Minutes from start to end of every complete shift, before the break. */
  spanMinutes: number;
  /** Worked minutes after the break and rounding. */
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

/** Hours for one day. A shift with no start or no end counts as 0 hours; a day never has negative hours. */
export function workedDay(name: string, day: WeekDay, entry: TimeEntry, roundTime: RoundTime): WorkedDay {
  const spans = shiftSpans(entry);
  const shifts = shiftsOf(entry);
  const blank = shifts.every((shift) => shift.from === "" && shift.to === "");
  const incomplete = shifts.some((shift, index) => !spans[index]!.complete && (shift.from !== "" || shift.to !== ""));
  const span = spans.reduce((sum, shift) => sum + shift.span, 0);
  const counted = spans.some((shift) => shift.complete);
  const minutes = counted ? roundMinutes(Math.max(0, span - readNonNegative(entry.break)), roundTime) : 0;
  return {
    day,
    name,
    entry,
    spanMinutes: span,
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
export function hoursForPeriod(entries: readonly TimeEntry[], period: PayPeriod, roundTime: RoundTime): PeriodHours {
  const weeks = Array.from({ length: period }, (_, week): WeekHours => {
    const days = weekDays.map((day, index) => {
      const at = week * 7 + index;
      return workedDay(dayName(period, at), day, entries[at] ?? emptyEntry(), roundTime);
    });
    return { days, totalHours: sumHours(days.map((day) => day.hours)) };
  });
  return { period, weeks, totalHours: sumHours(weeks.map((week) => week.totalHours)) };
}
