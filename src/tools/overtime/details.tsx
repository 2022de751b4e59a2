/**
 * What the overtime calculator loads after the page: the breakdown by day,
 * the report actions, the note that the form has changed since a result, the
 * summary of a week at several pay rates and their fields, and reading and
 * writing the address. One module, loaded when a
 * result first shows, a pay rate is added, or the page opens with an address
 * (overtime-tool.tsx), so the page's first load carries none of them
 * (docs/product.md#tools).
 */
import { useEffect } from "react";
import ColumnTable from "~/tools/shared/column-table-view";
import { cardSurface } from "~/components/ui/surfaces";
import { reportFilename } from "~/tools/shared/report";
import ReportActions from "~/tools/shared/report-actions";
import { printedDetails } from "~/tools/shared/report-details";
import { replaceParams } from "~/tools/shared/url-state";
import { breakdownColumns, breakdownCsv, breakdownRows, overtimeReportBody } from "./breakdown";
import { reportTitle, type Calculated } from "./results";
import { encodeOvertime, type OvertimeState } from "./url-state";

export { readBlendedInputs } from "./read-blended";
export { BlendedSummary } from "./blended-summary";
export { PayRates } from "./pay-rate-fields";
export { decodeOvertime, hasOvertimeParams } from "./url-state";
export { OutOfDate } from "~/tools/shared/out-of-date";

/** Print, CSV and PDF of the week, in the form's row of actions. */
export function OvertimeReportActions({ detail }: { detail: Calculated }) {
  return (
    <ReportActions
      report={() => ({
        title: reportTitle,
        texts: { header: detail.header, notes: detail.notes, ...printedDetails(detail.details, "week") },
        body: overtimeReportBody(detail),
        csv: {
          filename: reportFilename("overtime", detail.details.start, "week", "csv"),
          rows: () => breakdownCsv(detail),
        },
        pdfName: reportFilename("overtime", detail.details.start, "week", "pdf"),
      })}
    />
  );
}

/** The breakdown by day: a table, or on a phone a card a day (its report actions sit in the form's row). */
export function Breakdown({ detail }: { detail: Calculated }) {
  const { days, week } = breakdownRows(detail);
  return (
    <section aria-labelledby="overtime-breakdown" className={`${cardSurface} p-5 sm:p-8`}>
      <h2 id="overtime-breakdown" className="mb-5 text-lg font-semibold text-ink">
        Breakdown by day
      </h2>
      <ColumnTable
        caption="Hours and pay by day"
        columns={breakdownColumns(detail.why !== null, detail.blended !== null)}
        rows={days}
        rowKey={(row) => row.day}
        totals={{ label: "Week", values: week }}
        className={detail.why ? "min-w-[62rem]" : "min-w-[48rem]"}
      />
    </section>
  );
}

/** Writes the inputs at Calculate into the address; renders nothing. */
export function Address({ state }: { state: OvertimeState | null }) {
  useEffect(() => {
    if (state) replaceParams(encodeOvertime(state));
  }, [state]);
  return null;
}
