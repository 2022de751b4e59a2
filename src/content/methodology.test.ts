/**
 * Every worked example on the methodology page, worked out again by the
 * calculators' own pure modules, and its rules table checked against the
 * overtime calculator's rules: copy and arithmetic must agree.
 */
import { describe, expect, it } from "vitest";
import { overtimeDefaults, payForWeek, type OvertimeRates } from "~/tools/overtime/overtime";
import { overtimeRuleLabel, overtimeRules, splitWeek, type OvertimeRule } from "~/tools/overtime/split";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { emptyEntry, hoursForPeriod } from "~/tools/timesheet/hours";
import { workingHours } from "~/tools/working-hours/working-hours";
import { page } from "./pages/how-we-calculate";

function result(title: string): string {
  const example = page.examples.items.find((item) => item.title === title);
  expect(example, title).toBeDefined();
  return example!.result;
}

/** A week of hours worked, split by a rule and priced. */
function weekPay(hours: number[], rule: OvertimeRule, baseRate: number) {
  const rates: OvertimeRates = { ...overtimeDefaults, baseRate };
  return payForWeek(splitWeek(hours, rule, baseRate), rates).totals;
}

describe("the methodology page", () => {
  it("lists every overtime rule of the calculator, by the label its select shows, each state with a source", () => {
    expect(page.rules.rows.map((row) => row.rule)).toEqual(overtimeRules.map((rule) => overtimeRuleLabel[rule]));
    for (const row of page.rules.rows) {
      if (/^[A-Z][a-z]+:/.test(row.rule)) expect(row.source?.url, row.rule).toMatch(/^https:\/\//);
    }
  });

  it("checks every example below", () => {
    expect(page.examples.items.map((item) => item.title)).toEqual([
      "A day rounded to the quarter hour",
      "A night shift",
      "The same 40 hours under six rules",
      "Kentucky's seventh day",
      "Nevada's wage test",
      "Rounding to the cent, once per line",
    ]);
  });

  it("a day rounded to the quarter hour", () => {
    const week = hoursForPeriod([{ ...emptyEntry(), from: "08:52", to: "17:08", break: "30" }], 1, {
      roundTime: "15",
      meal: null,
    }).weeks[0]!;
    expect(result("A day rounded to the quarter hour")).toBe(`Monday counts ${week.days[0]!.hours} hours.`);
  });

  it("a night shift", () => {
    const night = workingHours([{ id: "a", startTime: "22:00", endTime: "06:30", breakMinutes: "30" }]);
    expect(result("A night shift")).toBe(`${formatDecimalHours(night.totalHours)} hours.`);
  });

  it("the same 40 hours under six rules", () => {
    const hours = [12, 12, 12, 4];
    const pay = (rule: OvertimeRule) => formatMoney(weekPay(hours, rule, 20).totalPay);
    const federal = pay("weekly");
    for (const rule of ["colorado", "kentucky", "nevada"] as const) expect(pay(rule)).toBe(federal);
    expect(pay("california")).toBe(pay("alaska"));
    expect(weekPay(hours, "alaska", 20).overtimeHours).toBe(12);
    expect(result("The same 40 hours under six rules")).toBe(
      `${federal} under the federal rule; ${pay("alaska")} in Alaska and California.`,
    );
  });

  it("Kentucky's seventh day", () => {
    const hours = [6, 6, 6, 6, 6, 6, 6];
    const kentucky = weekPay(hours, "kentucky", 16);
    const example = page.examples.items.find((item) => item.title === "Kentucky's seventh day")!;
    expect(example.steps.join(" ")).toContain(formatMoney(weekPay(hours, "weekly", 16).totalPay));
    expect(example.result).toBe(
      `${kentucky.regularHours} regular and ${kentucky.overtimeHours} overtime hours: ${formatMoney(kentucky.totalPay)}.`,
    );
  });

  it("Nevada's wage test", () => {
    const hours = [10, 10, 10, 10];
    expect(result("Nevada's wage test")).toBe(
      `${formatMoney(weekPay(hours, "nevada", 15).totalPay)} at $15 an hour; ${formatMoney(weekPay(hours, "nevada", 20).totalPay)} at $20.`,
    );
  });

  it("rounding to the cent, once per line", () => {
    const monday = payForWeek([{ regular: 8, overtime: 2.5, doubleTime: 0 }], { ...overtimeDefaults, baseRate: 17.33 });
    expect(monday.days[0]!.overtimePay).toBe(64.99);
    expect(result("Rounding to the cent, once per line")).toBe(`Monday pays ${formatMoney(monday.totals.totalPay)}.`);
  });
});
