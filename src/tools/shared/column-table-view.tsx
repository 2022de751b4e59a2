import type { ReactNode } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { cellText, shownColumns, type Column } from "./columns";

export type ColumnTableProps<Row, Totals> = {
  caption: string;
  columns: ReadonlyArray<Column<Row, Totals>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totals?: { label: string; values: Totals };
  /** The table's least width from the small breakpoint up; narrower screens scroll it. */
  className?: string;
};

const dash = (value: ReactNode) => (value === "" || value === null || value === undefined ? "–" : value);

/** A cell as the screen shows it: the column's own rendering, else its words. */
function shown<Row, Totals>(column: Column<Row, Totals>, row: Row): ReactNode {
  return dash(column.show?.(row) ?? cellText(column, column.value(row)));
}

function totalOf<Row, Totals>(column: Column<Row, Totals>, totals: Totals): string {
  const value = column.total?.(totals);
  return value === undefined ? "" : cellText(column, value);
}

/**
 * A tool's results (docs/product.md#tools). From the small breakpoint up, a
 * table: the first column heads each row, numbers align right, the totals sit
 * in the footer, and a wide table scrolls inside a ScrollRegion. On a phone,
 * one compact card a row, its strong columns (hours, pay) beside its name, so
 * what the visitor came for is in view without scrolling sideways.
 */
export default function ColumnTable<Row, Totals>(all: ColumnTableProps<Row, Totals>) {
  const props = { ...all, columns: shownColumns(all.columns) };
  return (
    <>
      <PhoneCards {...props} />
      <div className="hidden sm:block print:block">
        <ScrollRegion label={props.caption}>
          <WideTable {...props} />
        </ScrollRegion>
      </div>
    </>
  );
}

function WideTable<Row, Totals>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  className = "min-w-[36rem]",
}: ColumnTableProps<Row, Totals>) {
  const cell = (column: Column<Row, Totals>) =>
    `px-3 py-2 ${column.numeric ? "text-right tabular-nums whitespace-nowrap" : ""} ${column.strong ? "font-semibold text-ink" : ""} ${column.className ?? ""}`;
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
            {/* May wrap ("Week 1 Wednesday Nov 18"), so a sheet with every column still fits at 1280 px. */}
            <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
              {shown(head, row)}
            </th>
            {rest.map((column) => (
              <td key={column.header} className={cell(column)}>
                {shown(column, row)}
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
                {totalOf(column, totals.values)}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** One card: the row's name with its strong values, then the other columns, small. */
function Card({
  name,
  values,
  tone,
}: {
  name: ReactNode;
  values: { column: Column<never, never>; value: ReactNode }[];
  tone: string;
}) {
  const strong = values.filter(({ column }) => column.strong);
  // A text column with nothing in it (no note) says nothing on a card.
  const rest = values.filter(({ column, value }) => !column.strong && (column.numeric || value !== "–"));
  return (
    <li className={`rounded-control border border-line px-3 py-2.5 ${tone}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">{name}</p>
        {/* Its own left margin keeps it on the right when a long day name pushes it to a line of its own. */}
        <dl className="ml-auto flex gap-4 text-right">
          {strong.map(({ column, value }) => (
            <div key={column.header}>
              <dt className="text-xs text-ink-muted">{column.header}</dt>
              <dd className="font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {rest.length ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm min-[22rem]:grid-cols-3">
          {rest.map(({ column, value }) => (
            <div key={column.header} className={column.wide ? "col-span-full" : ""}>
              <dt className="text-xs text-ink-muted">{column.header}</dt>
              <dd className="text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function PhoneCards<Row, Totals>({ caption, columns, rows, rowKey, totals }: ColumnTableProps<Row, Totals>) {
  const [head, ...rest] = columns;
  if (!head) return null;
  // The card only reads a column's header and flags, whatever its row type.
  const loose = (column: Column<Row, Totals>) => column as unknown as Column<never, never>;
  return (
    <ul aria-label={caption} className="grid gap-2 sm:hidden print:hidden">
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          name={shown(head, row)}
          values={rest.map((column) => ({ column: loose(column), value: shown(column, row) }))}
          tone="bg-white"
        />
      ))}
      {totals ? (
        <Card
          name={totals.label}
          values={rest
            .filter((column) => column.total)
            .map((column) => ({ column: loose(column), value: totalOf(column, totals.values) }))}
          tone="bg-brand-50/70"
        />
      ) : null}
    </ul>
  );
}
