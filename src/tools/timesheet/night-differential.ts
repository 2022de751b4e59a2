import { clockOf } from "./clock";
import type { WorkedDay } from "./hours";
import { differentialRates } from "./pay";
import type { Differential, PaySettings } from "./pay-settings";
import { formatMoney } from "~/tools/shared/format";
import { minutesPerDay, spanMinutes } from "~/tools/shared/time";

/**
 * Night (shift) differentials (docs/product.md#timesheet-generator): the hours
 * of each day inside each differential's window. A window repeats every day
 * and may run past midnight (22:00 to 06:00); a shift may too, so a shift is
 * met by the window that started the day before, its own day's and the next
 * day's. Shifts are taken as rounded, and a day's differential hours never
 * pass its worked hours: a break is not placed in time, so it is taken from
 * them last.
 */

/** Minutes two stretches share. */
const shared = (start: number, end: number, from: number, to: number) =>
  Math.max(0, Math.min(end, to) - Math.max(start, from));

/** Minutes of a stretch of a day's timeline (it may run into the next day) inside a daily window. */
export function minutesInWindow(start: number, end: number, window: Pick<Differential, "start" | "end">): number {
  const length = spanMinutes(window.start, window.end);
  let minutes = 0;
  for (const day of [-1, 0, 1, 2]) {
    const from = window.start + day * minutesPerDay;
    minutes += shared(start, end, from, from + length);
  }
  return minutes;
}

/** A day's hours (to two decimals) inside each window, in the windows' order, together no more than the day's hours. */
export function nightHoursOf(day: WorkedDay, windows: readonly Differential[]): number[] {
  let room = day.minutes;
  return windows.map((window) => {
    const inside = day.shifts.reduce(
      (sum, shift) => sum + minutesInWindow(shift.roundedStart, shift.roundedEnd, window),
      0,
    );
    const minutes = Math.min(inside, room);
    room -= minutes;
    return Math.round((minutes / 60) * 100) / 100;
  });
}

/** The first two windows that share a minute, by their numbers from 1; null when none do. */
export function overlappingWindows(windows: readonly Pick<Differential, "start" | "end">[]): [number, number] | null {
  for (let first = 0; first < windows.length; first++) {
    for (let second = first + 1; second < windows.length; second++) {
      const other = windows[second]!;
      if (minutesInWindow(other.start, other.start + spanMinutes(other.start, other.end), windows[first]!) > 0) {
        return [first + 1, second + 1];
      }
    }
  }
  return null;
}

/** A differential in words: `$2.00 an hour from 22:00 to 06:00` or `10% of the base rate ($3.50) from 22:00 to 06:00`. */
export function describeDifferentials(settings: PaySettings): string[] {
  const rates = differentialRates(settings);
  return settings.differentials.map((each, at) => {
    const extra =
      each.per === "percent"
        ? `${Math.round(each.amount * 100) / 100}% of the base rate (${formatMoney(rates[at]!)} an hour)`
        : `${formatMoney(each.amount)} an hour`;
    return `Differential: ${extra} extra from ${clockOf(each.start)} to ${clockOf(each.end)}.`;
  });
}
