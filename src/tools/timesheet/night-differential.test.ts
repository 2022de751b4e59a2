/**
 * Night differentials and the regular rate they raise (29 CFR 778.207,
 * 778.115): hours inside a window across midnight, pay by the weighted-average
 * regular rate, and no hour paid twice.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minutesOfDay } from "~/tools/shared/time";
import { hoursForPeriod, noDayRules, workedDay, type TimeEntry } from "./hours";
import { describeDifferentials, minutesInWindow, nightHoursOf, overlappingWindows } from "./night-differential";
import { describeRule, payForPeriod, payForWorkweek } from "./pay";
import { payDefaults, type Differential, type PaySettings } from "./pay-settings";

const at = (time: string) => minutesOfDay(time)!;
const window = (from: string, to: string, amount = 2, per: Differential["per"] = "hour"): Differential => ({
  start: at(from),
  end: at(to),
  amount,
  per,
});
const night = window("22:00", "06:00");
const day = (from: string, to: string, pause = ""): TimeEntry => ({ from, to, break: pause, moreShifts: [] });
const nightHours = (entry: TimeEntry, windows: Differential[]) =>
  nightHoursOf(workedDay("Monday", "Monday", entry, noDayRules), windows);

describe("hours inside a differential's window", () => {
  it.each([
    // [title, from, to, hours inside 22:00 to 06:00]
    ["a night shift across midnight, all of it", "22:00", "06:00", 8],
    ["an evening shift that runs into the window", "16:00", "00:30", 2.5],
    ["an early shift that starts inside yesterday's window", "04:00", "12:00", 2],
    ["a day shift, none of it", "08:00", "17:00", 0],
    ["a long shift through the window and out", "20:00", "08:00", 8],
    ["a shift that ends as the window opens", "14:00", "22:00", 0],
  ] as const)("%s", (_title, from, to, hours) => {
    expect(nightHours(day(from, to), [night])).toEqual([hours]);
  });

  it("gives each window its own hours, together never more than the day worked", () => {
    const evening = window("18:00", "22:00");
    expect(nightHours(day("16:00", "02:00"), [evening, night])).toEqual([4, 4]);
    // A 60-minute break leaves 9 hours worked of the 10 inside the windows.
    expect(nightHours(day("18:00", "04:00", "60"), [evening, night])).toEqual([4, 5]);
  });

  it("counts a window that starts and ends on the same day", () => {
    expect(minutesInWindow(at("09:00"), at("17:00"), window("12:00", "13:30"))).toBe(90);
    // The next day's window, for a shift that runs on past midnight.
    expect(minutesInWindow(at("23:00"), at("13:00") + 1440, window("12:00", "13:30"))).toBe(60);
  });

  it("finds windows that overlap, and lets windows that only touch be", () => {
    expect(overlappingWindows([window("18:00", "23:00"), night])).toEqual([1, 2]);
    expect(overlappingWindows([window("05:00", "07:00"), night])).toEqual([1, 2]);
    expect(overlappingWindows([window("18:00", "22:00"), night])).toBeNull();
    expect(overlappingWindows([night])).toBeNull();
  });

  it("says what each differential pays", () => {
    const settings: PaySettings = { ...payDefaults, differentials: [night, window("18:00", "22:00", 10, "percent")] };
    expect(describeDifferentials(settings)).toEqual([
      "Differential: $2.00 an hour extra from 22:00 to 06:00.",
      "Differential: 10% of the base rate ($3.50 an hour) extra from 18:00 to 22:00.",
    ]);
    expect(describeRule(settings)).toBe(
      "Weekly overtime: hours past 40 in the week are paid at 1.5x the regular rate.",
    );
  });
});

describe("the regular rate with a differential (29 CFR 778.207, 778.115)", () => {
  it("pays overtime on the weighted average: 50 hours at $15, 10 of them with $5 extra", () => {
    const settings: PaySettings = { ...payDefaults, basePay: 15, differentials: [window("20:00", "22:00", 5)] };
    // Five days of 12:00 to 22:00: two hours a day inside the window.
    const entries = Array.from({ length: 5 }, () => day("12:00", "22:00"));
    const hours = hoursForPeriod(entries, 1, noDayRules).weeks[0]!;
    const night = hours.days.map((each) => nightHoursOf(each, settings.differentials));
    const { totals } = payForWorkweek(
      hours.days.map((each) => each.hours),
      settings,
      night,
    );
    // Straight time $750 + $50 = $800 over 50 hours: $16.00. Overtime: 10 hours at $15 + 0.5 x $16.
    expect(totals).toMatchObject({
      regularHours: 40,
      overtimeHours: 10,
      differentialHours: 10,
      regularRate: 16,
      regularPay: 600,
      differentialPay: 50,
      overtimePay: 230,
      pay: 880,
    });
  });

  it("takes a percentage of the base rate", () => {
    const settings: PaySettings = {
      ...payDefaults,
      basePay: 20,
      differentials: [window("22:00", "06:00", 10, "percent")],
    };
    // 8 night hours at $2 extra.
    expect(payForWorkweek([8], settings, [[8]]).totals).toMatchObject({ differentialPay: 16, pay: 176 });
  });

  it("pays a differential only on paid hours: a cap leaves the rest unpaid", () => {
    const settings: PaySettings = { ...payDefaults, overtimeType: "maxDay", differentials: [night] };
    // 10 hours, all at night, capped at 8 paid.
    expect(payForWorkweek([10], settings, [[10]]).totals).toMatchObject({
      regularHours: 8,
      unpaidHours: 2,
      differentialHours: 8,
      differentialPay: 16,
    });
  });

  it("is the base rate without a differential, so the pay is as before", () => {
    const { totals } = payForWorkweek([9, 9, 9, 9, 9], payDefaults);
    expect(totals).toMatchObject({ regularRate: 35, differentialPay: 0, pay: 1662.5 });
  });
});

const hundredths = fc.integer({ min: 0, max: 1600 }).map((value) => value / 100);
const anyWeek = fc.array(hundredths, { minLength: 7, maxLength: 7 });
const anySettings = fc.record({
  basePay: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
  overtimeType: fc.constantFrom("base", "afterDay", "afterWeek", "maxDay", "maxWeek" as const),
  maxHoursPerDay: fc.integer({ min: 0, max: 24 }),
  maxHoursPerWeek: fc.integer({ min: 0, max: 80 }),
  overtimeAfterDay: fc.integer({ min: 0, max: 24 }),
  overtimeAfterWeek: fc.integer({ min: 0, max: 80 }),
  multiplier: fc.constantFrom(1, 1.5, 2),
  differentials: fc.constant([night]),
});

describe("properties", () => {
  it("no hour is paid twice: each is regular, overtime or unpaid, and differential hours are among the paid", () => {
    fc.assert(
      fc.property(anyWeek, anyWeek, anySettings, (hours, inside, settings) => {
        const nights = hours.map((each, index) => [Math.min(each, inside[index]!)]);
        const { days, totals } = payForWorkweek(hours, settings, nights);
        days.forEach((each, index) => {
          expect(Math.round((each.regularHours + each.overtimeHours + each.unpaidHours) * 100)).toBe(
            Math.round(hours[index]! * 100),
          );
          expect(each.differentialHours).toBeLessThanOrEqual(each.regularHours + each.overtimeHours + 1e-9);
        });
        expect(days.reduce((sum, each) => sum + Math.round(each.pay * 100), 0)).toBe(Math.round(totals.pay * 100));
      }),
    );
  });

  it("overtime with a differential pays at least its base-rate overtime, and the regular rate is never below the base", () => {
    fc.assert(
      fc.property(anyWeek, anyWeek, anySettings, (hours, inside, settings) => {
        const nights = hours.map((each, index) => [Math.min(each, inside[index]!)]);
        const withNights = payForWorkweek(hours, settings, nights).totals;
        const without = payForWorkweek(hours, settings).totals;
        expect(withNights.regularRate).toBeGreaterThanOrEqual(settings.basePay - 1e-9);
        expect(withNights.pay).toBeGreaterThanOrEqual(without.pay);
        expect(withNights.pay - without.pay).toBeGreaterThanOrEqual(withNights.differentialPay - 0.011);
      }),
    );
  });

  it("a period with differentials pays exactly its weeks computed alone", () => {
    fc.assert(
      fc.property(anyWeek, anyWeek, anySettings, (first, second, settings) => {
        const nights = (week: number[]) => week.map((each) => [each / 2]);
        const period = payForPeriod([first, second], settings, [nights(first), nights(second)]);
        const alone = [first, second].map((week) => payForWorkweek(week, settings, nights(week)).totals.pay);
        expect(Math.round(period.totals.pay * 100)).toBe(Math.round((alone[0]! + alone[1]!) * 100));
      }),
    );
  });
});
