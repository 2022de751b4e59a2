import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payForPeriod, payForWorkweek } from "./pay";
import { payDefaults, payRules, type PayRule, type PaySettings } from "./pay-settings";

const settings = (overtimeType: PayRule, changes: Partial<PaySettings> = {}): PaySettings => ({
  ...payDefaults,
  overtimeType,
  ...changes,
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
});
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
});
