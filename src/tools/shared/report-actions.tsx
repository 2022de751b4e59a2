import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { downloadCsv, type CsvCell } from "./csv";
import { PdfDownload } from "./pdf-download";
import { printReport, printReportOnShortcut, reportBrand, type ReportTexts } from "./print";
import type { ReportBody } from "./report";

export interface ReportActionsProps {
  title: string;
  texts: ReportTexts;
  body: ReportBody;
  csv: { filename: string; rows: () => CsvCell[][] };
  pdfName: string;
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
 * the timesheet's `deferred.ts`), so a tool's first load does not carry it.
 */
export default function ReportActions({
  title,
  texts,
  body,
  csv,
  pdfName,
  onPrint,
  printButton = true,
}: ReportActionsProps) {
  const latest = useRef({ title, body, texts });
  useEffect(() => {
    latest.current = { title, body, texts };
  });
  useEffect(() => printReportOnShortcut(() => latest.current), []);
  return (
    <>
      {printButton ? (
        <Button
          variant="secondary"
          onClick={() => {
            onPrint?.();
            printReport(title, body, texts);
          }}
        >
          <Icon name="printer" />
          Print report
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => downloadCsv(csv.filename, csv.rows())}>
        <Icon name="download" />
        Download CSV
      </Button>
      <PdfDownload filename={pdfName} report={() => ({ title, brand: reportBrand(), texts, body })} />
    </>
  );
}
