/** Clock times as the tools' time fields give them: `HH:MM`, 24-hour (docs/product.md#tools). */

export const minutesPerDay = 24 * 60;

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a value is an `HH:MM` time, as a time field, an address or saved values give it. */
export const isClockTime = (value: unknown): value is string => typeof value === "string" && clockTime.test(value);

/** Minutes after midnight of an `HH:MM` time value, or null when it is empty or malformed. */
export function minutesOfDay(time: string): number | null {
  const match = clockTime.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes from a start to an end; an end before the start is the next day's, so a span is never negative. */
export function spanMinutes(start: number, end: number): number {
  return end < start ? end + minutesPerDay - start : end - start;
}

/** One stretch of work on a day's timeline: from its start, `span` minutes long (it may run past midnight). */
export interface Stretch {
  start: number;
  span: number;
}

/**
 * The positions (in the order given) of the first two stretches that share a
 * minute, or null when none do. Stretches that only touch (one ends as the
 * next starts) do not overlap.
 */
export function firstOverlap(stretches: readonly Stretch[]): [number, number] | null {
  const order = stretches
    .map((stretch, index) => ({ ...stretch, index }))
    .filter((stretch) => stretch.span > 0)
    .sort((a, b) => a.start - b.start || a.index - b.index);
  for (let at = 1; at < order.length; at++) {
    const before = order[at - 1]!;
    const after = order[at]!;
    if (after.start < before.start + before.span) {
      return before.index < after.index ? [before.index, after.index] : [after.index, before.index];
    }
  }
  return null;
}
