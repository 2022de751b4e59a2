/**
 * The timesheet's pay settings (docs/product.md#timesheet-generator): the
 * base rate, one of five pay rules and their thresholds and caps. Apart from
 * the arithmetic (pay.ts), which loads with the results.
 */

export const payRules = ["base", "afterDay", "afterWeek", "maxDay", "maxWeek"] as const;
export type PayRule = (typeof payRules)[number];

export interface PaySettings {
  basePay: number;
  overtimeType: PayRule;
  maxHoursPerDay: number;
  maxHoursPerWeek: number;
  overtimeAfterDay: number;
  overtimeAfterWeek: number;
  multiplier: number;
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
};
