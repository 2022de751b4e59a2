/**
 * Money as US dollars with two decimals and thousands grouped: `$1,234.50`, `-$12.00`. Written
 * out rather than with Intl.NumberFormat: building that formatter loads locale data, and on a
 * slow phone it made a first Calculate wait about 120 ms (docs/decisions/islands.md, presses).
 * The same text as en-US currency formatting (format.test.ts), but an amount that rounds to
 * nothing is `$0.00`, never `-$0.00`.
 */
export function formatMoney(amount: number): string {
  const size = Number.isFinite(amount) ? Math.abs(amount) : 0;
  // Cents from the amount as JavaScript writes it in decimals, as Intl rounds: 1.005 is 101
  // cents, where its binary value (1.00499…) would give 100. An amount written with an
  // exponent (under a millionth) reads as NaN here and rounds from its value.
  const shifted = Number(`${size}e2`);
  const cents = Math.round(Number.isNaN(shifted) ? size * 100 : shifted);
  const whole = Math.floor(cents / 100).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const negative = amount < 0 && cents !== 0;
  return `${negative ? "-" : ""}$${grouped}.${String(cents % 100).padStart(2, "0")}`;
}

/** Hours with two decimals: `7.50`. */
export function formatDecimalHours(hours: number): string {
  return (Number.isFinite(hours) ? hours : 0).toFixed(2);
}

/** Whole minutes as h:mm: 450 minutes is `7:30`. */
export function formatHoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(totalMinutes) ? totalMinutes : 0));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Decimal hours as h:mm, to the nearest minute: 8.5 hours is `8:30`, 7.33 is `7:20`. */
export const clockHours = (hours: number): string => formatHoursMinutes((Number.isFinite(hours) ? hours : 0) * 60);
