import { describe, expect, it } from "vitest";
import { breakdownColumns, breakdownCsv, overtimeReportBody } from "./breakdown";
import { overtimeDefaults, payForWeek } from "./overtime";
import { explainSplit, splitWeek } from "./split";

describe("the breakdown's columns", () => {
  it("hours by type: the CSV as before, without reasons", () => {
    const pay = payForWeek([{ regular: 8, overtime: 2, doubleTime: 1 }], overtimeDefaults);
    const rows = breakdownCsv(pay, null);
    expect(rows[0]).toEqual([
      "Day",
      "Regular hours",
      "Overtime hours",
      "Double-time hours",
      "Total hours",
      "Regular pay",
      "Overtime pay",
      "Double-time pay",
      "Total pay",
    ]);
    expect(rows[1]).toEqual(["Monday", "8.00", "2.00", "1.00", "11.00", "200.00", "75.00", "50.00", "325.00"]);
    expect(rows[8]).toEqual(["Total", "8.00", "2.00", "1.00", "11.00", "200.00", "75.00", "50.00", "325.00"]);
  });

  it("hours worked: each day's reason after its hours, in the table and the CSV alike", () => {
    const split = splitWeek([10], "daily", overtimeDefaults.baseRate);
    const why = split.map(explainSplit);
    const pay = payForWeek(split, overtimeDefaults);
    expect(breakdownColumns(true).map((column) => column.header)).toEqual([
      "Day",
      "Regular h",
      "Overtime h",
      "Double-time h",
      "Total h",
      "Why",
      "Regular pay",
      "Overtime pay",
      "Double-time pay",
      "Total pay",
    ]);
    const csv = breakdownCsv(pay, why);
    expect(csv[0]![5]).toBe("Why");
    expect(csv[1]).toEqual([
      "Monday",
      "8.00",
      "2.00",
      "0.00",
      "10.00",
      "8 regular, 2 over 8 in the day",
      "200.00",
      "75.00",
      "0.00",
      "275.00",
    ]);
    expect(csv[2]![5]).toBe("No hours");
    expect(csv[8]![5]).toBe("");
  });
});

describe("the overtime report's body, for print and PDF alike", () => {
  it("hours by type: the rates, the table in words with money signs, and the week's pay", () => {
    const pay = payForWeek([{ regular: 8, overtime: 2, doubleTime: 1 }], overtimeDefaults);
    const body = overtimeReportBody({ pay, rates: overtimeDefaults, rule: null, why: null });
    expect(body.lead).toEqual(["Base rate $25.00 an hour · overtime 1.5x · double time 2x"]);
    expect(body.table.headers[0]).toBe("Day");
    expect(body.table.rows[0]).toEqual([
      "Monday",
      "8.00",
      "2.00",
      "1.00",
      "11.00",
      "$200.00",
      "$75.00",
      "$50.00",
      "$325.00",
    ]);
    expect(body.table.rows[1]).toEqual(["Tuesday", "0.00", "0.00", "0.00", "0.00", "$0.00", "$0.00", "$0.00", "$0.00"]);
    expect(body.table.totals).toEqual([
      "Total",
      "8.00",
      "2.00",
      "1.00",
      "11.00",
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
    const pay = payForWeek(split, { baseRate: 20, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 });
    const body = overtimeReportBody({
      pay,
      rates: { baseRate: 20, overtimeMultiplier: 1.5, doubleTimeMultiplier: 2 },
      rule: "daily",
      why: split.map(explainSplit),
    });
    expect(body.lead[1]).toBe("Hours worked, split by the rule: Over 8 hours a day");
    expect(body.table.rows[0]?.[5]).toBe("8 regular, 2 over 8 in the day");
    expect(body.table.rows[0]?.[9]).toBe("$220.00");
    expect(body.table.totals?.[5]).toBe("");
    expect(body.totals).toEqual(["Total pay: $220.00"]);
  });
});
