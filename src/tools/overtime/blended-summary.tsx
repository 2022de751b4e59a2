import { cardSurface } from "~/components/ui/surfaces";
import { formatMoney } from "~/tools/shared/format";
import { regularRateLines } from "./breakdown";
import type { Calculated } from "./results";
import { WeeklyTotals } from "./weekly-totals";

/**
 * The week's totals at several pay rates (docs/product.md#overtime-calculator):
 * the pay, the straight time at each rate, the regular rate and how it was
 * found, and the premiums it pays. Loaded with the breakdown (details.tsx).
 */
export function BlendedSummary({ calculated }: { calculated: Calculated }) {
  const blended = calculated.blended;
  if (!blended) return null;
  const { totals } = blended;
  const multiplier = (value: number) => `${Math.round((value - 1) * 100) / 100}x`;
  const tiles = [
    { label: "Straight time", amount: totals.straightPay, hours: totals.totalHours },
    {
      label: `Overtime premium (${multiplier(calculated.rates.overtimeMultiplier)})`,
      amount: totals.overtimePremium,
      hours: totals.overtime,
    },
    {
      label: `Double-time premium (${multiplier(calculated.rates.doubleTimeMultiplier)})`,
      amount: totals.doubleTimePremium,
      hours: totals.doubleTime,
    },
  ];
  return (
    <WeeklyTotals totalPay={totals.totalPay} totalHours={totals.totalHours} tiles={tiles}>
      <div className={`${cardSurface} p-5 sm:col-span-2 lg:col-span-4`}>
        <p className="text-sm font-medium text-ink-muted">Regular rate</p>
        <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatMoney(blended.regularRate)} an hour</p>
        <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
          {regularRateLines(blended, calculated.rates).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-muted">
          Every hour is paid at its own rate once; each overtime or double-time hour adds its multiplier less one times
          the regular rate: half of it at time and a half (29 CFR 778.115).
        </p>
      </div>
    </WeeklyTotals>
  );
}
