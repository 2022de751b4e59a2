import { describe, expect, it } from "vitest";
import { weekDays } from "~/tools/shared/week";
import { emptyTimesheetForm, hoursForWeek } from "./timesheet";
import { csvRows } from "./timesheet-results";

function calculated(start: string) {
  const form = emptyTimesheetForm();
  form.entries = weekDays.map(() => ({ from: "09:00", to: "17:00", break: "" }));
  form.details = { start, employee: "", approver: "" };
  return { week: hoursForWeek(form.entries, form.roundTime), pay: null, form };
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
