import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockHours, formatDecimalHours, formatHoursMinutes, formatMoney } from "./format";

describe("formatting", () => {
  it.each([
    [325, "$325.00"],
    [0, "$0.00"],
    [1234.5, "$1,234.50"],
    [1_234_567.891, "$1,234,567.89"],
    [-12, "-$12.00"],
    [-0.001, "$0.00"],
    [0.005, "$0.01"],
    [Number.NaN, "$0.00"],
    [Number.POSITIVE_INFINITY, "$0.00"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("writes money as en-US currency formatting does", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 100),
        ),
        (amount) => {
          // Intl writes an amount that rounds to zero with its sign ("-$0.00"); this does not.
          fc.pre(usd.format(amount) !== "-$0.00");
          expect(formatMoney(amount)).toBe(usd.format(amount));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("rounds a half cent up as the amount is written, not as it is stored", () => {
    // 1.005 is stored as 1.00499…; the property above found the second.
    expect(formatMoney(1.005)).toBe("$1.01");
    expect(formatMoney(-635_279_730_052.345)).toBe("-$635,279,730,052.35");
  });

  it.each([
    [7.5, "7.50"],
    [0, "0.00"],
    [8.333, "8.33"],
  ])("formats %s hours as %s", (hours, expected) => {
    expect(formatDecimalHours(hours)).toBe(expected);
  });

  it.each([
    [450, "7:30"],
    [0, "0:00"],
    [65, "1:05"],
    [1440, "24:00"],
    [-5, "0:00"],
  ])("formats %s minutes as %s", (minutes, expected) => {
    expect(formatHoursMinutes(minutes)).toBe(expected);
  });

  it.each([
    [8.5, "8:30"],
    [7.33, "7:20"],
    [0.01, "0:01"],
    [40, "40:00"],
    [Number.NaN, "0:00"],
  ])("gives %s decimal hours as %s", (hours, expected) => {
    expect(clockHours(hours)).toBe(expected);
  });
});
