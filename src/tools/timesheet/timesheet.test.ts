import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WeekDay } from "~/tools/shared/week";
import { hoursForPeriod, roundMinutes, workedDay, type RoundTime, type TimeEntry } from "./hours";
import { describeRule, payForWorkweek } from "./pay";
import { payDefaults, payRules, type PayRule, type PaySettings } from "./pay-settings";
import { emptyTimesheetForm, readTimesheetForm, type TimesheetForm } from "./timesheet";

const entry = (from: string, to: string, breakMinutes = ""): TimeEntry => ({
  from,
  to,
  break: breakMinutes,
  moreShifts: [],
});
const hoursForDay = (day: WeekDay, typed: TimeEntry, roundTime: RoundTime) => workedDay(day, day, typed, roundTime);
const hoursForWeek = (entries: TimeEntry[], roundTime: RoundTime) => hoursForPeriod(entries, 1, roundTime).weeks[0]!;

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

const settings = (overtimeType: PayRule, changes: Partial<PaySettings> = {}): PaySettings => ({
  ...payDefaults,
  overtimeType,
  ...changes,
});

describe("pay under each pay rule", () => {
  it.each([
    // [title, rule, hours Monday to Sunday, regular, overtime, unpaid, pay]
    ["afterWeek: 45 hours pays 5 at 1.5x", "afterWeek", [9, 9, 9, 9, 9], 40, 5, 0, 1662.5],
    ["afterWeek: exactly 40 hours has no overtime", "afterWeek", [8, 8, 8, 8, 8], 40, 0, 0, 1400],
    ["afterWeek: 40.01 hours has a hundredth of overtime", "afterWeek", [8, 8, 8, 8, 8.01], 40, 0.01, 0, 1400.53],
    ["afterDay: hours past 8 in a day", "afterDay", [10, 8, 7.5], 23.5, 2, 0, 927.5],
    ["afterDay: exactly 8 a day has no overtime", "afterDay", [8, 8, 8, 8, 8, 8], 48, 0, 0, 1680],
    ["base: no overtime however long the week", "base", [9, 9, 9, 9, 9], 45, 0, 0, 1575],
    ["maxDay: hours past 8 a day are unpaid", "maxDay", [10, 8, 7.5], 23.5, 0, 2, 822.5],
    ["maxDay: exactly 8 a day is all paid", "maxDay", [8, 8], 16, 0, 0, 560],
    ["maxWeek: hours past 40 in the week are unpaid", "maxWeek", [9, 9, 9, 9, 9], 40, 0, 5, 1400],
    ["maxWeek: exactly 40 is all paid", "maxWeek", [10, 10, 10, 10], 40, 0, 0, 1400],
    ["no hours, no pay", "afterWeek", [], 0, 0, 0, 0],
  ] as const)("%s", (_title, rule, hours, regularHours, overtimeHours, unpaidHours, pay) => {
    expect(payForWorkweek(hours, settings(rule)).totals).toMatchObject({
      regularHours,
      overtimeHours,
      unpaidHours,
      pay,
    });
  });

  it("puts weekly overtime on the last days worked", () => {
    const { days, totals } = payForWorkweek([9, 9, 9, 9, 9], settings("afterWeek"));
    expect(days[3]).toEqual({ regularHours: 9, overtimeHours: 0, unpaidHours: 0, pay: 315 });
    expect(days[4]).toEqual({ regularHours: 4, overtimeHours: 5, unpaidHours: 0, pay: 402.5 });
    expect(totals).toMatchObject({ regularPay: 1400, overtimePay: 262.5 });
  });

  it("uses the thresholds, caps, rate and multiplier it is given", () => {
    expect(
      payForWorkweek([7, 7], settings("afterDay", { overtimeAfterDay: 6, multiplier: 2, basePay: 20 })).totals.pay,
    ).toBe(320);
    expect(payForWorkweek([7, 7], settings("maxWeek", { maxHoursPerWeek: 10, basePay: 20 })).totals).toMatchObject({
      unpaidHours: 4,
      pay: 200,
    });
    expect(payForWorkweek([7.33], settings("base", { basePay: 17.17 })).totals.pay).toBe(125.86);
  });

  it.each([
    ["base", "No overtime: every hour is paid at the base rate."],
    ["afterDay", "Daily overtime: hours past 8 in a day are paid at 1.5x the base rate."],
    ["afterWeek", "Weekly overtime: hours past 40 in the week are paid at 1.5x the base rate."],
    ["maxDay", "Daily cap: at most 8 paid hours a day; hours past the cap are unpaid."],
    ["maxWeek", "Weekly cap: at most 40 paid hours in the week; hours past the cap are unpaid."],
  ] as const)("says which rule applied: %s", (rule, sentence) => {
    expect(describeRule(settings(rule))).toBe(sentence);
  });
});

const formWith = (change: (form: TimesheetForm) => void) => {
  const form = emptyTimesheetForm();
  change(form);
  return form;
};

describe("reading the form", () => {
  it("reads a week and, when asked, the pay settings", () => {
    const reading = readTimesheetForm(
      formWith((form) => {
        form.entries[0] = entry("09:00", "17:00", "30");
        form.includePayment = true;
        form.payment.basePay = "20";
      }),
    );
    expect(reading.ok && reading.hours.totalHours).toBe(7.5);
    expect(reading.ok && reading.pay).toEqual({ ...payDefaults, basePay: 20 });
    expect(readTimesheetForm(emptyTimesheetForm())).toMatchObject({ ok: true, pay: null });
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
    expect(readTimesheetForm(formWith(change))).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it("accepts a break as long as an overnight shift, and ignores pay settings when payment is off", () => {
    const form = formWith((form) => {
      form.entries[0] = entry("22:00", "06:00", "480");
      form.payment.multiplier = "0";
    });
    expect(readTimesheetForm(form).ok).toBe(true);
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const anyTime = fc.oneof(time, fc.constant(""), fc.string({ maxLength: 6 }));
const anyRounding = fc.constantFrom<RoundTime>("none", "15", "30");
const dayHours = fc.array(
  fc.integer({ min: 0, max: 2400 }).map((hundredths) => hundredths / 100),
  { maxLength: 7 },
);
const anySettings = fc.record({
  basePay: fc.double({ min: 0, max: 10_000, noNaN: true }),
  overtimeType: fc.constantFrom(...payRules),
  maxHoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
  maxHoursPerWeek: fc.double({ min: 0, max: 168, noNaN: true }),
  overtimeAfterDay: fc.double({ min: 0, max: 24, noNaN: true }),
  overtimeAfterWeek: fc.double({ min: 0, max: 168, noNaN: true }),
  multiplier: fc.double({ min: 1, max: 10, noNaN: true }),
});

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

  it("pay never falls as hours rise, under every rule", () => {
    fc.assert(
      fc.property(
        dayHours,
        anySettings,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2400 }),
        (hours, pay, index, extra) => {
          const more = Array.from({ length: 7 }, (_, at) => (hours[at] ?? 0) + (at === index ? extra / 100 : 0));
          expect(payForWorkweek(more, pay).totals.pay).toBeGreaterThanOrEqual(payForWorkweek(hours, pay).totals.pay);
        },
      ),
    );
  });

  it("the days add up to the week, and every hour is regular, overtime or unpaid", () => {
    fc.assert(
      fc.property(dayHours, anySettings, (hours, pay) => {
        const { days, totals } = payForWorkweek(hours, pay);
        expect(days.reduce((sum, day) => sum + Math.round(day.pay * 100), 0)).toBe(Math.round(totals.pay * 100));
        days.forEach((day, index) => {
          expect(day.pay).toBeGreaterThanOrEqual(0);
          expect(Math.round((day.regularHours + day.overtimeHours + day.unpaidHours) * 100)).toBe(
            Math.round((hours[index] ?? 0) * 100),
          );
        });
      }),
    );
  });
});
