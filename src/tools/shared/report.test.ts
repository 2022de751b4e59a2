import { describe, expect, it } from "vitest";
import { pdfFilename, reportFilename } from "./report";

describe("a report PDF's file name", () => {
  it.each([
    ["timesheet", "2026-11-23", "week", "timesheet-2026-11-23.pdf"],
    // A weekly report stands for the week its date falls in: the file takes that week's Monday.
    ["overtime", "2026-11-25", "week", "overtime-2026-11-23.pdf"],
    ["overtime", "2027-01-01", "week", "overtime-2026-12-28.pdf"],
    ["working-hours", "2026-11-25", "date", "working-hours-2026-11-25.pdf"],
    ["working-hours", "2028-02-29", "date", "working-hours-2028-02-29.pdf"],
    ["timesheet", "", "week", "timesheet.pdf"],
    ["working-hours", "2026-02-30", "date", "working-hours.pdf"],
  ] as const)("%s from %j (%s) is %s", (tool, start, kind, name) => {
    expect(pdfFilename(tool, start, kind)).toBe(name);
  });
});

describe("a report CSV's file name", () => {
  it("agrees with the PDF's", () => {
    expect(reportFilename("overtime", "2026-11-25", "week", "csv")).toBe("overtime-2026-11-23.csv");
    expect(reportFilename("timesheet", "", "week", "csv")).toBe("timesheet.csv");
    expect(reportFilename("working-hours", "2026-11-25", "date", "csv")).toBe("working-hours-2026-11-25.csv");
  });
});
