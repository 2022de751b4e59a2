import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeRule, payForPeriod, payForWorkweek } from "./pay";
import { payDefaults, payRules, type PayRule, type PaySettings } from "./pay-settings";

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
    expect(days[3]).toEqual({ regularHours: 9, overtimeHours: 0, unpaidHours: 0, differentialHours: 0, pay: 315 });
    expect(days[4]).toEqual({ regularHours: 4, overtimeHours: 5, unpaidHours: 0, differentialHours: 0, pay: 402.5 });
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

describe("pay over a period of workweeks", () => {
  it.each([
    // [title, rule, week 1, week 2, overtime, unpaid, pay]
    // 45 and 36 hours: 5 hours of overtime in the first week, none in the second; never 1 over the whole 81.
    ["after 40 a week counts each week", "afterWeek", [9, 9, 9, 9, 9], [9, 9, 9, 9], 5, 0, 2922.5],
    ["a daily threshold applies each day of each week", "afterDay", [10, 8], [9], 3, 0, 997.5],
    ["a weekly cap applies to each week", "maxWeek", [12, 12, 12, 12], [8, 8], 0, 8, 1960],
    ["a daily cap applies to each day", "maxDay", [10], [10], 0, 4, 560],
    ["no overtime is the base rate throughout", "base", [9, 9, 9, 9, 9], [9, 9, 9, 9], 0, 0, 2835],
  ] as const)("%s", (_title, rule, first, second, overtimeHours, unpaidHours, pay) => {
    const period = payForPeriod([first, second], settings(rule));
    expect(period.totals).toMatchObject({ overtimeHours, unpaidHours, pay });
    expect(period.weeks).toHaveLength(2);
  });

  it("gives each week its own subtotal", () => {
    const period = payForPeriod(
      [
        [9, 9, 9, 9, 9],
        [9, 9, 9, 9],
      ],
      settings("afterWeek"),
    );
    expect(period.weeks.map((week) => week.totals.pay)).toEqual([1662.5, 1260]);
    expect(period.weeks.map((week) => week.totals.overtimeHours)).toEqual([5, 0]);
    expect(period.totals).toMatchObject({ regularHours: 76, regularPay: 2660, overtimePay: 262.5 });
  });
});

const week = fc.array(
  fc.integer({ min: 0, max: 2400 }).map((hundredths) => hundredths / 100),
  { minLength: 7, maxLength: 7 },
);
const anySettings = fc.record({
  basePay: fc.double({ min: 0, max: 10_000, noNaN: true }),
  overtimeType: fc.constantFrom(...payRules),
  maxHoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
  maxHoursPerWeek: fc.double({ min: 0, max: 168, noNaN: true }),
  overtimeAfterDay: fc.double({ min: 0, max: 24, noNaN: true }),
  overtimeAfterWeek: fc.double({ min: 0, max: 168, noNaN: true }),
  multiplier: fc.double({ min: 1, max: 10, noNaN: true }),
  differentials: fc.constant([]),
});
const dayHours = fc.array(
  fc.integer({ min: 0, max: 2400 }).map((hundredths) => hundredths / 100),
  { maxLength: 7 },
);
const cents = (dollars: number) => Math.round(dollars * 100);

describe("properties", () => {
  it("a period pays exactly the sum of its weeks computed alone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4),
        fc.array(week, { minLength: 4, maxLength: 4 }),
        anySettings,
        (count, weeks, pay) => {
          const period = payForPeriod(weeks.slice(0, count), pay);
          const alone = weeks.slice(0, count).map((hours) => payForWorkweek(hours, pay).totals);
          expect(cents(period.totals.pay)).toBe(alone.reduce((sum, totals) => sum + cents(totals.pay), 0));
          expect(cents(period.totals.overtimeHours)).toBe(
            alone.reduce((sum, totals) => sum + cents(totals.overtimeHours), 0),
          );
          expect(cents(period.totals.unpaidHours)).toBe(
            alone.reduce((sum, totals) => sum + cents(totals.unpaidHours), 0),
          );
        },
      ),
    );
  });

  it("pay never falls when an hour is added to any day of the period", () => {
    fc.assert(
      fc.property(
        fc.array(week, { minLength: 2, maxLength: 2 }),
        anySettings,
        fc.integer({ min: 0, max: 13 }),
        (weeks, pay, at) => {
          const more = weeks.map((hours, w) => hours.map((value, d) => (w * 7 + d === at ? value + 1 : value)));
          expect(payForPeriod(more, pay).totals.pay).toBeGreaterThanOrEqual(payForPeriod(weeks, pay).totals.pay);
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
