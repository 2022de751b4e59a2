/**
 * What follows the totals once Calculate has a result: the breakdown by day
 * and the report actions. One module, loaded when a result first shows
 * (overtime-tool.tsx), so the page's first load carries neither the table nor
 * the report builders (docs/product.md#tools).
 */
import ColumnTable from "~/tools/shared/column-table-view";
import { cardSurface } from "~/components/ui/look";
import { pdfFilename } from "~/tools/shared/report";
import ReportActions from "~/tools/shared/report-actions";
import { printedDetails } from "~/tools/shared/report-details";
import { breakdownColumns, breakdownCsv, breakdownRows, overtimeReportBody } from "./breakdown";
import type { WeekPay } from "./overtime";
import { reportTitle, type Calculated } from "./results";

interface DetailProps {
  detail: Calculated;
  pay: WeekPay;
}

/** Print, CSV and PDF of the week, in the form's row of actions. */
export function OvertimeReportActions({ detail, pay }: DetailProps) {
  return (
    <ReportActions
      title={reportTitle}
      texts={{ header: detail.header, notes: detail.notes, ...printedDetails(detail.details, "week") }}
      body={overtimeReportBody({ pay, rates: detail.rates, rule: detail.rule, why: detail.why })}
      csv={{ filename: "overtime-report.csv", rows: () => breakdownCsv(pay, detail.why) }}
      pdfName={pdfFilename("overtime", detail.details.start, "week")}
    />
  );
}

/** The breakdown by day: a table, or on a phone a card a day (its report actions sit in the form's row). */
export function Breakdown({ detail, pay }: DetailProps) {
  const { days, week } = breakdownRows(pay, detail.why);
  return (
    <section aria-labelledby="overtime-breakdown" className={`${cardSurface} p-5 sm:p-8`}>
      <h2 id="overtime-breakdown" className="mb-5 text-lg font-semibold text-ink">
        Breakdown by day
      </h2>
      <ColumnTable
        caption="Hours and pay by day"
        columns={breakdownColumns(detail.why !== null)}
        rows={days}
        rowKey={(row) => row.day}
        totals={{ label: "Week", values: week }}
        className={detail.why ? "min-w-[58rem]" : "min-w-[44rem]"}
      />
    </section>
  );
}
