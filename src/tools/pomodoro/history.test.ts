import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dayKey,
  dayNumber,
  maxHistoryDays,
  parseDayKey,
  parseStoredHistory,
  recordPomodoro,
  type DayTotal,
} from "./history";
import { summarizeHistory } from "./history-summary";

const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s);
const india = 330;
const newYork = -300;
const tokyo = 540;

/** History with one pomodoro of `minutes` on each given day, plus nothing else. */
const days = (...entries: Array<[string, number, number?]>): DayTotal[] =>
  entries.map(([day, pomodoros, minutes]) => ({ day, pomodoros, minutes: minutes ?? pomodoros * 20 }));

describe("day keys", () => {
  it("reads the local calendar day of a moment for a given offset", () => {
    // 20:00 UTC on 25 November is already 01:30 on the 26th in India.
    const at = utc(2026, 11, 25, 20);
    expect(dayKey(dayNumber(at, 0))).toBe("2026-11-25");
    expect(dayKey(dayNumber(at, india))).toBe("2026-11-26");
    expect(dayKey(dayNumber(at, newYork))).toBe("2026-11-25");
  });

  it.each([
    ["2026-11-25", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-5", false],
    ["yesterday", false],
  ])("%s is a real date: %s", (key, real) => {
    const day = parseDayKey(key);
    expect(day !== null).toBe(real);
    if (day !== null) expect(dayKey(day)).toBe(key);
  });
});

describe("recordPomodoro", () => {
  it("counts a pomodoro and its minutes on the local day it ended", () => {
    const endedAt = utc(2026, 11, 25, 4, 50); // 10:20 in India
    expect(recordPomodoro([], { endedAt, minutes: 20, offsetMinutes: india })).toEqual(days(["2026-11-25", 1]));
  });

  it("splits the minutes at midnight and counts the pomodoro on the day it ended", () => {
    // 23:50 to 00:10 in New York.
    const endedAt = utc(2026, 11, 26, 5, 10);
    expect(recordPomodoro([], { endedAt, minutes: 20, offsetMinutes: newYork })).toEqual([
      { day: "2026-11-25", pomodoros: 0, minutes: 10 },
      { day: "2026-11-26", pomodoros: 1, minutes: 10 },
    ]);
  });

  it("gives every minute of a round that ends on the stroke of midnight to the day before", () => {
    const endedAt = utc(2026, 11, 26, 0, 0);
    expect(recordPomodoro([], { endedAt, minutes: 25, offsetMinutes: 0 })).toEqual([
      { day: "2026-11-25", pomodoros: 0, minutes: 25 },
      { day: "2026-11-26", pomodoros: 1, minutes: 0 },
    ]);
  });

  it("adds to the day already there and keeps the days in order", () => {
    const history = days(["2026-11-20", 2], ["2026-11-25", 1]);
    const next = recordPomodoro(history, { endedAt: utc(2026, 11, 22, 12), minutes: 30, offsetMinutes: 0 });
    expect(next).toEqual([...days(["2026-11-20", 2]), { day: "2026-11-22", pomodoros: 1, minutes: 30 }, history[1]]);
    expect(recordPomodoro(next, { endedAt: utc(2026, 11, 25, 15), minutes: 20, offsetMinutes: 0 }).at(-1)).toEqual({
      day: "2026-11-25",
      pomodoros: 2,
      minutes: 40,
    });
    expect(history).toEqual(days(["2026-11-20", 2], ["2026-11-25", 1]));
  });

  it("keeps a pomodoro on the day it was done when the clock changes for winter", () => {
    // 1 November 2026 in New York: 01:30 daylight time, then 01:30 standard time an hour later.
    let history = recordPomodoro([], { endedAt: utc(2026, 11, 1, 5, 30), minutes: 20, offsetMinutes: -240 });
    history = recordPomodoro(history, { endedAt: utc(2026, 11, 1, 6, 30), minutes: 20, offsetMinutes: -300 });
    expect(history).toEqual(days(["2026-11-01", 2]));
  });

  it("keeps only the most recent days", () => {
    const start = utc(2020, 1, 1, 12);
    let history: DayTotal[] = [];
    for (let i = 0; i < maxHistoryDays + 5; i++) {
      history = recordPomodoro(history, { endedAt: start + i * 86_400_000, minutes: 20, offsetMinutes: 0 });
    }
    expect(history).toHaveLength(maxHistoryDays);
    expect(history[0]!.day).toBe(dayKey(dayNumber(start, 0) + 5));
  });

  it("never loses or invents a pomodoro or a minute", () => {
    const completed = fc.record({
      endedAt: fc.integer({ min: utc(2025, 1, 1), max: utc(2027, 1, 1) }),
      minutes: fc.integer({ min: 1, max: 60 }),
      offsetMinutes: fc.integer({ min: -720, max: 840 }),
    });
    fc.assert(
      fc.property(fc.array(completed, { maxLength: 40 }), (rounds) => {
        const history = rounds.reduce<DayTotal[]>((sum, round) => recordPomodoro(sum, round), []);
        expect(history.reduce((sum, day) => sum + day.pomodoros, 0)).toBe(rounds.length);
        expect(history.reduce((sum, day) => sum + day.minutes, 0)).toBe(
          rounds.reduce((sum, round) => sum + round.minutes, 0),
        );
        const keys = history.map((day) => day.day);
        expect(keys).toEqual([...new Set(keys)].sort());
        expect(parseStoredHistory(JSON.parse(JSON.stringify(history)))).toEqual({ value: history, problem: false });
      }),
    );
  });
});

describe("summarizeHistory", () => {
  // Wednesday 25 November 2026, 15:00 in London (UTC+0 in winter).
  const wednesday = utc(2026, 11, 25, 15);

  it("totals today, the week from Monday, and the last seven days", () => {
    const history = days(
      ["2026-11-18", 9],
      ["2026-11-22", 1, 25], // last Sunday: not this week
      ["2026-11-23", 3, 60],
      ["2026-11-24", 2, 50],
      ["2026-11-25", 4, 80],
    );
    const summary = summarizeHistory(history, wednesday, 0);
    expect(summary.today).toEqual({ pomodoros: 4, minutes: 80 });
    expect(summary.week).toEqual({ pomodoros: 9, minutes: 190 });
    expect(summary.lastSevenDays).toEqual([
      { day: "2026-11-19", weekday: "Thu", pomodoros: 0, minutes: 0 },
      { day: "2026-11-20", weekday: "Fri", pomodoros: 0, minutes: 0 },
      { day: "2026-11-21", weekday: "Sat", pomodoros: 0, minutes: 0 },
      { day: "2026-11-22", weekday: "Sun", pomodoros: 1, minutes: 25 },
      { day: "2026-11-23", weekday: "Mon", pomodoros: 3, minutes: 60 },
      { day: "2026-11-24", weekday: "Tue", pomodoros: 2, minutes: 50 },
      { day: "2026-11-25", weekday: "Wed", pomodoros: 4, minutes: 80 },
    ]);
    expect(summary.streak).toBe(4);
  });

  it("starts the week on Monday, so on a Monday the week is today", () => {
    const monday = utc(2026, 11, 23, 9);
    const summary = summarizeHistory(days(["2026-11-22", 5], ["2026-11-23", 1]), monday, 0);
    expect(summary.week).toEqual({ pomodoros: 1, minutes: 20 });
  });

  it("turns the day at the visitor's midnight, not UTC's", () => {
    const history = days(["2026-11-25", 2]);
    // 23:30 UTC on the 25th is 05:00 on the 26th in India: the 25th is yesterday there.
    const late = utc(2026, 11, 25, 23, 30);
    expect(summarizeHistory(history, late, 0).today.pomodoros).toBe(2);
    expect(summarizeHistory(history, late, india).today.pomodoros).toBe(0);
    expect(summarizeHistory(history, late, india).lastSevenDays[5]).toMatchObject({ day: "2026-11-25", pomodoros: 2 });
  });

  it("keeps yesterday's rounds on yesterday after flying east", () => {
    // Monday 23 November, 23:30 in London; then Tuesday 08:30 in Tokyo, nine hours on.
    const history = recordPomodoro([], { endedAt: utc(2026, 11, 23, 23, 30), minutes: 20, offsetMinutes: 0 });
    const summary = summarizeHistory(history, utc(2026, 11, 23, 23, 30), tokyo);
    expect(summary.today.pomodoros).toBe(0);
    expect(summary.lastSevenDays.at(-2)).toMatchObject({ day: "2026-11-23", weekday: "Mon", pomodoros: 1 });
    expect(summary.streak).toBe(1);
  });

  it("keeps a streak whole after flying west into the day before", () => {
    // Rounds on Sunday and, just after midnight, Monday in Tokyo; then Sunday afternoon in London.
    let history = recordPomodoro([], { endedAt: utc(2026, 11, 22, 3), minutes: 20, offsetMinutes: tokyo });
    history = recordPomodoro(history, { endedAt: utc(2026, 11, 22, 15, 30), minutes: 20, offsetMinutes: tokyo });
    expect(history.map((day) => day.day)).toEqual(["2026-11-22", "2026-11-23"]);
    const london = summarizeHistory(history, utc(2026, 11, 22, 16), 0);
    expect(london.today.pomodoros).toBe(1);
    expect(london.streak).toBe(2);
  });

  it.each<[string, DayTotal[], number]>([
    ["nothing recorded", [], 0],
    ["today only", days(["2026-11-25", 1]), 1],
    ["a run up to yesterday, none yet today", days(["2026-11-23", 1], ["2026-11-24", 2]), 2],
    ["a run that ended two days ago", days(["2026-11-22", 1], ["2026-11-23", 1]), 0],
    ["a gap in the run", days(["2026-11-21", 1], ["2026-11-23", 1], ["2026-11-24", 1], ["2026-11-25", 1]), 3],
    ["a day with minutes but no finished pomodoro", [...days(["2026-11-23", 1]), ...days(["2026-11-24", 0, 10])], 0],
  ])("streak with %s", (_, history, expected) => {
    expect(summarizeHistory(history, wednesday, 0).streak).toBe(expected);
  });
});

describe("parseStoredHistory", () => {
  it("reads nothing stored as an empty history, without a problem", () => {
    expect(parseStoredHistory(undefined)).toEqual({ value: [], problem: false });
  });

  it.each([null, {}, "history", 3])("sets aside %j, which is not a list", (raw) => {
    expect(parseStoredHistory(raw)).toEqual({ value: [], problem: true });
  });

  it("keeps good days in order and reports the ones it dropped", () => {
    const good = days(["2026-11-24", 2], ["2026-11-25", 1]);
    expect(
      parseStoredHistory([
        good[1],
        { day: "2026-02-30", pomodoros: 1, minutes: 20 },
        { day: "2026-11-20", pomodoros: -1, minutes: 20 },
        { day: "2026-11-21", pomodoros: 1.5, minutes: 20 },
        { day: "2026-11-22", pomodoros: 1 },
        null,
        good[0],
        { ...good[0], pomodoros: 7 },
      ]),
    ).toEqual({ value: good, problem: true });
  });

  it("never throws and returns only well-formed days, whatever was stored", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { value } = parseStoredHistory(raw);
        for (const day of value) expect(parseDayKey(day.day)).not.toBeNull();
      }),
    );
  });
});
