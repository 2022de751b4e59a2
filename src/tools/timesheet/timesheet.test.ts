import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WeekDay } from "~/tools/shared/week";
import { hoursForPeriod, roundMinutes, workedDay, type RoundTime, type TimeEntry } from "./hours";
import { payDefaults } from "./pay-settings";
import { readSheet } from "./payment";
import { emptyTimesheetForm, readTimesheetForm, type TimesheetForm } from "./timesheet";

const entry = (from: string, to: string, breakMinutes = ""): TimeEntry => ({
  from,
  to,
  break: breakMinutes,
  moreShifts: [],
});
const hoursForDay = (day: WeekDay, typed: TimeEntry, roundTime: RoundTime) =>
  workedDay(day, day, typed, { roundTime, meal: null });
const hoursForWeek = (entries: TimeEntry[], roundTime: RoundTime) =>
  hoursForPeriod(entries, 1, { roundTime, meal: null }).weeks[0]!;

describe("hours for a row", () => {
  it.each([
    // [from, to, break, rounding, hours, overnight]
    ["09:00", "17:00", "", "none", 8, false],
    ["09:00", "17:00", "30", "none", 7.5, false],
    ["08:45", "12:15", "0", "none", 3.5, false],
    ["22:00", "06:00", "30", "none", 7.5, true],
    ["23:30", "00:15", "", "none", 0.75, true],
    ["18:00", "00:00", "", "none", 6, true],
    ["00:00", "23:59", "", "none", 23.98, false],
    ["12:00", "12:00", "", "none", 0, false],
    ["09:00", "09:20", "", "none", 0.33, false],
    ["09:00", "09:10", "", "none", 0.17, false],
    ["09:00", "10:00", "90", "none", 0, false],
    ["09:00", "17:00", "abc", "none", 8, false],
    // Rounding to 15: 8:07 is below the halfway point of 8:07.5, 8:08 above it.
    ["09:00", "17:07", "", "15", 8, false],
    ["09:00", "17:08", "", "15", 8.25, false],
    ["09:00", "17:22", "", "15", 8.25, false],
    ["09:00", "17:23", "", "15", 8.5, false],
    // Rounding to 30: 8:14 rounds down, 8:15 (exactly halfway) and 8:16 round up.
    ["09:00", "17:14", "", "30", 8, false],
    ["09:00", "17:15", "", "30", 8.5, false],
    ["09:00", "17:16", "", "30", 8.5, false],
    ["22:10", "06:05", "20", "15", 7.5, true],
  ] as const)("%s to %s, break %j, rounding %s: %s hours", (from, to, breakMinutes, rounding, hours, overnight) => {
    const day = hoursForDay("Monday", entry(from, to, breakMinutes), rounding);
    expect(day.hours).toBe(hours);
    expect(day.overnight).toBe(overnight);
    expect(day.incomplete).toBe(false);
  });

  it.each([
    ["", "", true, false],
    ["09:00", "", false, true],
    ["", "17:00", false, true],
    ["9:00", "17:00", false, true],
  ])("a row from %j to %j counts as no hours", (from, to, blank, incomplete) => {
    expect(hoursForDay("Friday", entry(from, to, "30"), "none")).toMatchObject({ hours: 0, blank, incomplete });
  });

  it.each([
    [7, "15", 0],
    [8, "15", 15],
    [22, "15", 15],
    [23, "15", 30],
    [14, "30", 0],
    [15, "30", 30],
    [16, "30", 30],
    [44, "30", 30],
    [45, "30", 60],
    [487, "none", 487],
  ] as const)("rounds %s minutes to %s: %s", (minutes, rounding, expected) => {
    expect(roundMinutes(minutes, rounding as RoundTime)).toBe(expected);
  });

  it("adds up a week, Monday to Sunday", () => {
    const week = hoursForWeek(
      [entry("09:00", "17:00", "30"), entry("09:00", "17:20"), entry("22:00", "06:00", "30")],
      "none",
    );
    expect(week.days.map((day) => day.hours)).toEqual([7.5, 8.33, 7.5, 0, 0, 0, 0]);
    expect(week.totalHours).toBe(23.33);
    expect(week.days[6]).toMatchObject({ day: "Sunday", blank: true });
  });
});

const formWith = (change: (form: TimesheetForm) => void) => {
  const form = emptyTimesheetForm();
  change(form);
  return form;
};

describe("reading the form", () => {
  it("reads a week and, when asked, the pay settings", () => {
    const reading = readSheet(
      formWith((form) => {
        form.entries[0] = entry("09:00", "17:00", "30");
        form.includePayment = true;
        form.payment.basePay = "20";
      }),
    );
    expect(reading.ok && reading.hours.totalHours).toBe(7.5);
    expect(reading.ok && reading.pay).toEqual({ ...payDefaults, basePay: 20 });
    expect(readSheet(emptyTimesheetForm())).toMatchObject({ ok: true, pay: null });
  });

  it.each([
    [
      (form: TimesheetForm) => (form.entries[1] = entry("09:00", "17:00", "-5")),
      "1-break",
      "Tuesday break must be a number of minutes, 0 or more.",
    ],
    [
      (form: TimesheetForm) => (form.entries[2] = entry("", "", "1441")),
      "2-break",
      "Wednesday break can be at most 1,440 minutes.",
    ],
    [
      (form: TimesheetForm) => (form.entries[3] = entry("09:00", "10:00", "61")),
      "3-break",
      "Thursday break is longer than the time from From to To.",
    ],
    [
      (form: TimesheetForm) => ((form.includePayment = true), (form.payment.basePay = "")),
      "basePay",
      "Base pay rate must be 0 or more.",
    ],
    [
      (form: TimesheetForm) => ((form.includePayment = true), (form.payment.multiplier = "0.5")),
      "multiplier",
      "Overtime rate multiplier must be 1 or more.",
    ],
    [
      (form: TimesheetForm) => ((form.includePayment = true), (form.payment.maxHoursPerDay = "25")),
      "maxHoursPerDay",
      "Max hours per day can be at most 24.",
    ],
    [
      (form: TimesheetForm) => ((form.includePayment = true), (form.payment.overtimeAfterWeek = "200")),
      "overtimeAfterWeek",
      "Overtime after (hours per week) can be at most 168.",
    ],
  ])("rejects a bad value (%#)", (change, field, message) => {
    expect(readSheet(formWith(change))).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it("accepts a break as long as an overnight shift, and ignores pay settings when payment is off", () => {
    const form = formWith((form) => {
      form.entries[0] = entry("22:00", "06:00", "480");
      form.payment.multiplier = "0";
    });
    expect(readSheet(form).ok).toBe(true);
  });

  it.each([
    [
      (form: TimesheetForm) => (form.meal = { on: true, minutes: "0", afterHours: "5" }),
      "mealMinutes",
      "The meal break must be a number of minutes from 1 to 240.",
    ],
    [
      (form: TimesheetForm) => (form.meal = { on: true, minutes: "30", afterHours: "x" }),
      "mealAfter",
      "The meal break applies after a number of hours, more than 0 and at most 24.",
    ],
  ])("rejects a meal rule out of range, only when it is on (%#)", (change, field, message) => {
    const form = formWith(change);
    expect(readSheet(form)).toEqual({ ok: false, problems: [{ field, message }] });
    expect(readSheet({ ...form, meal: { ...form.meal, on: false } }).ok).toBe(true);
  });

  it("reads the meal rule into the day's hours", () => {
    const reading = readTimesheetForm(
      formWith((form) => {
        form.entries[0] = entry("09:00", "17:00");
        form.meal = { on: true, minutes: "45", afterHours: "6" };
      }),
    );
    expect(reading.ok && reading.rules.meal).toEqual({ minutes: 45, afterHours: 6 });
    expect(reading.ok && reading.hours.totalHours).toBe(7.25);
  });
});

describe("reading night differentials", () => {
  const withDifferentials = (...differentials: TimesheetForm["payment"]["differentials"]) =>
    formWith((form) => {
      form.includePayment = true;
      form.payment.differentials = differentials;
    });

  it("reads a window across midnight and its extra", () => {
    const reading = readSheet(withDifferentials({ from: "22:00", to: "06:00", amount: "2.5", per: "hour" }));
    expect(reading.ok && reading.pay?.differentials).toEqual([{ start: 1320, end: 360, amount: 2.5, per: "hour" }]);
  });

  it.each([
    [
      [{ from: "22:00", to: "06:00", amount: "0", per: "hour" }],
      "Differential amount must be a number more than 0 (dollars an hour).",
    ],
    [
      [{ from: "22:00", to: "06:00", amount: "a", per: "percent" }],
      "Differential amount must be a number more than 0 (a percentage).",
    ],
    [[{ from: "22:00", to: "06:00", amount: "250", per: "percent" }], "Differential amount can be at most 200%."],
    [[{ from: "22:00", to: "", amount: "2", per: "hour" }], "Differential needs a From and a To time."],
    [
      [{ from: "22:00", to: "22:00", amount: "2", per: "hour" }],
      "Differential starts and ends at the same time; give its window two different times.",
    ],
    [
      [
        { from: "18:00", to: "23:00", amount: "1", per: "hour" },
        { from: "22:00", to: "06:00", amount: "2", per: "hour" },
      ],
      "Differentials 1 and 2 overlap: an hour can earn one differential. Make one end before the other starts.",
    ],
  ] as const)("says what is wrong with a differential (%#)", (differentials, message) => {
    const reading = readSheet(withDifferentials(...differentials.map((each) => ({ ...each }))));
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.message)).toEqual([message]);
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const anyTime = fc.oneof(time, fc.constant(""), fc.string({ maxLength: 6 }));
const anyRounding = fc.constantFrom<RoundTime>("none", "15", "30");
describe("properties", () => {
  it("hours are never negative and never more than a day", () => {
    fc.assert(
      fc.property(
        anyTime,
        anyTime,
        fc.oneof(fc.string(), fc.integer({ min: -100, max: 2000 }).map(String)),
        anyRounding,
        (from, to, pause, rounding) => {
          const { hours, minutes } = hoursForDay("Monday", entry(from, to, pause), rounding);
          expect(hours).toBeGreaterThanOrEqual(0);
          expect(minutes).toBeGreaterThanOrEqual(0);
          expect(hours).toBeLessThanOrEqual(24);
        },
      ),
    );
  });
});
