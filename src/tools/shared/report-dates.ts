/**
 * A report's days (docs/product.md#printed-reports): a `YYYY-MM-DD` date read
 * as a real calendar day, written in one style, and the week it falls in.
 * Worked out in UTC, so clock changes and time zones never shift a day. Apart
 * from the rest of the report's details, as a tool's rows need only these.
 */

const dayMs = 86_400_000;
const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A real calendar date written `YYYY-MM-DD`, as midnight UTC in milliseconds;
 * else null. Dates are worked out in UTC, where every day is 24 hours long.
 */
export function utcDay(text: string): number | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 31 April over into 1 May (and years below 100 into the 1900s): only a date that reads back the same is real.
  return new Date(time).toISOString().startsWith(text) ? time : null;
}

/**
 * `Mon, Nov 16, 2026`; with `short`, `Nov 16`: the US style the blog's dates use
 * (`Nov 16, 2026`), for a US audience. The same in every browser, unlike the locale formats.
 */
export function formatDay(date: Date, short = false): string {
  const monthDay = `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return short ? monthDay : `${weekdayNames[date.getUTCDay()]}, ${monthDay}, ${date.getUTCFullYear()}`;
}

/**
 * The seven days, Monday first, of the week that holds `start`; null without a
 * real date. The rows of a week run Monday to Sunday, so a date that is not a
 * Monday stands for its week.
 */
export function weekOf(start: string): Date[] | null {
  const time = utcDay(start);
  if (time === null) return null;
  const monday = time - ((new Date(time).getUTCDay() + 6) % 7) * dayMs;
  return Array.from({ length: 7 }, (_, index) => new Date(monday + index * dayMs));
}
