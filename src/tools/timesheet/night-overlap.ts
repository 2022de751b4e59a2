/**
 * Shifts that run past midnight into the next day's shifts: Monday 22:00 to 10:00 beside Tuesday
 * from 08:00 would count Tuesday's 08:00 to 10:00 twice. A day's own shifts are checked with its
 * hours (hours.ts: shiftProblem); this looks across days, so it needs the period, and it is read
 * with the rest of the sheet at Calculate (payment.ts: readSheet), loaded with the results.
 */
import type { FormProblem } from "~/tools/shared/form-problem";
import { minutesPerDay } from "~/tools/shared/time";
import { dayName, shiftSpans, shiftsOf, type TimeEntry } from "./hours";
import { periodEntries, type TimesheetForm } from "./timesheet";

/** Why the night shift of `entry` cannot stand beside `next`, or null when the two days do not meet. */
export function nightOverlap(name: string, entry: TimeEntry, nextName: string, next: TimeEntry): string | null {
  // How far into the next day the latest night shift runs, in minutes.
  const carried = Math.max(
    0,
    ...shiftSpans(entry).map((span) => (span.complete ? span.start + span.span - minutesPerDay : 0)),
  );
  const met = shiftSpans(next).findIndex((span) => span.complete && span.start < carried);
  if (met < 0) return null;
  return `${name}: a shift runs past midnight into ${nextName}'s shift from ${shiftsOf(next)[met]!.from}. A shift must end before the next one starts.`;
}

/** Every day of the period whose night shift runs into the next day's, on the day it starts. */
export function nightOverlaps(form: TimesheetForm): FormProblem[] {
  const entries = periodEntries(form);
  return entries.flatMap((entry, index) => {
    const next = entries[index + 1];
    const message = next && nightOverlap(dayName(form.period, index), entry, dayName(form.period, index + 1), next);
    return message ? [{ field: `${index}-shifts`, message }] : [];
  });
}
