import { describe, expect, it } from "vitest";
import { weekDays } from "~/tools/shared/week";
import { hoursForPeriod } from "./hours";
import { emptyTimesheetForm } from "./timesheet";
import { csvRows } from "./timesheet-report";

function calculated(start: string) {
  const form = emptyTimesheetForm();
  form.entries = weekDays.map(() => ({ from: "09:00", to: "17:00", break: "", moreShifts: [] }));
  form.details = { start, employee: "", approver: "" };
  return { hours: hoursForPeriod(form.entries, 1, form.roundTime), pay: null, form };
}

const dayColumn = (start: string) => csvRows(calculated(start)).map((line) => line[0]);

describe("the timesheet's rows with a week starting date", () => {
  it("name each day with its date, Monday first, across a new year", () => {
    expect(dayColumn("2026-12-30")).toEqual([
      "Day",
      "Monday 28 Dec",
      "Tuesday 29 Dec",
      "Wednesday 30 Dec",
      "Thursday 31 Dec",
      "Friday 1 Jan",
      "Saturday 2 Jan",
      "Sunday 3 Jan",
      "Total",
    ]);
  });

  it("are the plain days without a date", () => {
    expect(dayColumn("")).toEqual(["Day", ...weekDays, "Total"]);
    expect(dayColumn("2026-02-31")).toEqual(["Day", ...weekDays, "Total"]);
  });
});

describe("a longer period in the CSV", () => {
  it("lists each week's rows, its subtotal, then the period's total", () => {
    const form = emptyTimesheetForm();
    form.period = 2;
    form.entries = Array.from({ length: 14 }, () => ({ from: "", to: "", break: "", moreShifts: [] }));
    form.entries[0] = { from: "09:00", to: "12:00", break: "", moreShifts: [{ from: "13:00", to: "17:00" }] };
    form.entries[8] = { from: "22:00", to: "06:00", break: "30", moreShifts: [] };
    form.details = { start: "2026-11-16", employee: "", approver: "" };
    const rows = csvRows({ hours: hoursForPeriod(form.entries, 2, "none"), pay: null, form });
    expect(rows).toEqual([
      ["Day", "From", "To", "Break (minutes)", "Hours"],
      ["Week 1 Monday 16 Nov", "09:00, 13:00", "12:00, 17:00", 0, "7.00"],
      ["Week 1 total", "", "", "", "7.00"],
      ["Week 2 Tuesday 24 Nov", "22:00", "06:00 (+1 day)", 30, "7.50"],
      ["Week 2 total", "", "", "", "7.50"],
      ["Period total", "", "", "", "14.50"],
    ]);
  });
});
