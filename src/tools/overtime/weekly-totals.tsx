import type { ReactNode } from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { clockHours, formatDecimalHours, formatMoney } from "~/tools/shared/format";

/** One kind of the week's pay: what it is called, what it comes to, and over how many hours. */
export interface TotalsTile {
  label: string;
  amount: number;
  hours: number;
}

/**
 * The week's totals as tiles (docs/product.md#overtime-calculator): the total pay and hours
 * first, then one tile for each kind of pay, then whatever a caller adds after them.
 */
export function WeeklyTotals({
  totalPay,
  totalHours,
  tiles,
  children,
}: {
  totalPay: number;
  totalHours: number;
  tiles: readonly TotalsTile[];
  children?: ReactNode;
}) {
  return (
    <section aria-label="Weekly totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="rounded-card bg-brand-900 p-5 text-white shadow-card sm:col-span-2 lg:col-span-1">
        <p className="text-sm font-medium text-brand-100">Total pay for the week</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatMoney(totalPay)}</p>
        <p className="mt-1 text-sm text-brand-100 tabular-nums">
          {formatDecimalHours(totalHours)} hours in all ({clockHours(totalHours)})
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
      {children}
    </section>
  );
}
