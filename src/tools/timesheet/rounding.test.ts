/**
 * Rounding at the punch and the automatic meal break
 * (docs/product.md#timesheet-generator): tables of the cases the regulation
 * and the issue name, and properties that hold for any times.
 */
import { clockOf } from "./clock";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minutesOfDay } from "~/tools/shared/time";
import {
  hoursForPeriod,
  punchStep,
  roundToStep,
  workedDay,
  type DayRules,
  type MealRule,
  type RoundTime,
  type Shift,
  type TimeEntry,
} from "./hours";
import { periodRoundingMinutes, roundingMinutesOf } from "./timesheet-report";

const day = (from: string, to: string, pause = "", ...moreShifts: Shift[]): TimeEntry => ({
  from,
  to,
  break: pause,
  moreShifts,
});
const rules = (roundTime: RoundTime, meal: MealRule | null = null): DayRules => ({ roundTime, meal });
const worked = (entry: TimeEntry, dayRules: DayRules) => workedDay("Monday", "Monday", entry, dayRules);
/** A punch rounded under a rule, as a clock time. */
const punch = (time: string, roundTime: RoundTime) => clockOf(roundToStep(minutesOfDay(time)!, punchStep[roundTime]!));

describe("rounding each punch (29 CFR 785.48(b))", () => {
  it.each([
    // [punch, rule, rounded]
    ["08:07", "7min", "08:00"],
    ["08:08", "7min", "08:15"],
    ["16:52", "7min", "16:45"],
    ["16:53", "7min", "17:00"],
    ["08:04", "punch6", "08:06"],
    ["08:02", "punch6", "08:00"],
    // Halfway between tenths rounds up.
    ["08:03", "punch6", "08:06"],
    ["08:02", "punch5", "08:00"],
    ["08:03", "punch5", "08:05"],
    ["08:07", "punch15", "08:00"],
    ["08:08", "punch15", "08:15"],
    ["23:58", "punch5", "00:00"],
  ] as const)("%s under %s is %s", (time, roundTime, rounded) => {
    expect(punch(time, roundTime)).toBe(rounded);
  });

  it("rounds both punches before the break, and says what rounding changed", () => {
    // 08:07 to 16:38 is 8:31; by the 7-minute rule 08:00 to 16:45, 8:45; less 30 minutes, 8:15.
    const monday = worked(day("08:07", "16:38", "30"), rules("7min"));
    expect(monday.shifts[0]).toMatchObject({ roundedStart: 8 * 60, roundedEnd: 16 * 60 + 45 });
    expect(monday.hours).toBe(8.25);
    expect(roundingMinutesOf(monday, rules("7min"))).toBe(14);
    // Nearest tenth: 08:06 to 16:36, 8:30 less 30 minutes.
    expect(worked(day("08:07", "16:38", "30"), rules("punch6")).hours).toBe(8);
  });

  it("rounds a night shift's end on the next day", () => {
    const night = worked(day("21:58", "06:07"), rules("punch15"));
    expect(night.shifts[0]).toMatchObject({ roundedStart: 22 * 60, roundedEnd: 24 * 60 + 6 * 60 });
    expect(night.hours).toBe(8);
  });

  it("rounds each day's total when asked to, not its punches, and counts what that changed", () => {
    const monday = worked(day("08:07", "16:38", "30"), rules("15"));
    expect(monday.shifts[0]).toMatchObject({ roundedStart: 8 * 60 + 7, roundedEnd: 16 * 60 + 38 });
    // 8:01 rounds to 8:00.
    expect(monday.hours).toBe(8);
    expect(roundingMinutesOf(monday, rules("15"))).toBe(-1);
  });

  it("adds up what rounding changed over a period", () => {
    const entries = [day("08:07", "16:38"), day("08:08", "16:30"), day("08:00", "16:00")];
    const period = hoursForPeriod(entries, 1, rules("7min"));
    // +7 and +7 on Monday, -7 on Tuesday (08:08 becomes 08:15), nothing on Wednesday.
    const days = period.weeks[0]!.days.slice(0, 3);
    expect(days.map((each) => roundingMinutesOf(each, rules("7min")))).toEqual([14, -7, 0]);
    expect(periodRoundingMinutes(period, rules("7min"))).toBe(7);
  });
});

describe("the automatic meal break", () => {
  const meal: MealRule = { minutes: 30, afterHours: 5 };
  it.each([
    // [title, entry, hours, meal minutes]
    ["a shift over 5 hours with no break loses 30 minutes", day("09:00", "17:00"), 7.5, 30],
    ["exactly 5 hours is not longer than 5", day("09:00", "14:00"), 5, 0],
    ["5 hours and a minute is", day("09:00", "14:01"), 4.52, 30],
    ["a typed break wins over the rule", day("09:00", "17:00", "45"), 7.25, 0],
    ["0 typed says no break was taken", day("09:00", "17:00", "0"), 8, 0],
    ["each long shift of a split day", day("06:00", "12:00", "", { from: "13:00", to: "19:00" }), 11, 60],
    ["only the long shift of a split day", day("09:00", "12:00", "", { from: "13:00", to: "19:00" }), 8.5, 30],
    ["a night shift across midnight", day("22:00", "06:00"), 7.5, 30],
  ] as const)("%s", (_title, entry, hours, mealMinutes) => {
    expect(worked(entry, rules("none", meal))).toMatchObject({ hours, mealMinutes });
  });

  it("is off by default, and looks at each shift as rounded", () => {
    expect(worked(day("09:00", "17:00"), rules("none")).mealMinutes).toBe(0);
    // 09:05 to 14:06 is 5:01 as typed, 5:00 rounded to the quarter hour: no meal.
    expect(worked(day("09:05", "14:06"), rules("punch15", meal))).toMatchObject({ mealMinutes: 0, hours: 5 });
  });

  it("never takes a day below nothing", () => {
    expect(worked(day("09:00", "09:20"), rules("none", { minutes: 60, afterHours: 0 }))).toMatchObject({
      hours: 0,
      mealMinutes: 60,
    });
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const punchRules = fc.constantFrom<RoundTime>("punch5", "punch6", "punch15", "7min");

describe("properties", () => {
  it("a rounded punch is a step's multiple no more than half a step away, and rounding it again changes nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * 1440 }), punchRules, (minutes, roundTime) => {
        const step = punchStep[roundTime]!;
        const rounded = roundToStep(minutes, step);
        expect(rounded % step).toBe(0);
        expect(Math.abs(rounded - minutes)).toBeLessThanOrEqual(step / 2);
        expect(roundToStep(rounded, step)).toBe(rounded);
      }),
    );
  });

  it("a later punch never rounds to an earlier time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }), punchRules, (a, b, rule) => {
        const step = punchStep[rule]!;
        expect(roundToStep(Math.max(a, b), step)).toBeGreaterThanOrEqual(roundToStep(Math.min(a, b), step));
      }),
    );
  });

  it("a shift's rounding changes it by at most one step, and the day's change is what rounding did", () => {
    fc.assert(
      fc.property(time, time, punchRules, (from, to, roundTime) => {
        const step = punchStep[roundTime]!;
        const rounded = worked(day(from, to), rules(roundTime));
        const typed = worked(day(from, to), rules("none"));
        expect(Math.abs(rounded.minutes - typed.minutes)).toBeLessThanOrEqual(step);
        expect(roundingMinutesOf(rounded, rules(roundTime))).toBe(rounded.minutes - typed.minutes);
      }),
    );
  });

  it("the meal rule takes off its minutes once per long shift, or nothing", () => {
    fc.assert(
      fc.property(
        time,
        time,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 12 }),
        (from, to, minutes, afterHours) => {
          const without = worked(day(from, to), rules("none"));
          const withMeal = worked(day(from, to), rules("none", { minutes, afterHours }));
          const expected = without.minutes > afterHours * 60 ? Math.max(0, without.minutes - minutes) : without.minutes;
          expect(withMeal.minutes).toBe(expected);
        },
      ),
    );
  });
});
