/**
 * Pomodoro history: completed pomodoros and focused minutes per calendar day,
 * kept in this browser. Pure arithmetic: every function takes the moment
 * (epoch ms) and the UTC offset in force then (minutes east of UTC), so a test
 * can put a pomodoro either side of midnight or fly the visitor across time
 * zones. The rules are in docs/product.md (Pomodoro timer).
 */
import { isWhole } from "./saved-data";

export const historyStorageKey = "tallyday.pomodoro.history";

/** One calendar day's totals; `day` is the local date, e.g. "2026-11-25". */
export interface DayTotal {
  day: string;
  pomodoros: number;
  minutes: number;
}

export interface CompletedPomodoro {
  /** When it reached zero (epoch ms). */
  endedAt: number;
  /** Its length in whole minutes. */
  minutes: number;
  /** The UTC offset at `endedAt`, in minutes east of UTC (UTC+5:30 is 330). */
  offsetMinutes: number;
}

/** Days kept: enough for any streak worth showing, small enough to store (about 50 KB at most). */
export const maxHistoryDays = 1000;

const dayMs = 86_400_000;

/** Oldest first, the newest `maxHistoryDays` only. */
const newestKept = (days: Iterable<DayTotal>) =>
  [...days].sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-maxHistoryDays);

/** Days since 1970-01-01 on the local calendar of the given offset. */
export function dayNumber(at: number, offsetMinutes: number): number {
  return Math.floor((at + offsetMinutes * 60_000) / dayMs);
}

export function dayKey(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The day number of "YYYY-MM-DD", or null for anything that is not a real date. */
export function parseDayKey(key: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const day = Date.parse(`${key}T00:00:00Z`) / dayMs;
  return Number.isInteger(day) && dayKey(day) === key ? day : null;
}

/**
 * The history with one more pomodoro. It counts on the local day it ended; its
 * minutes, counted back from the end, are split at midnight, so a pomodoro from
 * 23:50 to 00:10 gives ten minutes to each day.
 */
export function recordPomodoro(history: readonly DayTotal[], done: CompletedPomodoro): DayTotal[] {
  const endDay = dayNumber(done.endedAt, done.offsetMinutes);
  const minutesIntoDay = Math.floor((done.endedAt + done.offsetMinutes * 60_000 - endDay * dayMs) / 60_000);
  const onEndDay = Math.min(done.minutes, minutesIntoDay);
  const byDay = new Map(history.map((total) => [total.day, { ...total }]));
  const add = (day: number, pomodoros: number, minutes: number) => {
    const key = dayKey(day);
    const total = byDay.get(key) ?? { day: key, pomodoros: 0, minutes: 0 };
    byDay.set(key, { day: key, pomodoros: total.pomodoros + pomodoros, minutes: total.minutes + minutes });
  };
  add(endDay, 1, onEndDay);
  if (done.minutes > onEndDay) add(endDay - 1, 0, done.minutes - onEndDay);
  return newestKept(byDay.values());
}

/**
 * Stored history, checked where it enters. `problem` says something had to be
 * dropped (not a list, a malformed day, a repeated day), so the screen can say so.
 */
export function parseStoredHistory(raw: unknown): { value: DayTotal[]; problem: boolean } {
  if (raw === undefined) return { value: [], problem: false };
  if (!Array.isArray(raw)) return { value: [], problem: true };
  const byDay = new Map<string, DayTotal>();
  let problem = false;
  for (const item of raw) {
    const entry = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    const { day, pomodoros, minutes } = entry;
    if (
      typeof day !== "string" ||
      parseDayKey(day) === null ||
      byDay.has(day) ||
      !isWhole(pomodoros, 0, 10_000) ||
      !isWhole(minutes, 0, 10_000)
    ) {
      problem = true;
      continue;
    }
    byDay.set(day, { day, pomodoros, minutes });
  }
  return { value: newestKept(byDay.values()), problem };
}
