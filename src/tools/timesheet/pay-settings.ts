/**
 * The timesheet's pay settings (docs/product.md#timesheet-generator): the
 * base rate, one of five pay rules and their thresholds and caps, and night
 * differentials. Apart from the arithmetic (pay.ts), which loads with the results.
 */

export const payRules = ["base", "afterDay", "afterWeek", "maxDay", "maxWeek"] as const;
export type PayRule = (typeof payRules)[number];

/** How a differential's extra is given: dollars an hour, or a percentage of the base rate. */
export const differentialKinds = ["hour", "percent"] as const;
export type DifferentialKind = (typeof differentialKinds)[number];

/**
 * A shift differential: hours worked inside a daily window (minutes from
 * midnight; an end before the start is the next morning's) earn `amount`
 * extra an hour, in dollars or as a percentage of the base rate.
 */
export interface Differential {
  start: number;
  end: number;
  amount: number;
  per: DifferentialKind;
}

/** The most differential windows a sheet holds (an evening and a night, say). */
export const maxDifferentials = 2;

export interface PaySettings {
  basePay: number;
  overtimeType: PayRule;
  maxHoursPerDay: number;
  maxHoursPerWeek: number;
  overtimeAfterDay: number;
  overtimeAfterWeek: number;
  multiplier: number;
  differentials: readonly Differential[];
}

/** The defaults (docs/product.md#tools). */
export const payDefaults: PaySettings = {
  basePay: 35,
  overtimeType: "afterWeek",
  maxHoursPerDay: 8,
  maxHoursPerWeek: 40,
  overtimeAfterDay: 8,
  overtimeAfterWeek: 40,
  multiplier: 1.5,
  differentials: [],
};
