import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payForWeek } from "./overtime";
import {
  explainSplit,
  overtimeRuleChoice,
  overtimeRuleGroups,
  overtimeRules,
  readHoursWorked,
  splitWeek,
  type OvertimeRule,
} from "./split";

/** [regular, overtime, double time] of each day, Monday first, and each day's reason. */
/** A base rate that only Nevada's rule reads: $25 an hour is past its daily-overtime threshold. */
const rate = 25;
const split = (hours: number[], rule: OvertimeRule, baseRate = rate) =>
  splitWeek(hours, rule, baseRate).map((day) => [day.regular, day.overtime, day.doubleTime]);
const why = (hours: number[], rule: OvertimeRule, baseRate = rate) =>
  splitWeek(hours, rule, baseRate).map(explainSplit);
const totals = (hours: number[], rule: OvertimeRule, baseRate = rate) =>
  splitWeek(hours, rule, baseRate).reduce(
    (sum, day) => [sum[0]! + day.regular, sum[1]! + day.overtime, sum[2]! + day.doubleTime],
    [0, 0, 0],
  );

describe("over 40 hours a week", () => {
  it.each([
    ["an empty week", [], [0, 0, 0]],
    ["exactly 40: five 8-hour days", [8, 8, 8, 8, 8], [40, 0, 0]],
    ["10 hours Monday to Friday: Friday is overtime", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["long days alone are not overtime", [12, 12, 12], [36, 0, 0]],
    ["a quarter hour past 40", [8, 8, 8, 8, 8.25], [40, 0.25, 0]],
    ["a Saturday after a full week", [8, 8, 8, 8, 8, 5], [40, 5, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "weekly")).toEqual(expected);
  });

  it("counts Monday first, so the week passes 40 partway through Friday", () => {
    expect(split([9, 9, 9, 9, 9], "weekly")).toEqual([
      [9, 0, 0],
      [9, 0, 0],
      [9, 0, 0],
      [9, 0, 0],
      [4, 5, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(why([9, 9, 9, 9, 9], "weekly")[4]).toBe("4 regular, 5 past 40 in the week");
  });
});

describe("over 8 hours a day", () => {
  it.each([
    ["exactly 8", [8], [8, 0, 0]],
    ["10 hours: 2 over", [10], [8, 2, 0]],
    ["half an hour over", [8.5], [8, 0.5, 0]],
    ["10 hours Monday to Friday", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["a 42-hour week of short days has no overtime", [6, 6, 6, 6, 6, 6, 6], [42, 0, 0]],
    ["no double time, however long the day", [20], [8, 12, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "daily")).toEqual(expected);
  });

  it("says why each day splits as it does", () => {
    expect(why([10, 8, 0], "daily").slice(0, 3)).toEqual(["8 regular, 2 over 8 in the day", "8 regular", "No hours"]);
  });
});

describe("over 8 a day and over 40 a week", () => {
  it.each([
    ["10 hours Monday to Friday: daily overtime only", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["six 8-hour days: Saturday past 40", [8, 8, 8, 8, 8, 8], [40, 8, 0]],
    ["short days passing 40 on Saturday", [7, 7, 7, 7, 7, 7], [40, 2, 0]],
    ["daily overtime never counts toward the 40", [10, 10, 10, 10, 10, 5], [40, 15, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "daily-weekly")).toEqual(expected);
  });

  it("counts an hour once: a long Saturday past 40 splits into week and day overtime", () => {
    expect(split([9, 9, 9, 9, 9, 9], "daily-weekly")[5]).toEqual([0, 9, 0]);
    expect(why([9, 9, 9, 9, 9, 9], "daily-weekly")[5]).toBe("8 past 40 in the week, 1 over 8 in the day");
    expect(why([7, 7, 7, 7, 7, 7], "daily-weekly")[5]).toBe("5 regular, 2 past 40 in the week");
  });
});

describe("California", () => {
  it.each([
    ["exactly 8", [8], [8, 0, 0]],
    ["exactly 12", [12], [8, 4, 0]],
    ["12.5 hours: half an hour of double time", [12.5], [8, 4, 0.5]],
    ["14 hours", [14], [8, 4, 2]],
    ["weekly overtime counts regular hours only", [12, 12, 12, 12, 8], [40, 16, 0]],
    ["Saturday past 40 after five 12-hour days", [12, 12, 12, 12, 12, 4], [40, 24, 0]],
    ["Monday off: Sunday is not a 7th day in a row", [0, 8, 8, 8, 8, 8, 8], [40, 8, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "california")).toEqual(expected);
  });

  it("a 14-hour Saturday past 40 is week overtime, day overtime and double time", () => {
    expect(split([8, 8, 8, 8, 8, 14], "california")[5]).toEqual([0, 12, 2]);
    expect(why([8, 8, 8, 8, 8, 14], "california")[5]).toBe(
      "8 past 40 in the week, 4 over 8 in the day, 2 over 12 in the day",
    );
  });

  it.each([
    ["under 8 hours: all overtime", [1, 1, 1, 1, 1, 1, 6], [0, 6, 0], "6 on the 7th day in a row"],
    ["exactly 8: all overtime", [1, 1, 1, 1, 1, 1, 8], [0, 8, 0], "8 on the 7th day in a row"],
    [
      "10 hours: double time past 8",
      [8, 8, 8, 8, 8, 8, 10],
      [0, 8, 2],
      "8 on the 7th day in a row, 2 over 8 on the 7th day",
    ],
    [
      "13 hours: double time past 8, not 12",
      [2, 2, 2, 2, 2, 2, 13],
      [0, 8, 5],
      "8 on the 7th day in a row, 5 over 8 on the 7th day",
    ],
  ])("the 7th day in a row, %s", (_title, hours, sunday, reason) => {
    expect(split(hours, "california")[6]).toEqual(sunday);
    expect(why(hours, "california")[6]).toBe(reason);
  });

  it("the 7th day leaves the weekly count alone: six 8-hour days, Saturday past 40", () => {
    expect(split([8, 8, 8, 8, 8, 8, 4], "california").slice(5)).toEqual([
      [0, 8, 0],
      [0, 4, 0],
    ]);
  });
});

describe("Alaska: over 8 a day and 40 a week", () => {
  it.each([
    ["9 hours: 1 over 8", [9], [8, 1, 0]],
    ["10 hours Monday to Friday: daily overtime only", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["six 8-hour days: Saturday past 40", [8, 8, 8, 8, 8, 8], [40, 8, 0]],
    ["no double time, however long the day", [16], [8, 8, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "alaska")).toEqual(expected);
  });

  it("counts an hour once, as the federal and daily rules together do", () => {
    expect(why([7, 7, 7, 7, 7, 7], "alaska")[5]).toBe("5 regular, 2 past 40 in the week");
    expect(why([10], "alaska")[0]).toBe("8 regular, 2 over 8 in the day");
  });
});

describe("Colorado: over 12 a day and 40 a week", () => {
  it.each([
    ["a 12-hour day has no overtime", [12], [12, 0, 0]],
    ["14 hours: 2 over 12", [14], [12, 2, 0]],
    ["five 10-hour days: Friday past 40", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["four 13-hour days: the larger of daily (4) and weekly (12)", [13, 13, 13, 13], [40, 12, 0]],
    ["a long day in a short week still pays its daily overtime", [15, 6, 6, 6, 6], [36, 3, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "colorado")).toEqual(expected);
  });

  it("says the rule's own daily limit", () => {
    expect(why([14], "colorado")[0]).toBe("12 regular, 2 over 12 in the day");
  });
});

describe("Kentucky: over 40 a week and the 7th day", () => {
  it.each([
    ["five 10-hour days: weekly overtime", [10, 10, 10, 10, 10], [40, 10, 0]],
    ["long days alone are not overtime", [12, 12, 12], [36, 0, 0]],
    ["seven 6-hour days, 42 in all: Sunday is overtime", [6, 6, 6, 6, 6, 6, 6], [36, 6, 0]],
    ["seven 5-hour days, 35 in all: no 7th-day pay under 40", [5, 5, 5, 5, 5, 5, 5], [35, 0, 0]],
    ["seven days of exactly 40 hours: none either", [6, 6, 6, 6, 6, 6, 4], [40, 0, 0]],
    ["52 hours over seven days: Sunday and Saturday past 40, each hour once", [8, 8, 8, 8, 8, 8, 4], [40, 12, 0]],
  ])("%s", (_title, hours, expected) => {
    expect(totals(hours, "kentucky")).toEqual(expected);
  });

  it("names the 7th day as the reason", () => {
    expect(why([6, 6, 6, 6, 6, 6, 6], "kentucky")[6]).toBe("6 on the 7th day in a row");
  });
});

describe("Nevada: over 40 a week, and 8 a day below 1.5 times the minimum wage", () => {
  it.each([
    ["$15 an hour: 9 hours are 1 over 8", [9], 15, [8, 1, 0]],
    ["$17.99 an hour: still under $18", [9], 17.99, [8, 1, 0]],
    ["$18 an hour: no daily overtime", [9], 18, [9, 0, 0]],
    ["$25 an hour: four 10-hour days have none", [10, 10, 10, 10], 25, [40, 0, 0]],
    ["$15 an hour: four 10-hour days have 8 hours", [10, 10, 10, 10], 15, [32, 8, 0]],
    ["$25 an hour: Friday past 40", [10, 10, 10, 10, 10], 25, [40, 10, 0]],
  ])("%s", (_title, hours, baseRate, expected) => {
    expect(totals(hours, "nevada", baseRate)).toEqual(expected);
  });
});

describe("reading hours worked", () => {
  it("reads decimals and counts empty days as no hours", () => {
    expect(readHoursWorked(["8", " 7.5 ", "", ".5", "10.", "0", "24"])).toEqual({
      ok: true,
      hours: [8, 7.5, 0, 0.5, 10, 0, 24],
    });
  });

  it.each([
    ["-2", "Monday hours worked can't be negative."],
    ["24.5", "Monday hours worked can't be more than 24."],
    ["abc", "Monday hours worked must be a number of hours, like 7.5."],
    ["7,5", "Monday hours worked must be a number of hours, like 7.5."],
    ["1e1", "Monday hours worked must be a number of hours, like 7.5."],
    ["0x10", "Monday hours worked must be a number of hours, like 7.5."],
  ])("rejects %j", (text, message) => {
    expect(readHoursWorked([text])).toEqual({ ok: false, problems: [{ field: "0-worked", message }] });
  });

  it("names each day at fault", () => {
    const reading = readHoursWorked(["8", "-1", "8", "8", "8", "8", "25"]);
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.field)).toEqual(["1-worked", "6-worked"]);
  });
});

// Whole hundredths of an hour, as the results show them; a fair share of days off.
const dayHours = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 2400 }).map((hundredths) => hundredths / 100),
);
const anyWeek = fc.array(dayHours, { minLength: 7, maxLength: 7 });
const anyRule = fc.constantFrom(...overtimeRules);
const hundredths = (hours: number) => Math.round(hours * 100);
const weeklyRules: OvertimeRule[] = overtimeRules.filter((rule) => rule !== "daily");
/** The daily limit each rule puts on regular hours, at a $25 base rate. */
const dailyLimit: Partial<Record<OvertimeRule, number>> = {
  daily: 8,
  "daily-weekly": 8,
  alaska: 8,
  california: 8,
  colorado: 12,
};

describe("properties", () => {
  it("every rule splits each day, and so the week, into exactly the hours worked", () => {
    fc.assert(
      fc.property(anyWeek, anyRule, (hours, rule) => {
        const days = splitWeek(hours, rule, rate);
        days.forEach((day, index) => {
          expect(hundredths(day.regular) + hundredths(day.overtime) + hundredths(day.doubleTime)).toBe(
            hundredths(hours[index]!),
          );
          expect(day.parts.reduce((sum, part) => sum + hundredths(part.hours), 0)).toBe(hundredths(hours[index]!));
        });
        const week = totals(hours, rule).reduce((sum, value) => sum + hundredths(value), 0);
        expect(week).toBe(hours.reduce((sum, value) => sum + hundredths(value), 0));
      }),
    );
  });

  it("pay never falls as a day's hours rise (double time paid at least as overtime)", () => {
    // In whole units: hundredths of an hour, cents, hundredths of a multiplier.
    const rates = fc
      .record({
        base: fc.integer({ min: 0, max: 1_000_000 }),
        overtime: fc.integer({ min: 100, max: 1000 }),
        extra: fc.integer({ min: 0, max: 900 }),
      })
      .map(({ base, overtime, extra }) => ({ base, overtime, doubleTime: Math.min(1000, overtime + extra) }));
    fc.assert(
      fc.property(
        anyWeek,
        anyRule,
        rates,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 2400 }),
        (hours, rule, rate, index, more) => {
          const longer = hours.map((value, at) => (at === index ? Math.min(24, value + more / 100) : value));
          const [before, after] = [splitWeek(hours, rule, rate.base / 100), splitWeek(longer, rule, rate.base / 100)];
          // Exactly, before any rounding to the cent.
          const exact = (days: typeof before) =>
            days.reduce(
              (sum, day) =>
                sum +
                rate.base *
                  (hundredths(day.regular) * 100 +
                    hundredths(day.overtime) * rate.overtime +
                    hundredths(day.doubleTime) * rate.doubleTime),
              0,
            );
          expect(exact(after)).toBeGreaterThanOrEqual(exact(before));
          // As shown: each line (a day's hours of one kind) is rounded to the cent on its own,
          // so moving hours between lines can cost at most a cent for each line that changed.
          const rates = {
            baseRate: rate.base / 100,
            overtimeMultiplier: rate.overtime / 100,
            doubleTimeMultiplier: rate.doubleTime / 100,
          };
          const changed = before.reduce(
            (count, day, at) =>
              count +
              (["regular", "overtime", "doubleTime"] as const).filter((kind) => day[kind] !== after[at]![kind]).length,
            0,
          );
          const paid = (days: typeof before) => Math.round(payForWeek(days, rates).totals.totalPay * 100);
          expect(paid(after)).toBeGreaterThanOrEqual(paid(before) - changed);
        },
      ),
    );
  });

  it("shows where that cent comes from", () => {
    // 0.02 more hours on Monday at 10 cents an hour add 0.2 of a cent (Monday still rounds to 0)
    // and move 0.02 of Saturday's hours past 40: Saturday's regular line falls from 19.6 to 19.4
    // cents (20 to 19 shown), its overtime line rises from 0.5 to 0.7 (1 shown either way).
    const rates = { baseRate: 0.1, overtimeMultiplier: 1, doubleTimeMultiplier: 1 };
    const week = [0, 19.39, 0.09, 18.56, 0, 2.01, 0];
    const before = payForWeek(splitWeek(week, "weekly", rates.baseRate), rates).totals.totalPay;
    const after = payForWeek(splitWeek([0.02, ...week.slice(1)], "weekly", rates.baseRate), rates).totals.totalPay;
    expect([before, after]).toEqual([4.02, 4.01]);
  });

  it("no overtime or double time when every day is 8 or less and the week 40 or less", () => {
    const shortWeek = fc
      .array(fc.integer({ min: 0, max: 800 }), { minLength: 7, maxLength: 7 })
      .filter((days) => days.reduce((sum, value) => sum + value, 0) <= 4000)
      .map((days) => days.map((value) => value / 100));
    fc.assert(
      fc.property(shortWeek, fc.integer({ min: 0, max: 6 }), anyRule, (hours, dayOff, rule) => {
        // California pays a 7th day in a row as overtime, however short: give it a day off.
        const week = rule === "california" ? hours.map((value, at) => (at === dayOff ? 0 : value)) : hours;
        const [, overtime, doubleTime] = totals(week, rule);
        expect(overtime).toBe(0);
        expect(doubleTime).toBe(0);
      }),
    );
  });

  it("regular hours stay within 40 a week under weekly rules and 8 a day under daily rules", () => {
    fc.assert(
      fc.property(anyWeek, anyRule, (hours, rule) => {
        const days = splitWeek(hours, rule, rate);
        if (weeklyRules.includes(rule))
          expect(days.reduce((sum, day) => sum + hundredths(day.regular), 0)).toBeLessThanOrEqual(4000);
        const limit = dailyLimit[rule];
        if (limit !== undefined) for (const day of days) expect(day.regular).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it("daily and weekly together pay at least the overtime of either alone", () => {
    fc.assert(
      fc.property(anyWeek, (hours) => {
        const both = hundredths(totals(hours, "daily-weekly")[1]!);
        expect(both).toBeGreaterThanOrEqual(hundredths(totals(hours, "daily")[1]!));
        expect(both).toBeGreaterThanOrEqual(hundredths(totals(hours, "weekly")[1]!));
      }),
    );
  });

  it("only California pays double time: past 12 in a day, or past 8 on a 7th day in a row", () => {
    fc.assert(
      fc.property(anyWeek, anyRule, (hours, rule) => {
        const seventh = hours.every((value) => value > 0);
        splitWeek(hours, rule, rate).forEach((day, index) => {
          const threshold = seventh && index === 6 ? 8 : 12;
          const expected = rule === "california" ? Math.max(0, hundredths(hours[index]!) - threshold * 100) : 0;
          expect(hundredths(day.doubleTime)).toBe(expected);
        });
      }),
    );
  });
  it("Colorado pays the larger of its daily and its weekly overtime, as its rule reads", () => {
    fc.assert(
      fc.property(anyWeek, (hours) => {
        const worked = hours.map(hundredths);
        const daily = worked.reduce((sum, value) => sum + Math.max(0, value - 1200), 0);
        const weekly = Math.max(0, worked.reduce((sum, value) => sum + value, 0) - 4000);
        expect(hundredths(totals(hours, "colorado")[1]!)).toBe(Math.max(daily, weekly));
      }),
    );
  });

  it("Kentucky pays the larger of Sunday's hours (seven days, over 40) and the hours past 40", () => {
    fc.assert(
      fc.property(anyWeek, (hours) => {
        const worked = hours.map(hundredths);
        const total = worked.reduce((sum, value) => sum + value, 0);
        const seventh = worked.every((value) => value > 0) && total > 4000 ? worked[6]! : 0;
        expect(hundredths(totals(hours, "kentucky")[1]!)).toBe(Math.max(seventh, total - 4000, 0));
      }),
    );
  });
});

describe("the select's groups", () => {
  it("list every rule once, in the order of overtimeRules", () => {
    expect(overtimeRuleGroups.flatMap((group) => group.rules)).toEqual([...overtimeRules]);
  });

  it("put each state, named first in its choice, under state law", () => {
    const states = overtimeRuleGroups.find((group) => group.label.startsWith("State law"))!.rules;
    for (const rule of states) expect(overtimeRuleChoice[rule]).toMatch(/^[A-Z][a-z]+: /);
    expect(states).toEqual(["alaska", "california", "colorado", "kentucky", "nevada"]);
  });
});
