/**
 * Reading numbers typed into the tools' fields, and the guards their arithmetic
 * shares: no tool works with negative or unreadable hours, rates or minutes
 * (docs/product.md#tools).
 */

/** A number typed into a field, or null when the text is empty or not a number. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== "" && Number.isFinite(value) ? value : null;
}

/** A number typed into a field; empty, unreadable or negative text counts as 0. */
export function readNonNegative(text: string): number {
  return atLeast(numberOrNull(text) ?? 0, 0);
}

/** The value, or `min` when it is below `min` or not a finite number. */
export function atLeast(value: number, min: number): number {
  return Number.isFinite(value) && value > min ? value : min;
}

/** Hours as whole hundredths of an hour (7.5 is 750); negative or unreadable hours are none. */
export const hundredthsOf = (hours: number): number => Math.round(atLeast(hours, 0) * 100);
