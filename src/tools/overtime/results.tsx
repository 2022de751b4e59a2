import { clockHours, formatDecimalHours, formatMoney } from "~/tools/shared/format";
import { cardSurface } from "~/components/ui/look";
import type { ReportDetails } from "~/tools/shared/report-details";
import type { Calculation } from "./entry";
import type { OvertimeRates, WeekPay } from "./overtime";

export const reportTitle = "Overtime Report";

/** What Calculate worked out, with the report's header and notes as they were then. */
export interface Calculated extends Calculation {
  header: string;
  notes: string;
  details: ReportDetails;
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
        <p className="mt-1 text-sm text-brand-100 tabular-nums">
          {formatDecimalHours(totals.totalHours)} hours in all ({clockHours(totals.totalHours)})
        </p>
      </div>
      {tiles.map((tile) => (
        <div key={tile.label} className={`${cardSurface} p-5`}>
          <p className="text-sm font-medium text-ink-muted">{tile.label}</p>
          <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatMoney(tile.amount)}</p>
          <p className="mt-1 text-sm text-ink-muted tabular-nums">
            {formatDecimalHours(tile.hours)} hours ({clockHours(tile.hours)})
          </p>
        </div>
      ))}
    </section>
  );
}
