/**
 * What follows the totals once Calculate has a result: the hours per block, the report
 * actions and the note that the form has changed since. One module, loaded when a result first shows (working-hours-tool.tsx), so the
 * page's first load carries neither the table nor the report builders (docs/product.md#tools).
 */
import { Card } from "~/components/ui/card";
import ColumnTable from "~/tools/shared/column-table-view";
import { pdfFilename } from "~/tools/shared/report";
import ReportActions from "~/tools/shared/report-actions";
import { printedDetails } from "~/tools/shared/report-details";
import type { ReportFieldValues } from "~/tools/shared/report-fields";
import { hoursColumns, hoursCsv, hoursRows, workingHoursReportBody } from "./hours-columns";
import type { TimeBlock, WorkingHours } from "./working-hours";

export { OutOfDate } from "~/tools/shared/out-of-date";

const reportTitle = "Working Hours Report";

interface DetailProps {
  blocks: TimeBlock[];
  hours: WorkingHours;
}

/** Print, CSV and PDF of the blocks, in the form's row of actions. */
export function WorkingHoursReportActions({
  blocks,
  hours,
  report,
  onPrint,
}: DetailProps & { report: ReportFieldValues; onPrint: () => void }) {
  return (
    <ReportActions
      report={() => ({
        title: reportTitle,
        texts: { header: report.header, notes: report.notes, ...printedDetails(report.details, "date") },
        body: workingHoursReportBody(blocks, hours),
        csv: { filename: "working-hours.csv", rows: () => hoursCsv(blocks, hours) },
        pdfName: pdfFilename("working-hours", report.details.start, "date"),
      })}
      onPrint={onPrint}
    />
  );
}

/** The hours per block: a table, or on a phone a card a block. */
export function HoursTable({ blocks, hours }: DetailProps) {
  return (
    <Card padding={[4, 7]}>
      <h2 className="mb-4 text-lg font-bold text-ink">Hours per block</h2>
      <ColumnTable
        caption="Hours per block"
        columns={hoursColumns}
        rows={hoursRows(blocks, hours)}
        rowKey={(row) => row.label}
        totals={{ label: "Total", values: hours }}
        className="min-w-[34rem]"
      />
    </Card>
  );
}
