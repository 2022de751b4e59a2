import { describe, expect, it } from "vitest";
import { columnsCsv, columnsText, type Column } from "./columns";

interface Row {
  name: string;
  hours: number;
  pay: number;
  note: string;
}
const columns: Column<Row, Row>[] = [
  { header: "Name", value: (row) => row.name },
  {
    header: "Hours",
    csvHeader: "Hours (decimal)",
    value: (row) => row.hours.toFixed(2),
    total: (sum) => sum.hours.toFixed(2),
    numeric: true,
  },
  { header: "Pay", value: (row) => row.pay, total: (sum) => sum.pay, money: true, numeric: true },
  { header: "Note", value: (row) => row.note, print: (row) => (row.note ? `(${row.note})` : "") },
];
const rows: Row[] = [
  { name: "Monday", hours: 8, pay: 1237.5, note: "" },
  { name: "=Tuesday", hours: 0.25, pay: 0, note: "late" },
];
const totals = { label: "Total", values: { name: "", hours: 8.25, pay: 1237.5, note: "" } };

describe("one column definition", () => {
  it("makes the CSV: full headers, money without its sign, the totals labelled", () => {
    expect(columnsCsv(columns, rows, totals)).toEqual([
      ["Name", "Hours (decimal)", "Pay", "Note"],
      ["Monday", "8.00", "1237.50", ""],
      ["=Tuesday", "0.25", "0.00", "late"],
      ["Total", "8.25", "1237.50", ""],
    ]);
    expect(columnsCsv(columns, rows)).toHaveLength(3);
  });

  it("makes the report's table: short headers, money in dollars, a dash for nothing, the paper's own words", () => {
    expect(columnsText("By day", columns, rows, totals)).toEqual({
      caption: "By day",
      headers: ["Name", "Hours", "Pay", "Note"],
      numeric: [false, true, true, false],
      rows: [
        ["Monday", "8.00", "$1,237.50", "–"],
        ["=Tuesday", "0.25", "$0.00", "(late)"],
      ],
      // A column without a total leaves its cell empty.
      totals: ["Total", "8.25", "$1,237.50", ""],
    });
    expect(columnsText("By day", columns, rows).totals).toBeNull();
  });

  it("gives a CSV-only column to the CSV alone", () => {
    const withClock: Column<Row, Row>[] = [
      ...columns.slice(0, 2),
      {
        header: "Hours (h:mm)",
        value: (row) => `${Math.floor(row.hours)}:${String((row.hours % 1) * 60).padStart(2, "0")}`,
        csvOnly: true,
      },
    ];
    expect(columnsCsv(withClock, rows.slice(0, 1))).toEqual([
      ["Name", "Hours (decimal)", "Hours (h:mm)"],
      ["Monday", "8.00", "8:00"],
    ]);
    expect(columnsText("Days", withClock, rows.slice(0, 1)).headers).toEqual(["Name", "Hours"]);
  });
});
