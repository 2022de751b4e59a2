import type { ReactNode } from "react";
import type { CsvCell } from "./csv";
import { formatMoney } from "./format";

/**
 * One column of a tool's results: the same definition draws the on-screen
 * table, the printed report's table and the CSV, so the three always agree.
 */
export interface Column<Row, Totals> {
  /** The header on screen, and in the CSV unless `csvHeader` is given. */
  header: string;
  /** The header in the CSV, in full where the screen's is short. */
  csvHeader?: string;
  /** The cell's value in the CSV; also its text on screen unless `show` is given. Empty shows a dash. */
  value: (row: Row) => CsvCell;
  /** What the table shows when that differs from the CSV (money with its sign, a note beside a time). */
  show?: (row: Row) => ReactNode;
  /** The totals row's cell, if the column has one. */
  total?: (totals: Totals) => CsvCell;
  /** Dollars: the CSV writes `1237.50`, the table `$1,237.50`. */
  money?: boolean;
  numeric?: boolean;
  strong?: boolean;
  /** Extra classes for the column's cells (a wide text column, say). */
  className?: string;
}

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

/**
 * The results table: the first column heads each row, numbers align right,
 * and the totals (if any) sit in the footer. Wide tables go inside a
 * ScrollRegion, which gives phones an edge cue and keyboard scrolling.
 */
export function ColumnTable<Row, Totals>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  className = "min-w-[36rem]",
}: {
  caption: string;
  columns: ReadonlyArray<Column<Row, Totals>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totals?: { label: string; values: Totals };
  className?: string;
}) {
  const cell = (column: Column<Row, Totals>) =>
    `px-3 py-2 ${column.numeric ? "text-right tabular-nums whitespace-nowrap" : ""} ${column.strong ? "font-semibold text-ink" : ""} ${column.className ?? ""}`;
  const shown = (column: Column<Row, Totals>, value: CsvCell) =>
    column.money && typeof value === "number" ? formatMoney(value) : value;
  const dash = (value: ReactNode) => (value === "" || value === null ? "–" : value);
  const [head, ...rest] = columns;
  if (!head) return null;
  return (
    <table className={`w-full border-collapse text-sm ${className} print:min-w-0`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-ink-muted uppercase">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={`px-3 py-2 align-bottom font-semibold ${column.numeric ? "text-right" : ""}`}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-line/70">
            <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-ink">
              {head.show?.(row) ?? head.value(row)}
            </th>
            {rest.map((column) => (
              <td key={column.header} className={cell(column)}>
                {dash(column.show?.(row) ?? shown(column, column.value(row)))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <tr className="bg-brand-50/70 font-semibold text-ink">
            <th scope="row" className="px-3 py-2 text-left">
              {totals.label}
            </th>
            {rest.map((column) => (
              <td key={column.header} className={cell(column)}>
                {column.total ? shown(column, column.total(totals.values)) : ""}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
