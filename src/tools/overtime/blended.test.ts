/**
 * Overtime at the weighted-average regular rate (29 CFR 778.115): tables of
 * the regulation's kind of example, and properties that hold for any week.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blendedWeek, readBlendedInputs, type PayRate } from "./blended";
import { emptyInputs, emptyPayRate } from "./entry";
import { overtimeDefaults, payForWeek } from "./overtime";
import { overtimeRules, splitWeek, type OvertimeRule } from "./split";

const multipliers = { overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 };
const week = (...hours: number[]) => hours;

describe("the regular rate of a week at two rates", () => {
  it("40 hours at $15 and 10 at $20: straight time $800, regular rate $16.00, premium $80.00, $880.00", () => {
    const rates: PayRate[] = [
      { name: "Base rate", rate: 15, hours: week(8, 8, 8, 8, 8) },
      { name: "Second job", rate: 20, hours: week(0, 0, 0, 0, 0, 10) },
    ];
    const blended = blendedWeek(rates, "weekly", multipliers);
    expect(blended.regularRate).toBe(16);
    expect(blended.totals).toMatchObject({
      regular: 40,
      overtime: 10,
      totalHours: 50,
      straightPay: 800,
      overtimePremium: 80,
      totalPay: 880,
    });
    expect(blended.rates).toEqual([
      { name: "Base rate", rate: 15, hours: 40, pay: 600 },
      { name: "Second job", rate: 20, hours: 10, pay: 200 },
    ]);
    // The overtime falls on Saturday, whatever rate its hours were worked at.
    expect(blended.days[5]).toMatchObject({ overtime: 10, straightPay: 200, overtimePremium: 80, totalPay: 280 });
  });

  it("underpays nothing that one rate would pay: at one rate it is the calculator's usual week", () => {
    const one = blendedWeek([{ name: "Base rate", rate: 25, hours: week(10, 10, 10, 10, 10) }], "weekly", multipliers);
    const usual = payForWeek(splitWeek([10, 10, 10, 10, 10], "weekly", 25), { ...overtimeDefaults, baseRate: 25 });
    expect(one.totals.totalPay).toBe(usual.totals.totalPay);
  });

  it("applies a state's daily rule and double time to the day's hours at every rate", () => {
    // California, Monday: 10 hours at $20 and 4 at $30: 8 regular, 4 overtime, 2 double time.
    const blended = blendedWeek(
      [
        { name: "Base rate", rate: 20, hours: week(10) },
        { name: "Nights", rate: 30, hours: week(4) },
      ],
      "california",
      multipliers,
    );
    // $320 straight over 14 hours: $22.857...; premiums 4 x 0.5 and 2 x 1 of it.
    expect(blended.days[0]).toMatchObject({ regular: 8, overtime: 4, doubleTime: 2, straightPay: 320 });
    expect(blended.days[0]!.overtimePremium).toBe(45.71);
    expect(blended.days[0]!.doubleTimePremium).toBe(45.71);
    expect(blended.totals.totalPay).toBe(411.42);
  });
});

describe("reading several rates", () => {
  const inputs = () => {
    const typed = emptyInputs("worked");
    typed.form.baseRate = "15";
    typed.worked.hours = ["8", "8", "8", "8", "8", "", ""];
    typed.worked.rates = [{ ...emptyPayRate(), name: "Second job", rate: "20" }];
    typed.worked.rates[0]!.hours[5] = "10";
    return typed;
  };

  it("prices the week at the regular rate", () => {
    const reading = readBlendedInputs(inputs());
    expect(reading.ok && reading.calculation.blended?.totals.totalPay).toBe(880);
    expect(reading.ok && reading.calculation.why?.[5]).toBe("10 past 40 in the week");
  });

  it.each([
    ["0", "Pay rate 2 must be a number of dollars more than 0."],
    ["abc", "Pay rate 2 must be a number of dollars more than 0."],
    ["", "Pay rate 2 must be a number of dollars more than 0."],
    ["20000", "Pay rate 2 can be at most $10,000 an hour."],
  ])("says what is wrong with a rate of %j", (rate, message) => {
    const typed = inputs();
    typed.worked.rates[0]!.rate = rate;
    const reading = readBlendedInputs(typed);
    expect(reading.ok ? [] : reading.problems).toEqual([{ field: "rate2", message }]);
  });

  it("names the rate beside a day's bad hours, and a day over 24 hours at all rates", () => {
    const typed = inputs();
    typed.worked.rates[0]!.hours[2] = "-3";
    const bad = readBlendedInputs(typed);
    expect(bad.ok ? [] : bad.problems).toEqual([
      { field: "2-worked2", message: "Wednesday hours worked at Second job can't be negative." },
    ]);
    typed.worked.rates[0]!.hours[2] = "17";
    const long = readBlendedInputs(typed);
    expect(long.ok ? [] : long.problems).toEqual([
      { field: "2-worked", message: "Wednesday adds up to more than 24 hours at all rates." },
    ]);
  });
});

const hundredths = fc.integer({ min: 0, max: 1200 }).map((value) => value / 100);
const anyRate = fc.integer({ min: 1, max: 10_000 }).map((cents) => cents / 100);
const anyWeek = fc.array(hundredths, { minLength: 7, maxLength: 7 });

describe("properties", () => {
  it("no hour is paid twice: each day's parts add up to its hours at every rate, and the days to the week", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: anyRate, hours: anyWeek }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<OvertimeRule>(...overtimeRules),
        (typed, rule) => {
          const rates = typed.map((each, at) => ({ name: `Rate ${at + 1}`, ...each }));
          const blended = blendedWeek(rates, rule, multipliers);
          blended.days.forEach((day, index) => {
            const worked = rates.reduce((sum, each) => sum + Math.round(each.hours[index]! * 100), 0);
            expect(Math.round((day.regular + day.overtime + day.doubleTime) * 100)).toBe(worked);
            expect(Math.round(day.totalPay * 100)).toBe(
              Math.round(day.straightPay * 100) +
                Math.round(day.overtimePremium * 100) +
                Math.round(day.doubleTimePremium * 100),
            );
          });
          const cents = (value: number) => Math.round(value * 100);
          expect(blended.days.reduce((sum, day) => sum + cents(day.totalPay), 0)).toBe(cents(blended.totals.totalPay));
          // Every hour paid its own rate once, and premiums never below nothing.
          expect(cents(blended.totals.straightPay)).toBe(blended.rates.reduce((sum, each) => sum + cents(each.pay), 0));
          expect(blended.totals.overtimePremium).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("the regular rate lies between the lowest and the highest rate worked", () => {
    fc.assert(
      fc.property(anyRate, anyRate, anyWeek, anyWeek, (low, high, first, second) => {
        fc.pre(first.some((each) => each > 0) && second.some((each) => each > 0));
        const blended = blendedWeek(
          [
            { name: "A", rate: low, hours: first },
            { name: "B", rate: high, hours: second },
          ],
          "weekly",
          multipliers,
        );
        expect(blended.regularRate).toBeGreaterThanOrEqual(Math.min(low, high) - 0.01);
        expect(blended.regularRate).toBeLessThanOrEqual(Math.max(low, high) + 0.01);
      }),
    );
  });
});
