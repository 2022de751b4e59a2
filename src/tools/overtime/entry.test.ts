import { describe, expect, it } from "vitest";
import { emptyInputs, readInputs } from "./entry";
import { overtimeDefaults } from "./overtime";

describe("reading the mode in use", () => {
  it("reads hours by type as before, with no rule and no reasons", () => {
    const inputs = emptyInputs();
    inputs.form.days[0] = { regular: "8", overtime: "2", doubleTime: "" };
    inputs.worked.hours[0] = "not read in this mode";
    const reading = readInputs(inputs);
    expect(reading.ok && reading.calculation).toMatchObject({ rule: null, why: null, rates: overtimeDefaults });
    expect(reading.ok && reading.calculation.week[0]).toEqual({ regular: 8, overtime: 2, doubleTime: 0 });
  });

  it("splits hours worked by the rule chosen and says why", () => {
    const inputs = emptyInputs("worked");
    inputs.worked = { hours: ["10", "10", "10", "10", "10", "", ""], rule: "weekly", rates: [] };
    inputs.form.days[0] = { regular: "-5", overtime: "", doubleTime: "" }; // the other mode: not read
    const reading = readInputs(inputs);
    if (!reading.ok) throw new Error("expected a reading");
    expect(reading.calculation.rule).toBe("weekly");
    expect(reading.calculation.week.map((day) => [day.regular, day.overtime])).toEqual([
      [10, 0],
      [10, 0],
      [10, 0],
      [10, 0],
      [0, 10],
      [0, 0],
      [0, 0],
    ]);
    expect(reading.calculation.why?.[4]).toBe("10 past 40 in the week");
  });

  it("lists every problem with hours worked and rates together", () => {
    const inputs = emptyInputs("worked");
    inputs.worked.hours[2] = "eight";
    inputs.form.baseRate = "-1";
    const reading = readInputs(inputs);
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.field)).toEqual(["2-worked", "baseRate"]);
  });
});
