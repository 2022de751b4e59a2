/**
 * What the history panel shows of the stored days: today, this week, the last seven days and
 * the streak. Apart from history.ts, which records a finished pomodoro, because only the panel
 * needs it, and the panel loads after the timer (panels.tsx).
 */
import { dayKey, dayNumber, parseDayKey, type DayTotal } from "./history";

export interface HistorySummary {
  today: { pomodoros: number; minutes: number };
  /** Monday to today. */
  week: { pomodoros: number; minutes: number };
  /** The seven days ending today, oldest first. */
  lastSevenDays: Array<DayTotal & { weekday: string }>;
  /** Days in a row with at least one pomodoro, up to today (or yesterday, while today has none yet). */
  streak: number;
}

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function summarizeHistory(history: readonly DayTotal[], now: number, offsetMinutes: number): HistorySummary {
  const today = dayNumber(now, offsetMinutes);
  const byDay = new Map<number, DayTotal>();
  for (const total of history) {
    const day = parseDayKey(total.day);
    if (day !== null) byDay.set(day, total);
  }
  const sum = (from: number) => {
    let pomodoros = 0;
    let minutes = 0;
    for (let day = from; day <= today; day++) {
      pomodoros += byDay.get(day)?.pomodoros ?? 0;
      minutes += byDay.get(day)?.minutes ?? 0;
    }
    return { pomodoros, minutes };
  };
  // 1970-01-01 was a Thursday; (day + 3) % 7 counts days since Monday.
  const monday = today - ((today + 3) % 7);
  const lastSevenDays = Array.from({ length: 7 }, (_, index) => {
    const day = today - 6 + index;
    const total = byDay.get(day);
    return {
      day: dayKey(day),
      weekday: weekdays[(day + 4) % 7]!,
      pomodoros: total?.pomodoros ?? 0,
      minutes: total?.minutes ?? 0,
    };
  });
  return { today: sum(today), week: sum(monday), lastSevenDays, streak: streak(byDay, today) };
}

/**
 * Counts back over days with a pomodoro. A day recorded after today (the visitor
 * flew west after midnight) still belongs to the run, so travel never breaks it.
 */
function streak(byDay: ReadonlyMap<number, DayTotal>, today: number): number {
  const active = (day: number) => (byDay.get(day)?.pomodoros ?? 0) > 0;
  let day = today + 1;
  while (active(day)) day++;
  day--;
  // Today is not over: a run that reached yesterday is still alive.
  if (day === today && !active(today)) day--;
  let count = 0;
  while (active(day)) {
    count++;
    day--;
  }
  return count;
}
