import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyOvertimeForm,
  hoursKinds,
  overtimeDefaults,
  payForWeek,
  readOvertimeForm,
  type DayHours,
  type OvertimeForm,
} from "./overtime";

const day = (regular = 0, overtime = 0, doubleTime = 0): DayHours => ({ regular, overtime, doubleTime });
const week = (...days: DayHours[]) => [...days, ...Array.from({ length: 7 - days.length }, () => day())];

describe("pay for a week", () => {
  it.each([
    // [title, week, rates, total hours, regular, overtime, double time, total pay]
    ["an empty week", week(), overtimeDefaults, 0, 0, 0, 0, 0],
    ["one day of 8 + 2 + 1 at the defaults ($325.00)", week(day(8, 2, 1)), overtimeDefaults, 11, 200, 75, 50, 325],
    ["five 8-hour days at $25", week(day(8), day(8), day(8), day(8), day(8)), overtimeDefaults, 40, 1000, 0, 0, 1000],
    [
      "a retail week at $22.50 with Saturday overtime and Sunday double time",
      week(day(8), day(8), day(8), day(8), day(8, 2), day(0, 4), day(0, 0, 3)),
      { baseRate: 22.5, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 },
      49,
      900,
      202.5,
      135,
      1237.5,
    ],
    [
      "three 12-hour shifts and a holiday at 2.5x",
      week(day(8, 4), day(), day(8, 4), day(), day(8, 4), day(), day(0, 0, 6)),
      { baseRate: 38.4, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2.5 },
      42,
      921.6,
      691.2,
      576,
      2188.8,
    ],
    [
      "a zero rate pays nothing",
      week(day(8, 2, 2)),
      { baseRate: 0, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 },
      12,
      0,
      0,
      0,
      0,
    ],
    [
      "multipliers of 1 pay every hour alike",
      week(day(4, 4, 4)),
      { baseRate: 10, overtimeMultiplier: 1, doubleTimeMultiplier: 1 },
      12,
      40,
      40,
      40,
      120,
    ],
    [
      "pay is rounded to the cent",
      week(day(7.3)),
      { baseRate: 17.17, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 },
      7.3,
      125.34,
      0,
      0,
      125.34,
    ],
    ["half hours", week(day(7.5, 0.5)), overtimeDefaults, 8, 187.5, 18.75, 0, 206.25],
  ])("%s", (_title, hours, rates, totalHours, regularPay, overtimePay, doubleTimePay, totalPay) => {
    const { totals } = payForWeek(hours, rates);
    expect(totals).toMatchObject({ totalHours, regularPay, overtimePay, doubleTimePay, totalPay });
  });

  it("breaks the pay down by day, Monday to Sunday", () => {
    const result = payForWeek(week(day(8, 2, 1), day(), day(), day(), day(), day(0, 3)), overtimeDefaults);
    expect(result.days.map((entry) => entry.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(result.days[0]).toMatchObject({
      totalHours: 11,
      regularPay: 200,
      overtimePay: 75,
      doubleTimePay: 50,
      totalPay: 325,
    });
    expect(result.days[5]).toMatchObject({ overtimeHours: 3, overtimePay: 112.5, totalPay: 112.5 });
    expect(result.totals).toMatchObject({ regularHours: 8, overtimeHours: 5, doubleTimeHours: 1, totalPay: 437.5 });
  });

  it("treats missing days, negative and non-numeric hours as no hours", () => {
    const result = payForWeek([day(-3, Number.NaN, Number.POSITIVE_INFINITY)], overtimeDefaults);
    expect(result.totals.totalHours).toBe(0);
    expect(result.totals.totalPay).toBe(0);
    expect(result.days).toHaveLength(7);
  });

  it("never lets a multiplier below 1 cut the pay", () => {
    const result = payForWeek(week(day(0, 2, 2)), { baseRate: 10, overtimeMultiplier: 0.5, doubleTimeMultiplier: -1 });
    expect(result.totals).toMatchObject({ overtimePay: 20, doubleTimePay: 20 });
  });
});

const formWith = (changes: Partial<OvertimeForm>, days: Partial<Record<string, string>>[] = []): OvertimeForm => {
  const form = { ...emptyOvertimeForm(), ...changes };
  form.days = form.days.map((entry, index) => ({ ...entry, ...days[index] }));
  return form;
};

describe("reading the form", () => {
  it("counts empty and non-numeric hours as 0 and reads the default rates", () => {
    const reading = readOvertimeForm(formWith({}, [{ regular: "8", overtime: "", doubleTime: "abc" }]));
    expect(reading).toEqual({
      ok: true,
      week: [day(8), day(), day(), day(), day(), day(), day()],
      rates: overtimeDefaults,
    });
  });

  it.each([
    [{}, [{ regular: "-1" }], "0-regular", "Monday regular hours can't be negative."],
    [{}, [{}, { overtime: "24.5" }], "1-overtime", "Tuesday overtime hours can't be more than 24."],
    [{}, [{}, {}, { regular: "16", doubleTime: "8.5" }], "2-regular", "Wednesday adds up to more than 24 hours."],
    [{ baseRate: "" }, [], "baseRate", "Enter a base rate of 0 or more."],
    [{ baseRate: "-5" }, [], "baseRate", "Enter a base rate of 0 or more."],
    [{ baseRate: "10000.01" }, [], "baseRate", "The base rate can be at most $10,000 an hour."],
    [{ overtimeMultiplier: "0.9" }, [], "overtimeMultiplier", "The overtime multiplier must be 1 or more."],
    [{ doubleTimeMultiplier: "x" }, [], "doubleTimeMultiplier", "The double-time multiplier must be 1 or more."],
    [{ doubleTimeMultiplier: "10.5" }, [], "doubleTimeMultiplier", "The double-time multiplier can be at most 10."],
  ])("rejects %j %j", (changes, days, field, message) => {
    expect(readOvertimeForm(formWith(changes, days))).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it.each([
    [{ baseRate: "0", overtimeMultiplier: "1", doubleTimeMultiplier: "10" }, [{ regular: "24" }]],
    [{ baseRate: "10000" }, [{ regular: "8", overtime: "8", doubleTime: "8" }]],
  ])("accepts the limits %j %j", (changes, days) => {
    expect(readOvertimeForm(formWith(changes, days)).ok).toBe(true);
  });
});

const hours = fc.double({ min: -10, max: 24, noNaN: true });
const anyWeek = fc.array(fc.record({ regular: hours, overtime: hours, doubleTime: hours }), {
  minLength: 7,
  maxLength: 7,
});
const anyRates = fc.record({
  baseRate: fc.double({ min: 0, max: 10_000, noNaN: true }),
  overtimeMultiplier: fc.double({ min: 1, max: 10, noNaN: true }),
  doubleTimeMultiplier: fc.double({ min: 1, max: 10, noNaN: true }),
});

describe("properties", () => {
  it("hours and pay are never negative", () => {
    fc.assert(
      fc.property(anyWeek, anyRates, (entries, rates) => {
        const { days, totals } = payForWeek(entries, rates);
        for (const row of [...days, totals]) {
          for (const value of Object.values(row))
            if (typeof value === "number") expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("pay never falls as hours rise", () => {
    fc.assert(
      fc.property(
        anyWeek,
        anyRates,
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...hoursKinds),
        fc.double({ min: 0, max: 24, noNaN: true }),
        (entries, rates, index, kind, extra) => {
          const before = payForWeek(entries, rates).totals.totalPay;
          const more = entries.map((entry, at) =>
            at === index ? { ...entry, [kind]: Math.max(0, entry[kind]) + extra } : entry,
          );
          expect(payForWeek(more, rates).totals.totalPay).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it("the week's pay is the sum of its days", () => {
    fc.assert(
      fc.property(anyWeek, anyRates, (entries, rates) => {
        const { days, totals } = payForWeek(entries, rates);
        const cents = days.reduce((sum, entry) => sum + Math.round(entry.totalPay * 100), 0);
        expect(Math.round(totals.totalPay * 100)).toBe(cents);
      }),
    );
  });
});
