/**
 * A team's period in one report (docs/product.md#timesheet-generator): the
 * summary of every employee, their sheets after it, and one CSV.
 */
import { describe, expect, it } from "vitest";
import type { TimeEntry } from "./hours";
import { emptyTimesheetForm, type TimesheetForm } from "./timesheet";
import { reportFor, teamCsv, teamMembers, teamReportBody, teamSummary } from "./team-report";

const day = (from: string, to: string, pause = ""): TimeEntry => ({ from, to, break: pause, moreShifts: [] });

function team(): TimesheetForm[] {
  const jo = emptyTimesheetForm();
  jo.details = { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" };
  jo.roundTime = "7min";
  jo.meal = { on: true, minutes: "30", afterHours: "5" };
  jo.includePayment = true;
  jo.payment.basePay = "20";
  jo.entries = [day("08:07", "16:38"), day("08:08", "16:30"), ...Array.from({ length: 5 }, () => day("", ""))];
  const ana = { ...jo, details: { ...jo.details, employee: "Ana Ruiz" }, roundTime: "none" as const };
  ana.meal = { ...jo.meal, on: false };
  ana.entries = [day("09:00", "17:00", "30"), ...Array.from({ length: 6 }, () => day("", ""))];
  return [jo, ana];
}

describe("a team's summary", () => {
  it("gives each employee's hours and pay, and the team's totals", () => {
    const summary = teamSummary(teamMembers(team()));
    // Jo: 8.25 and 7.75 (7-minute rule, 30 minutes of meal each day). Ana: 7.5.
    expect(summary.rows.map((row) => [row.name, row.hours, row.pay?.pay])).toEqual([
      ["Jo Smith", 16, 320],
      ["Ana Ruiz", 7.5, 150],
    ]);
    expect(summary.total).toMatchObject({ name: "Team total", hours: 23.5 });
    expect(summary.total.pay?.pay).toBe(470);
    expect(summary.columns.map((column) => column.header)).toEqual([
      "Employee",
      "Regular hours",
      "Regular hours (h:mm)",
      "Overtime hours",
      "Overtime hours (h:mm)",
      "Hours",
      "h:mm",
      "Pay",
    ]);
  });

  it("leaves out a sheet that does not read, and says why", () => {
    const sheets = team();
    sheets[1]!.entries[0] = day("09:00", "10:00", "90");
    const members = teamMembers(sheets);
    expect(members[1]!.problems).toEqual(["Monday break is longer than the time from From to To."]);
    const body = teamReportBody(members);
    expect(body.lead).toContain(
      "Left out until their sheet is fixed: Ana Ruiz (Monday break is longer than the time from From to To.)",
    );
    expect(body.sheets).toHaveLength(1);
    const csv = teamCsv(members);
    expect(csv[2]).toEqual(["Team total", "16.00", "16:00", "0.00", "0:00", "16.00", "16:00", "320.00"]);
    expect(csv[3]).toEqual([
      "Left out until their sheet is fixed: Ana Ruiz (Monday break is longer than the time from From to To.)",
    ]);
    expect(csv[4]).toEqual([]);
    expect(csv.slice(6).map((line) => line[0])).not.toContain("Ana Ruiz");
  });
});

describe("the team's report", () => {
  it("is the summary, signed by the approver, then each employee's sheet with their own name", () => {
    const body = teamReportBody(teamMembers(team()));
    expect(body.signers).toBe("approver");
    expect(body.table.headers).toEqual(["Employee", "Regular hours", "Overtime hours", "Hours", "h:mm", "Pay"]);
    expect(body.table.rows).toEqual([
      ["Jo Smith", "16.00", "0.00", "16.00", "16:00", "$320.00"],
      ["Ana Ruiz", "7.50", "0.00", "7.50", "7:30", "$150.00"],
    ]);
    expect(body.table.totals).toEqual(["Team total", "23.50", "0.00", "23.50", "23:30", "$470.00"]);
    expect(body.totals).toEqual(["Team total hours: 23.50 (23:30)", "Team total pay: $470.00"]);
    expect(body.sheets!.map((sheet) => sheet.texts.employee)).toEqual(["Jo Smith", "Ana Ruiz"]);
    expect(body.sheets![0]!.body.table.headers).toContain("From rounded");
  });

  it("is one CSV: the summary, a blank line, then every employee's days with the columns any sheet needs", () => {
    const lines = teamCsv(teamMembers(team()));
    expect(lines[0]).toEqual([
      "Employee",
      "Regular hours",
      "Regular hours (h:mm)",
      "Overtime hours",
      "Overtime hours (h:mm)",
      "Hours",
      "Hours (h:mm)",
      "Pay",
    ]);
    expect(lines[3]).toEqual(["Team total", "23.50", "23:30", "0.00", "0:00", "23.50", "23:30", "470.00"]);
    expect(lines[4]).toEqual([]);
    expect(lines[5]!.slice(0, 9)).toEqual([
      "Employee",
      "Day",
      "From",
      "From rounded",
      "To",
      "To rounded",
      "Break (minutes)",
      "Meal (minutes)",
      "Hours",
    ]);
    expect(lines[6]!.slice(0, 10)).toEqual([
      "Jo Smith",
      "Monday Nov 16",
      "08:07",
      "08:00",
      "16:38",
      "16:45",
      0,
      30,
      "8.25",
      "8:15",
    ]);
    // Ana's day: no rounding, so its rounded punches are the typed ones.
    expect(lines.find((line) => line[0] === "Ana Ruiz" && line[1] === "Monday Nov 16")!.slice(2, 6)).toEqual([
      "09:00",
      "09:00",
      "17:00",
      "17:00",
    ]);
    expect(lines.filter((line) => line[1] === "Total").map((line) => line[0])).toEqual(["Jo Smith", "Ana Ruiz"]);
  });

  it("is the sheet's own report with one employee, and the team's with more", () => {
    const [jo] = team();
    const members = teamMembers([jo!]);
    const alone = reportFor(members[0]!.calculated!, null);
    expect([alone.csv.filename, alone.pdfName]).toEqual(["timesheet-2026-11-16.csv", "timesheet-2026-11-16.pdf"]);
    expect(alone.body.sheets).toBeUndefined();
    const both = reportFor(members[0]!.calculated!, team());
    expect([both.csv.filename, both.pdfName]).toEqual([
      "timesheet-team-2026-11-16.csv",
      "timesheet-team-2026-11-16.pdf",
    ]);
    expect(both.texts.employee).toBe("2 employees");
  });
});
