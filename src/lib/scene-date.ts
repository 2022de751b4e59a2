/**
 * The date the audience scenes show: the month and year of the build, read
 * once, so every picture on every page shares one "today" and none goes stale
 * while the site is rebuilt (docs/decisions/images.md#scenes-of-the-audience-pages-dated-at-build).
 */

import { monthName } from "./month";

/** The build's moment: `SOURCE_DATE_EPOCH` (seconds) for a reproducible build, else now. */
export function buildMoment(env: Record<string, string | undefined> = process.env, now = new Date()): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now;
}

export const buildDate: Date = buildMoment();

/**
 * A scene's dated words with the date filled in, in UTC: `{month}` (November),
 * `{monthShort}` (Nov), `{year}` (2026) and `{quarter}` (Q4).
 */
export function datedWords(template: string, date: Date): string {
  const month = monthName(date);
  const values: Record<string, string> = {
    month,
    monthShort: month.slice(0, 3),
    year: String(date.getUTCFullYear()),
    quarter: `Q${Math.floor(date.getUTCMonth() / 3) + 1}`,
  };
  return template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}
