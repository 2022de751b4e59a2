import { describe, expect, it } from "vitest";
import { readBlendedInputs } from "./blended";
import { breakdownColumns, breakdownCsv, overtimeReportBody } from "./breakdown";
import { emptyInputs, emptyPayRate } from "./entry";
import { overtimeDefaults, type DayHours } from "./overtime";
import { explainSplit, splitWeek } from "./split";

const byType = (week: DayHours[], rates = overtimeDefaults) => ({ week, rates, rule: null, why: null, blended: null });

describe("the breakdown's columns", () => {
  it("hours by type: the CSV as before, without reasons", () => {
    const rows = breakdownCsv(byType([{ regular: 8, overtime: 2, doubleTime: 1 }]));
    expect(rows[0]).toEqual([
      "Day",
      "Regular hours",
      "Regular hours (h:mm)",
      "Overtime hours",
      "Overtime hours (h:mm)",
      "Double-time hours",
      "Double-time hours (h:mm)",
      "Total hours",
      "Total hours (h:mm)",
      "Regular pay",
      "Overtime pay",
      "Double-time pay",
      "Total pay",
    ]);
    const monday = [
      "8.00",
      "8:00",
      "2.00",
      "2:00",
      "1.00",
      "1:00",
      "11.00",
      "11:00",
      "200.00",
      "75.00",
      "50.00",
      "325.00",
    ];
    expect(rows[1]).toEqual(["Monday", ...monday]);
    expect(rows[8]).toEqual(["Total", ...monday]);
  });

  it("hours worked: each day's reason after its hours, in the table and the CSV alike", () => {
    const split = splitWeek([10], "daily", overtimeDefaults.baseRate);
    const why = split.map(explainSplit);
    expect(
      breakdownColumns(true)
        .filter((column) => !column.csvOnly)
        .map((column) => column.header),
    ).toEqual([
      "Day",
      "Regular h",
      "Overtime h",
      "Double-time h",
      "Total h",
      "h:mm",
      "Why",
      "Regular pay",
      "Overtime pay",
      "Double-time pay",
      "Total pay",
    ]);
    const csv = breakdownCsv({ week: split, rates: overtimeDefaults, rule: "daily", why, blended: null });
    expect(csv[0]![9]).toBe("Why");
    expect(csv[1]).toEqual([
      "Monday",
      "8.00",
      "8:00",
      "2.00",
      "2:00",
      "0.00",
      "0:00",
      "10.00",
      "10:00",
      "8 regular, 2 over 8 in the day",
      "200.00",
      "75.00",
      "0.00",
      "275.00",
    ]);
    expect(csv[2]![9]).toBe("No hours");
    expect(csv[8]![9]).toBe("");
  });
});

describe("the overtime report's body, for print and PDF alike", () => {
  it("hours by type: the rates, the table in words with money signs, and the week's pay", () => {
    const body = overtimeReportBody(byType([{ regular: 8, overtime: 2, doubleTime: 1 }]));
    expect(body.lead).toEqual(["Base rate $25.00 an hour · overtime 1.5x · double time 2x"]);
    expect(body.table.headers[0]).toBe("Day");
    expect(body.table.rows[0]).toEqual([
      "Monday",
      "8.00",
      "2.00",
      "1.00",
      "11.00\n11:00",
      "$200.00",
      "$75.00",
      "$50.00",
      "$325.00",
    ]);
    expect(body.table.rows[1]).toEqual([
      "Tuesday",
      "0.00",
      "0.00",
      "0.00",
      "0.00\n0:00",
      "$0.00",
      "$0.00",
      "$0.00",
      "$0.00",
    ]);
    expect(body.table.totals).toEqual([
      "Total",
      "8.00",
      "2.00",
      "1.00",
      "11.00\n11:00",
      "$200.00",
      "$75.00",
      "$50.00",
      "$325.00",
    ]);
    expect(body.table.numeric).toEqual([false, true, true, true, true, true, true, true, true]);
    expect(body.totals).toEqual(["Total pay: $325.00"]);
  });

  it("hours worked: names the rule and gives each day's reason, a blank reason in the totals", () => {
    const split = splitWeek([10], "daily", overtimeDefaults.baseRate);
    const body = overtimeReportBody({
      week: split,
      rates: { baseRate: 20, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 },
      rule: "daily",
      why: split.map(explainSplit),
      blended: null,
    });
    expect(body.lead[1]).toBe("Hours worked, split by the rule: Over 8 hours a day");
    expect(body.table.rows[0]?.[4]).toBe("10.00\n10:00");
    expect(body.table.rows[0]?.[5]).toBe("8 regular, 2 over 8 in the day");
    expect(body.table.rows[0]?.[9]).toBe("$220.00");
    expect(body.table.totals?.[5]).toBe("");
    expect(body.totals).toEqual(["Total pay: $220.00"]);
  });
});

describe("a week at two pay rates", () => {
  it("shows straight time and the premiums, and says how the regular rate was found", () => {
    const inputs = emptyInputs("worked");
    inputs.form.baseRate = "15";
    inputs.worked.hours = ["8", "8", "8", "8", "8", "", ""];
    inputs.worked.rates = [{ ...emptyPayRate(), name: "Second job", rate: "20" }];
    inputs.worked.rates[0]!.hours[5] = "10";
    const reading = readBlendedInputs(inputs);
    if (!reading.ok) throw new Error("the week should read");
    const body = overtimeReportBody(reading.calculation);
    expect(body.lead.slice(2)).toEqual([
      "Rates: Base rate $15.00 an hour, 40.00 hours = $600.00 · Second job $20.00 an hour, 10.00 hours = $200.00",
      "Regular rate: $800.00 straight time ÷ 50.00 hours = $16.00 an hour",
      "Overtime premium: 10.00 hours × 0.5 × $16.00 = $80.00",
    ]);
    expect(body.table.headers.slice(-4)).toEqual([
      "Straight time",
      "Overtime premium",
      "Double-time premium",
      "Total pay",
    ]);
    expect(body.table.rows[5]?.slice(-4)).toEqual(["$200.00", "$80.00", "$0.00", "$280.00"]);
    expect(body.totals).toEqual(["Total pay: $880.00"]);
    expect(breakdownCsv(reading.calculation).at(-1)?.slice(-4)).toEqual(["800.00", "80.00", "0.00", "880.00"]);
  });
});
