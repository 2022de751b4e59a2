/**
 * Every worked example on the methodology page of the content store, worked out again by the
 * calculators' own pure modules, and its rules table checked against the
 * overtime calculator's rules: copy and arithmetic must agree.
 */
import { describe, expect, it } from "vitest";
import { overtimeDefaults, payForWeek, type OvertimeRates } from "~/tools/overtime/overtime";
import {
  overtimeRuleLabel,
  overtimeRuleSource,
  overtimeRules,
  splitWeek,
  type OvertimeRule,
} from "~/tools/overtime/split";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { blendedWeek } from "~/tools/overtime/blended";
import { clockOf } from "~/tools/timesheet/clock";
import { emptyEntry, hoursForPeriod, punchStep, roundToStep, workedDay, type RoundTime } from "~/tools/timesheet/hours";
import { nightHoursOf } from "~/tools/timesheet/night-differential";
import { payForWorkweek } from "~/tools/timesheet/pay";
import { payDefaults, type PaySettings } from "~/tools/timesheet/pay-settings";
import { workingHours } from "~/tools/working-hours/working-hours";
import { examplesAt, methodologyAt } from "~/store/test-content";

const page = {
  examples: (await examplesAt("/tools/how-we-calculate")).examples,
  rules: (await methodologyAt("/tools/how-we-calculate")).rules,
  parts: (await methodologyAt("/tools/how-we-calculate")).parts,
};

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
    expect(page.rules.rows.map((row) => row.rule)).toEqual([...overtimeRules]);
    for (const rule of overtimeRules) {
      if (/^[A-Z][a-z]+:/.test(overtimeRuleLabel[rule]))
        expect(overtimeRuleSource[rule]?.url, rule).toMatch(/^https:\/\//);
    }
  });

  it("checks every example below", () => {
    expect(page.examples.items.map((item) => item.title)).toEqual([
      "A day rounded to the quarter hour",
      "One day under every rounding option",
      "A night shift",
      "The same 40 hours under six rules",
      "Kentucky's seventh day",
      "Nevada's wage test",
      "Two pay rates in one week",
      "Night shifts with a differential and overtime",
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

  it("one day under every rounding option", () => {
    const entry = { ...emptyEntry(), from: "08:07", to: "16:53", break: "30" };
    const hours = (roundTime: RoundTime) =>
      formatDecimalHours(workedDay("Monday", "Monday", entry, { roundTime, meal: null }).hours);
    const punches = (roundTime: RoundTime) => {
      const [shift] = workedDay("Monday", "Monday", entry, { roundTime, meal: null }).shifts;
      return `${clockOf(shift!.roundedStart)} to ${clockOf(shift!.roundedEnd)}, ${hours(roundTime)} hours`;
    };
    const example = page.examples.items.find((item) => item.title === "One day under every rounding option")!;
    const steps = example.steps.join(" ");
    expect(steps).toContain(`(${hours("none")})`);
    expect(steps).toContain(`Nearest 5 minutes: ${punches("punch5")}.`);
    expect(steps).toContain(`Nearest 6 minutes: ${punches("punch6")}.`);
    expect(punches("7min")).toBe(punches("punch15"));
    expect(steps).toContain(`Nearest 15 minutes and the 7-minute rule: ${punches("7min")}.`);
    expect(steps).toContain(`${hours("15")} to the nearest 15 minutes and ${hours("30")} to the nearest 30.`);
    expect(example.result).toBe(`From ${hours("15")} to ${hours("30")} hours, against ${hours("none")} unrounded.`);
  });

  it("the rounding options' own examples", () => {
    const section = page.parts.find((each) => each.id === "rounding")!;
    const round = (time: string, roundTime: RoundTime) =>
      clockOf(roundToStep(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), punchStep[roundTime]!));
    const list = section.list!.join(" ");
    expect(list).toContain(`08:02 is ${round("08:02", "punch5")}, 08:03 is ${round("08:03", "punch5")}.`);
    expect(list).toContain(`08:02 is ${round("08:02", "punch6")}, 08:04 is ${round("08:04", "punch6")}`);
    expect(list).toContain(`08:03, rounds up to ${round("08:03", "punch6")}`);
    expect(list).toContain(`08:07 is ${round("08:07", "7min")}, 08:08 is ${round("08:08", "7min")}.`);
  });

  it("two pay rates in one week", () => {
    const week = blendedWeek(
      [
        { name: "Base rate", rate: 15, hours: [8, 8, 8, 8, 8] },
        { name: "Rate 2", rate: 20, hours: [0, 0, 0, 0, 0, 10] },
      ],
      "weekly",
      overtimeDefaults,
    );
    expect(page.examples.items.find((item) => item.title === "Two pay rates in one week")!.steps.join(" ")).toContain(
      `a regular rate of ${formatMoney(week.regularRate)}`,
    );
    expect(result("Two pay rates in one week")).toBe(
      `Straight time ${formatMoney(week.totals.straightPay)}, premium ${formatMoney(week.totals.overtimePremium)}: ${formatMoney(week.totals.totalPay)} for the week.`,
    );
  });

  it("night shifts with a differential and overtime", () => {
    const night = { ...emptyEntry(), from: "20:00", to: "06:00" };
    const hours = hoursForPeriod(
      Array.from({ length: 5 }, () => night),
      1,
      { roundTime: "none", meal: null },
    );
    const settings: PaySettings = {
      ...payDefaults,
      basePay: 15,
      differentials: [{ start: 22 * 60, end: 6 * 60, amount: 5, per: "hour" }],
    };
    const days = hours.weeks[0]!.days;
    const pay = payForWorkweek(
      days.map((day) => day.hours),
      settings,
      days.map((day) => nightHoursOf(day, settings.differentials)),
    ).totals;
    expect(
      page.examples.items
        .find((item) => item.title === "Night shifts with a differential and overtime")!
        .steps.join(" "),
    ).toContain(`a regular rate of ${formatMoney(pay.regularRate)}`);
    expect(result("Night shifts with a differential and overtime")).toBe(
      `${formatMoney(pay.pay)} for the week, of which ${formatMoney(pay.differentialPay)} differential.`,
    );
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
