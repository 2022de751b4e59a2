import type { ReactNode } from "react";
import type { CsvCell } from "./csv";
import { formatMoney } from "./format";

/**
 * One column of a tool's results: the same definition draws the on-screen
 * table, the printed report, the PDF and the CSV, so the four always agree.
 */
export interface Column<Row, Totals> {
  /** The header on screen, on paper and in the CSV unless `csvHeader` is given. */
  header: string;
  /** The header in the CSV, in full where the screen's is short. */
  csvHeader?: string;
  /** The cell's value in the CSV; also its text on screen and on paper unless `show` is given. Empty shows a dash. */
  value: (row: Row) => CsvCell;
  /** What the screen's table shows when that differs from the CSV (money with its sign, a note beside a time). */
  show?: (row: Row) => ReactNode;
  /** The text on paper when it differs from the CSV's value (a time with its note). */
  print?: (row: Row) => string;
  /** The totals row's text on paper, when it differs from `total`'s. */
  printTotal?: (totals: Totals) => string;
  /** The totals row's cell, if the column has one. */
  total?: (totals: Totals) => CsvCell;
  /** Dollars: the CSV writes `1237.50`, the table `$1,237.50`. */
  money?: boolean;
  numeric?: boolean;
  /** What the visitor came for (hours, pay): bold, and on a phone beside the row's name. */
  strong?: boolean;
  /** Sentences (a reason, a note): on a phone's card, a line of their own. */
  wide?: boolean;
  /** Extra classes for the column's cells on screen (a wide text column, say). */
  className?: string;
  /** Only in the CSV, which gives in a column of its own what the screen and paper leave out (hours as h:mm beside each decimal). */
  csvOnly?: boolean;
  /** Not on paper, where the column before it holds the same (`print`), so a wide report keeps to one sheet. */
  paperless?: boolean;
}

/** The columns the screen shows: all but the CSV's own. */
export const shownColumns = <Row, Totals>(columns: ReadonlyArray<Column<Row, Totals>>): Column<Row, Totals>[] =>
  columns.filter((column) => !column.csvOnly);

/** The rows as CSV: a header, one line per row and, with a label, the totals line. */
export function columnsCsv<Row, Totals>(
  columns: ReadonlyArray<Column<Row, Totals>>,
  rows: readonly Row[],
  totals?: { label: string; values: Totals },
): CsvCell[][] {
  const text = (column: Column<Row, Totals>, value: CsvCell) =>
    column.money && typeof value === "number" ? value.toFixed(2) : value;
  const lines = [
    columns.map((column) => column.csvHeader ?? column.header),
    ...rows.map((row) => columns.map((c) => text(c, c.value(row)))),
  ];
  if (totals) {
    lines.push(columns.map((c, index) => (index === 0 ? totals.label : text(c, c.total?.(totals.values) ?? ""))));
  }
  return lines;
}

/** A results table in words, as a printed report and the PDF show it. */
export interface TextTable {
  caption: string;
  headers: string[];
  /** Per column: figures, aligned right. */
  numeric: boolean[];
  rows: string[][];
  totals: string[] | null;
}

/** A cell's words: money with its sign, an empty cell as a dash. */
export function cellText<Row, Totals>(column: Column<Row, Totals>, value: CsvCell): string {
  const text = column.money && typeof value === "number" ? formatMoney(value) : String(value);
  return text === "" ? "–" : text;
}

/** The table in words, from the same columns as the screen and the CSV. */
export function columnsText<Row, Totals>(
  caption: string,
  all: ReadonlyArray<Column<Row, Totals>>,
  rows: readonly Row[],
  totals?: { label: string; values: Totals },
): TextTable {
  const columns = all.filter((column) => !column.csvOnly && !column.paperless);
  return {
    caption,
    headers: columns.map((column) => column.header),
    numeric: columns.map((column) => column.numeric ?? false),
    rows: rows.map((row) => columns.map((c) => (c.print ? c.print(row) || "–" : cellText(c, c.value(row))))),
    totals: totals
      ? columns.map((c, index) => {
          if (index === 0) return totals.label;
          if (c.printTotal) return c.printTotal(totals.values);
          const value = c.total?.(totals.values);
          return value === undefined ? "" : cellText(c, value);
        })
      : null,
  };
}
