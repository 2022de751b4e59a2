// Made at first use: building a formatter loads locale data, too slow for a module's first run.
let usd: Intl.NumberFormat | undefined;

/** Money as US dollars with two decimals: `$325.00`. */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
  return usd.format(Number.isFinite(amount) ? amount : 0);
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
