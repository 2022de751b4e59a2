import { useEffect, useRef, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { TextTable } from "./columns";
import { downloadCsv, type CsvCell } from "./csv";
import { PdfDownload } from "./pdf-download";
import { printReport, printReportOnShortcut, reportBrand, type ReportTexts } from "./print";
import type { ReportBody } from "./report";

/**
 * Ctrl+P (the browser's own Print) prints the tool's report while there is
 * one, as its Print button does (print.ts).
 */
export function usePrintShortcut(title: string, report: RefObject<HTMLElement | null>, texts: ReportTexts | null) {
  const latest = useRef(texts);
  useEffect(() => {
    latest.current = texts;
  });
  useEffect(
    () =>
      printReportOnShortcut(() => (latest.current ? { title, report: report.current, texts: latest.current } : null)),
    [title, report],
  );
}

function ReportTable({ table }: { table: TextTable }) {
  const align = (column: number) => (table.numeric[column] ? "text-right tabular-nums" : "text-left");
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{table.caption}</caption>
      <thead>
        <tr className="border-b border-ink text-xs tracking-wide text-ink-muted uppercase">
          {table.headers.map((header, column) => (
            <th key={header} scope="col" className={`px-2 py-1.5 align-bottom font-semibold ${align(column)}`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row[0]} className="border-b border-line">
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row" className="px-2 py-1.5 text-left font-medium">
                  {cell}
                </th>
              ) : (
                <td key={column} className={`px-2 py-1.5 ${align(column)}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {table.totals ? (
        <tfoot>
          <tr className="bg-brand-50 font-semibold">
            {table.totals.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row" className="px-2 py-1.5 text-left">
                  {cell}
                </th>
              ) : (
                <td key={column} className={`px-2 py-1.5 ${align(column)}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** The tool's part of a printed report, from the same data as its PDF: lines, table, totals. */
export function ReportBodyView({ body }: { body: ReportBody }) {
  const [headline, ...more] = body.totals;
  return (
    <>
      {body.lead.map((line) => (
        <p key={line} className="mt-1 text-ink-muted first:mt-0">
          {line}
        </p>
      ))}
      <div className="mt-4">
        <ReportTable table={body.table} />
      </div>
      {headline ? <p className="mt-4 text-base font-bold">{headline}</p> : null}
      {more.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </>
  );
}

/**
 * A result's report actions, the same on every calculator: Print report,
 * Download CSV and Download PDF with its paper size, all from one report
 * (docs/product.md#tools). Renders the hidden part that printing copies, and
 * makes Ctrl+P print it too.
 */
export function ReportActions({
  title,
  texts,
  body,
  csv,
  pdfName,
  onPrint,
}: {
  title: string;
  texts: ReportTexts;
  body: ReportBody;
  csv: { filename: string; rows: () => CsvCell[][] };
  pdfName: string;
  /** Before printing (a tool that keeps the report's details in the address writes them). */
  onPrint?: () => void;
}) {
  const report = useRef<HTMLDivElement>(null);
  usePrintShortcut(title, report, texts);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          onPrint?.();
          printReport(title, report.current, texts);
        }}
      >
        <Icon name="printer" />
        Print report
      </Button>
      <Button variant="outline" onClick={() => downloadCsv(csv.filename, csv.rows())}>
        <Icon name="download" />
        Download CSV
      </Button>
      <PdfDownload filename={pdfName} report={() => ({ title, brand: reportBrand(), texts, body })} />
      {/* The tool's part of the printed report, copied into the page's report frame (docs/product.md#printed-reports). */}
      <div ref={report} hidden className="mt-5">
        <ReportBodyView body={body} />
      </div>
    </>
  );
}
