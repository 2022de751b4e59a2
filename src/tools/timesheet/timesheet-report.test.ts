import { describe, expect, it } from "vitest";
import { weekDays } from "~/tools/shared/week";
import { hoursForPeriod } from "./hours";
import { readSheet } from "./payment";
import { emptyTimesheetForm } from "./timesheet";
import { csvRows, timesheetReportBody } from "./timesheet-report";

function calculated(start: string) {
  const form = emptyTimesheetForm();
  form.entries = weekDays.map(() => ({ from: "09:00", to: "17:00", break: "", moreShifts: [] }));
  form.details = { start, employee: "", approver: "" };
  return { hours: hoursForPeriod(form.entries, 1, { roundTime: form.roundTime, meal: null }), pay: null, form };
}

const dayColumn = (start: string) => csvRows(calculated(start)).map((line) => line[0]);

describe("the timesheet's rows with a week starting date", () => {
  it("name each day with its date, Monday first, across a new year", () => {
    expect(dayColumn("2026-12-30")).toEqual([
      "Day",
      "Monday Dec 28",
      "Tuesday Dec 29",
      "Wednesday Dec 30",
      "Thursday Dec 31",
      "Friday Jan 1",
      "Saturday Jan 2",
      "Sunday Jan 3",
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
    const rows = csvRows({
      hours: hoursForPeriod(form.entries, 2, { roundTime: "none", meal: null }),
      pay: null,
      form,
    });
    expect(rows).toEqual([
      ["Day", "From", "To", "Break (minutes)", "Hours", "Hours (h:mm)"],
      ["Week 1 Monday Nov 16", "09:00, 13:00", "12:00, 17:00", 0, "7.00", "7:00"],
      ["Week 1 total", "", "", "", "7.00", "7:00"],
      ["Week 2 Tuesday Nov 24", "22:00", "06:00 (+1 day)", 30, "7.50", "7:30"],
      ["Week 2 total", "", "", "", "7.50", "7:30"],
      ["Period total", "", "", "", "14.50", "14:30"],
    ]);
  });
});

describe("rounding, the meal rule and a differential in the table", () => {
  const sheet = () => {
    const form = emptyTimesheetForm();
    form.entries[0] = { from: "08:07", to: "16:38", break: "", moreShifts: [] };
    form.entries[1] = { from: "21:58", to: "06:07", break: "45", moreShifts: [] };
    form.roundTime = "7min";
    form.meal = { on: true, minutes: "30", afterHours: "5" };
    return form;
  };

  it("shows each punch as typed and as rounded, the meal minutes, and hours in both notations", () => {
    const form = sheet();
    const reading = readSheet(form);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(csvRows({ hours: reading.hours, pay: reading.pay, form })).toEqual([
      ["Day", "From", "From rounded", "To", "To rounded", "Break (minutes)", "Meal (minutes)", "Hours", "Hours (h:mm)"],
      // 08:00 to 16:45 less the 30-minute meal: 8:15.
      ["Monday", "08:07", "08:00", "16:38", "16:45", 0, 30, "8.25", "8:15"],
      // 22:00 to 06:00 less the 45 minutes typed, so no meal.
      ["Tuesday", "21:58", "22:00", "06:07 (+1 day)", "06:00 (+1 day)", 45, 0, "7.25", "7:15"],
      ["Total", "", "", "", "", "", 30, "15.50", "15:30"],
    ]);
  });

  it("says how rounding and the meal rule applied, and what rounding changed", () => {
    const form = sheet();
    const reading = readSheet(form);
    if (!reading.ok) throw new Error("the sheet should read");
    const body = timesheetReportBody({ hours: reading.hours, pay: null, form });
    expect(body.lead).toEqual([
      "Each punch rounded by the 7-minute rule, before breaks: up to 7 minutes past a quarter hour go back to it, 8 or more on to the next.",
      // Monday +7 at each end; Tuesday starts 2 minutes later and ends 7 earlier.
      "Rounding added 5 minutes (0:05) over the period.",
      "Meal break: 30 minutes off each shift longer than 5 hours on a day with no break entered. Applied on 1 day, 0:30 in all.",
    ]);
    expect(body.totals[0]).toBe("Total hours: 15.50 (15:30)");
  });

  it("with payment and a differential, gives the differential's hours and the regular rate", () => {
    const form = sheet();
    form.includePayment = true;
    form.payment.basePay = "20";
    form.payment.differentials = [{ from: "22:00", to: "06:00", amount: "2", per: "hour" }];
    const reading = readSheet(form);
    if (!reading.ok) throw new Error("the sheet should read");
    const rows = csvRows({ hours: reading.hours, pay: reading.pay, form });
    expect(rows[0]!.slice(9)).toEqual([
      "Base hours",
      "Base hours (h:mm)",
      "Overtime hours",
      "Overtime hours (h:mm)",
      "Differential hours",
      "Differential hours (h:mm)",
      "Pay",
    ]);
    // Tuesday: 7.25 hours worked, all inside the window: 7.25 x $20 + 7.25 x $2.
    expect(rows[2]!.slice(9)).toEqual(["7.25", "7:15", "0.00", "0:00", "7.25", "7:15", "159.50"]);
    const body = timesheetReportBody({ hours: reading.hours, pay: reading.pay, form });
    expect(body.totals).toContain("Differential: $2.00 an hour extra from 22:00 to 06:00.");
  });
});
