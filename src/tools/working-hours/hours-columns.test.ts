import { describe, expect, it } from "vitest";
import { hoursCsv, workingHoursReportBody } from "./hours-columns";
import { workingHours, type TimeBlock } from "./working-hours";

const blocks: TimeBlock[] = [
  { id: "a", startTime: "09:00", endTime: "17:30", breakMinutes: "30" },
  { id: "b", startTime: "22:00", endTime: "02:15", breakMinutes: "" },
  { id: "c", startTime: "08:00", endTime: "", breakMinutes: "" },
];
const hours = workingHours(blocks);

describe("the working hours table", () => {
  it("downloads as CSV: times as typed, break in minutes, hours both ways, each block's note, the total last", () => {
    expect(hoursCsv(blocks, hours)).toEqual([
      ["Block", "Start", "End", "Break (minutes)", "Hours (decimal)", "Hours (h:mm)", "Note"],
      ["Block 1", "09:00", "17:30", 30, "8.00", "8:00", ""],
      ["Block 2", "22:00", "02:15", 0, "4.25", "4:15", "Ends the next day"],
      ["Block 3", "08:00", "", 0, "0.00", "0:00", "No start or end: counted as 0"],
      ["Total", "", "", "", "12.25", "12:15", ""],
    ]);
  });

  it("reads on paper and in the PDF with short headers, dashes for what is missing, and the total", () => {
    const body = workingHoursReportBody(blocks, hours);
    expect(body.table.headers).toEqual(["Block", "Start", "End", "Break", "Hours", "h:mm", "Note"]);
    expect(body.table.rows).toEqual([
      ["Block 1", "09:00", "17:30", "30 min", "8.00", "8:00", "–"],
      ["Block 2", "22:00", "02:15", "0 min", "4.25", "4:15", "Ends the next day"],
      ["Block 3", "08:00", "–", "0 min", "0.00", "0:00", "No start or end: counted as 0"],
    ]);
    expect(body.table.totals).toEqual(["Total", "", "", "", "12.25", "12:15", ""]);
    expect(body.totals).toEqual(["Total: 12.25 hours (12:15)"]);
  });

  it("writes a break that is not whole minutes to one decimal", () => {
    const half = [{ id: "a", startTime: "09:00", endTime: "10:00", breakMinutes: "7.5" }];
    expect(workingHoursReportBody(half, workingHours(half)).table.rows[0]?.[3]).toBe("7.5 min");
  });
});
