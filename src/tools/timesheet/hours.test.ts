import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dayName,
  emptyEntry,
  hoursForPeriod,
  periodDates,
  roundTimeChoices,
  shiftProblem,
  workedDay,
  type Shift,
  type TimeEntry,
} from "./hours";

const day = (from: string, to: string, pause = "", ...moreShifts: Shift[]): TimeEntry => ({
  from,
  to,
  break: pause,
  moreShifts,
});
const shift = (from: string, to: string): Shift => ({ from, to });

describe("split shifts", () => {
  it.each([
    // [title, entry, hours, overnight]
    ["one shift, as before", day("09:00", "17:00", "30"), 7.5, false],
    ["a lunch taken as a gap", day("09:00", "12:30", "", shift("13:30", "17:30")), 7.5, false],
    [
      "three shifts and a break",
      day("06:00", "09:00", "15", shift("11:00", "14:00"), shift("17:00", "20:00")),
      8.75,
      false,
    ],
    ["an evening shift that crosses midnight", day("07:00", "11:00", "", shift("20:00", "02:00")), 10, true],
    ["a second shift with one time counts as nothing", day("09:00", "13:00", "", shift("14:00", "")), 4, false],
    ["only the second shift filled in", day("", "", "", shift("14:00", "18:00")), 4, false],
  ] as const)("%s", (_title, entry, hours, overnight) => {
    expect(workedDay("Monday", "Monday", entry, { roundTime: "none", meal: null })).toMatchObject({ hours, overnight });
  });

  it("marks a day with a half-typed shift as incomplete, and an empty added shift as blank", () => {
    expect(
      workedDay("Monday", "Monday", day("09:00", "13:00", "", shift("14:00", "")), { roundTime: "none", meal: null })
        .incomplete,
    ).toBe(true);
    expect(
      workedDay("Monday", "Monday", day("", "", "", shift("", "")), { roundTime: "none", meal: null }),
    ).toMatchObject({
      blank: true,
      incomplete: false,
      hours: 0,
    });
  });

  it("rounds the day's total once, after the break", () => {
    // 3:07 + 4:01 = 7:08, rounded to the nearest 15 minutes: 7:15.
    expect(
      workedDay("Monday", "Monday", day("09:00", "12:07", "", shift("13:00", "17:01")), { roundTime: "15", meal: null })
        .hours,
    ).toBe(7.25);
  });

  it.each([
    ["apart", day("09:00", "12:00", "", shift("13:00", "17:00")), null],
    ["end to end", day("09:00", "12:00", "", shift("12:00", "17:00")), null],
    [
      "overlapping",
      day("09:00", "13:00", "", shift("12:00", "17:00")),
      "Week 2 Monday: shifts 1 and 2 overlap. A shift must end before the next one starts.",
    ],
    [
      "a night shift running into a late one",
      day("07:00", "08:00", "", shift("22:00", "06:00"), shift("23:00", "23:30")),
      "Week 2 Monday: shifts 2 and 3 overlap. A shift must end before the next one starts.",
    ],
    [
      "more than 24 hours",
      day("00:00", "12:00", "", shift("12:00", "23:00"), shift("23:00", "10:00")),
      "Week 2 Monday: the shifts add up to more than 24 hours.",
    ],
  ] as const)("shifts %s", (_title, entry, problem) => {
    expect(shiftProblem("Week 2 Monday", entry)).toBe(problem);
  });
});

describe("pay periods", () => {
  it.each([
    [1, 0, "Monday"],
    [1, 6, "Sunday"],
    [2, 0, "Week 1 Monday"],
    [2, 8, "Week 2 Tuesday"],
    [4, 27, "Week 4 Sunday"],
  ] as const)("a %s-week period names day %s %j", (period, index, name) => {
    expect(dayName(period, index)).toBe(name);
  });

  it("splits the days into workweeks, with a subtotal for each and the period's total", () => {
    const entries = Array.from({ length: 14 }, emptyEntry);
    entries[0] = day("09:00", "17:00");
    entries[8] = day("22:00", "06:00", "30");
    const hours = hoursForPeriod(entries, 2, { roundTime: "none", meal: null });
    expect(hours.weeks.map((week) => week.totalHours)).toEqual([8, 7.5]);
    expect(hours.totalHours).toBe(15.5);
    expect(hours.weeks[1]!.days[1]).toMatchObject({ day: "Tuesday", name: "Week 2 Tuesday", hours: 7.5 });
  });

  it("dates the period from the Monday of the week that holds the start date, across a new year", () => {
    const dates = periodDates("2026-12-30", 2)!.map((date) => date.toISOString().slice(0, 10));
    expect(dates).toHaveLength(14);
    expect([dates[0], dates[4], dates[7], dates[13]]).toEqual(["2026-12-28", "2027-01-01", "2027-01-04", "2027-01-10"]);
    expect(periodDates("", 2)).toBeNull();
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

describe("properties", () => {
  it("a day's shifts give the same total in any order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: time, to: time }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom(...roundTimeChoices),
        (shifts, pause, rounding) => {
          const total = (order: Shift[]) => {
            const [first, ...rest] = order;
            return workedDay(
              "Monday",
              "Monday",
              { ...first!, break: String(pause), moreShifts: rest },
              {
                roundTime: rounding,
                meal: { minutes: 30, afterHours: 5 },
              },
            ).hours;
          };
          expect(total([...shifts].reverse())).toBe(total(shifts));
          expect(total([...shifts.slice(1), shifts[0]!])).toBe(total(shifts));
        },
      ),
    );
  });
});
