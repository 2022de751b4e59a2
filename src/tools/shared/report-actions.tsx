import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { downloadCsv, type CsvCell } from "./csv";
import { PdfDownload } from "./pdf-download";
import { printReport, printReportOnShortcut, reportBrand } from "./print";
import type { ReportBody, ReportTexts } from "./report";

/** A result's report: made on a press of Print, Download CSV or Download PDF, never while the result draws. */
interface Report {
  title: string;
  texts: ReportTexts;
  body: ReportBody;
  csv: { filename: string; rows: () => CsvCell[][] };
  pdfName: string;
}

export interface ReportActionsProps {
  /** Makes the report from the result on screen. */
  report: () => Report;
  /** Before printing (a tool that keeps the report's details in the address writes them). */
  onPrint?: () => void;
  /** Off where the tool has a print button of its own (the timesheet's Generate Report). */
  printButton?: boolean;
}

/**
 * A result's report actions, the same on every calculator (docs/product.md#tools):
 * Print report, Download CSV and Download PDF with its paper size, all from one
 * report body, which the browser's own Print (Ctrl+P) prints too. Loaded once a
 * result shows, inside each tool's module of what follows a result (`details.tsx`,
 * the timesheet's `deferred.ts`), so a tool's first load does not carry it. The
 * report is made when one of them is pressed, so Calculate draws only the result.
 */
export default function ReportActions({ report, onPrint, printButton = true }: ReportActionsProps) {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  useEffect(() => printReportOnShortcut(() => latest.current()), []);
  return (
    <>
      {printButton ? (
        <Button
          variant="secondary"
          onClick={() => {
            onPrint?.();
            const { title, body, texts } = report();
            printReport(title, body, texts);
          }}
        >
          <Icon name="printer" />
          Print report
        </Button>
      ) : null}
      <Button
        variant="outline"
        onClick={() => {
          const { csv } = report();
          downloadCsv(csv.filename, csv.rows());
        }}
      >
        <Icon name="download" />
        Download CSV
      </Button>
      <PdfDownload
        report={() => {
          const { title, texts, body, pdfName } = report();
          return { filename: pdfName, document: { title, brand: reportBrand(), texts, body } };
        }}
      />
    </>
  );
}
