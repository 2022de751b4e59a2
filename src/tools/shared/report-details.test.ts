import { describe, expect, it } from "vitest";
import {
  decodeReportDetails,
  emptyReportDetails,
  encodeReportDetails,
  formatDay,
  periodText,
  printedDetails,
  readReportDetails,
  weekOf,
} from "./report-details";

const days = (start: string) => weekOf(start)?.map((date) => date.toISOString().slice(0, 10));

describe("a report's period", () => {
  it.each([
    ["a Monday", "2026-11-16", "Week of Mon, Nov 16, 2026 – Sun, Nov 22, 2026"],
    ["a Wednesday, which stands for its week", "2026-11-18", "Week of Mon, Nov 16, 2026 – Sun, Nov 22, 2026"],
    ["a Sunday, the week's last day", "2026-11-22", "Week of Mon, Nov 16, 2026 – Sun, Nov 22, 2026"],
    ["a week across two months", "2026-09-28", "Week of Mon, Sep 28, 2026 – Sun, Oct 4, 2026"],
    ["a week across two years", "2026-12-28", "Week of Mon, Dec 28, 2026 – Sun, Jan 3, 2027"],
    ["a week whose Monday is in the year before", "2027-01-01", "Week of Mon, Dec 28, 2026 – Sun, Jan 3, 2027"],
    ["the Sunday before a 29 February", "2028-02-27", "Week of Mon, Feb 21, 2028 – Sun, Feb 27, 2028"],
    ["a week with 29 February", "2028-02-29", "Week of Mon, Feb 28, 2028 – Sun, Mar 5, 2028"],
    ["a week with the US clock change", "2026-03-02", "Week of Mon, Mar 2, 2026 – Sun, Mar 8, 2026"],
    ["a week with the European clock change", "2026-03-29", "Week of Mon, Mar 23, 2026 – Sun, Mar 29, 2026"],
  ])("a week from %s", (_title, start, text) => {
    expect(periodText(start, "week")).toBe(text);
  });

  it("lists the seven dates, Monday first, one day apart", () => {
    expect(days("2026-12-31")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(days("2028-02-29")).toEqual([
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02",
      "2028-03-03",
      "2028-03-04",
      "2028-03-05",
    ]);
  });

  it("a one-day report shows that day", () => {
    expect(periodText("2026-11-18", "date")).toBe("Wed, Nov 18, 2026");
    expect(periodText("2027-01-01", "date")).toBe("Fri, Jan 1, 2027");
  });

  it("writes a day short and long", () => {
    const date = new Date(Date.UTC(2026, 0, 5));
    expect(formatDay(date)).toBe("Mon, Jan 5, 2026");
    expect(formatDay(date, true)).toBe("Jan 5");
  });

  it.each([
    "",
    "2026-02-30",
    "2026-04-31",
    "2027-02-29",
    "2026-13-01",
    "2026-00-10",
    "0099-01-01",
    "16/11/2026",
    "2026-11-16T00:00",
    " 2026-11-16",
    "soon",
  ])("has no period for %j", (start) => {
    expect(periodText(start, "week")).toBe("");
    expect(periodText(start, "date")).toBe("");
    expect(weekOf(start)).toBeNull();
  });
});

describe("report details in the address and saved values", () => {
  it("round-trip through the address, under the period's own key", () => {
    const details = { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" };
    const params = new URLSearchParams();
    encodeReportDetails(params, details, "week");
    expect(params.toString()).toBe("week=2026-11-16&employee=Jo+Smith&approver=Sam+Lee");
    expect(decodeReportDetails(new URLSearchParams(params.toString()), "week")).toEqual(details);

    const day = new URLSearchParams();
    encodeReportDetails(day, details, "date");
    expect(day.get("date")).toBe("2026-11-16");
    expect(decodeReportDetails(day, "date")).toEqual(details);
  });

  it("leave empty details out of the address", () => {
    const params = new URLSearchParams();
    encodeReportDetails(params, { start: "", employee: "  ", approver: "" }, "week");
    expect(params.toString()).toBe("");
    expect(decodeReportDetails(params, "week")).toEqual(emptyReportDetails());
  });

  it("reject junk field by field, and trim names to their limit", () => {
    expect(
      decodeReportDetails(
        new URLSearchParams(`week=2026-02-30&employee=${"e".repeat(300)}&approver=%20Sam%20`),
        "week",
      ),
    ).toEqual({ start: "", employee: "e".repeat(100), approver: "Sam" });
    expect(readReportDetails({ start: 20261116, employee: ["Jo"], approver: { name: "Sam" } })).toEqual(
      emptyReportDetails(),
    );
    for (const junk of [null, undefined, 42, "2026-11-16", [], true]) {
      expect(readReportDetails(junk)).toEqual({ start: "", employee: "", approver: "" });
    }
  });

  it("print as the period in words and the names", () => {
    expect(printedDetails({ start: "2026-11-18", employee: " Jo ", approver: "" }, "week")).toEqual({
      period: "Week of Mon, Nov 16, 2026 – Sun, Nov 22, 2026",
      employee: "Jo",
      approver: "",
    });
  });
});
