import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { ColumnTable } from "~/tools/shared/columns";
import { downloadCsv } from "~/tools/shared/csv";
import { formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { printReport } from "~/tools/shared/print";
import { printedDetails, type ReportDetails } from "~/tools/shared/report-details";
import { breakdownColumns, breakdownCsv, breakdownRows } from "./breakdown";
import type { Calculation } from "./entry";
import type { OvertimeRates, WeekPay } from "./overtime";
import { overtimeRuleLabel } from "./split";

const reportTitle = "Overtime Report";

/** What Calculate worked out, with the report's header and notes as they were then. */
export interface Calculated extends Calculation {
  header: string;
  notes: string;
  details: ReportDetails;
}

function BreakdownTable({ pay, why }: { pay: WeekPay; why: readonly string[] | null }) {
  const { days, week } = breakdownRows(pay, why);
  return (
    <ColumnTable
      caption="Hours and pay by day"
      columns={breakdownColumns(why !== null)}
      rows={days}
      rowKey={(row) => row.day}
      totals={{ label: "Week", values: week }}
      className={why ? "min-w-[58rem]" : "min-w-[44rem]"}
    />
  );
}

/** The breakdown by day with its Print Report and Download CSV, and the report it prints. */
export function Breakdown({ detail, pay }: { detail: Calculated; pay: WeekPay }) {
  const report = useRef<HTMLDivElement>(null);
  const { rates } = detail;
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-ink">Breakdown by day</h2>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              printReport(reportTitle, report.current, {
                header: detail.header,
                notes: detail.notes,
                ...printedDetails(detail.details, "week"),
              })
            }
          >
            <Icon name="printer" />
            Print Report
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadCsv("overtime-report.csv", breakdownCsv(pay, detail.why))}
          >
            <Icon name="download" />
            Download CSV
          </Button>
        </div>
      </div>
      <ScrollRegion label="Breakdown by day" className="mt-5">
        <BreakdownTable pay={pay} why={detail.why} />
      </ScrollRegion>

      {/* The tool's part of the printed report; the page's report frame adds the brand, title, details, notes and signatures. */}
      <div ref={report} hidden className="mt-5">
        <p className="text-ink-muted">
          Base rate {formatMoney(rates.baseRate)} an hour · overtime {rates.overtimeMultiplier}x · double time{" "}
          {rates.doubleTimeMultiplier}x
        </p>
        {detail.rule ? (
          <p className="mt-1 text-ink-muted">Hours worked, split by the rule: {overtimeRuleLabel[detail.rule]}</p>
        ) : null}
        <div className="mt-4">
          <BreakdownTable pay={pay} why={detail.why} />
        </div>
        <p className="mt-4 text-base font-bold">Total pay: {formatMoney(pay.totals.totalPay)}</p>
      </div>
    </div>
  );
}

export function Summary({ pay, rates }: { pay: WeekPay; rates: OvertimeRates }) {
  const { totals } = pay;
  const tiles = [
    { label: "Regular", hours: totals.regularHours, amount: totals.regularPay },
    { label: `Overtime (${rates.overtimeMultiplier}x)`, hours: totals.overtimeHours, amount: totals.overtimePay },
    {
      label: `Double time (${rates.doubleTimeMultiplier}x)`,
      hours: totals.doubleTimeHours,
      amount: totals.doubleTimePay,
    },
  ];
  return (
    <section aria-label="Weekly totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="rounded-card bg-brand-900 p-5 text-white shadow-card sm:col-span-2 lg:col-span-1">
        <p className="text-sm font-medium text-brand-100">Total pay for the week</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatMoney(totals.totalPay)}</p>
        <p className="mt-1 text-sm text-brand-100 tabular-nums">{formatDecimalHours(totals.totalHours)} hours in all</p>
      </div>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-card border border-line bg-white p-5 shadow-card">
          <p className="text-sm font-medium text-ink-muted">{tile.label}</p>
          <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatMoney(tile.amount)}</p>
          <p className="mt-1 text-sm text-ink-muted tabular-nums">{formatDecimalHours(tile.hours)} hours</p>
        </div>
      ))}
    </section>
  );
}
