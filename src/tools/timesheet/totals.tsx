import type { ReactNode } from "react";
import { formatDecimalHours, formatHoursMinutes } from "~/tools/shared/format";
import type { PeriodHours } from "./hours";

/**
 * The answer to Calculate, read out by screen readers: the period's hours,
 * shown at once, then the pay, each week's subtotal and how rounding and the
 * meal rule applied once the rest of the results has loaded (`children`, see
 * timesheet-results.tsx: TotalsParts), each placing itself on the grid.
 */
export function TimesheetTotals({ hours, children }: { hours: PeriodHours; children?: ReactNode }) {
  const days = hours.weeks.flatMap((week) => week.days);
  const worked = days.filter((day) => day.hours > 0).length;
  const incomplete = days.filter((day) => day.incomplete).map((day) => day.name);
  return (
    <section aria-label="Timesheet totals" className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-card bg-brand-900 p-5 text-white shadow-card">
        <p className="text-sm font-medium text-brand-100">Total hours</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatDecimalHours(hours.totalHours)}</p>
        <p className="mt-1 text-sm text-brand-100 tabular-nums">
          {formatHoursMinutes(Math.round(hours.totalHours * 60))} over {worked} {worked === 1 ? "day" : "days"}
        </p>
      </div>
      {children}
      {incomplete.length ? (
        <p className="text-sm text-accent-700 sm:col-span-full">
          {incomplete.join(", ")} {incomplete.length === 1 ? "has" : "have"} a shift with only one of From and To; that
          shift counts as 0 hours.
        </p>
      ) : null}
    </section>
  );
}
