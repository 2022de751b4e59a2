import { memo } from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { modeLabels, modes, type Counts, type Mode } from "./pomodoro";

/** One count on its tile, inside a `<dl>`: a label, the figure, and a line under it if given. */
export function CountTile({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-control bg-surface-muted px-2 py-3">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-ink-muted">{detail}</dd> : null}
    </div>
  );
}

/** Completed sessions, and how far the current cycle is from its long rest. Memoised: Start leaves it as it is. */
export const SessionCounts = memo(function SessionCounts({
  counts,
  mode,
  every,
}: {
  counts: Counts;
  mode: Mode;
  every: number;
}) {
  const inCycle = counts.pomodoro % every;
  // Right after the last pomodoro of a cycle, its long rest is due: show the cycle as full.
  const filled = inCycle === 0 && counts.pomodoro > 0 && mode === "longRest" ? every : inCycle;
  return (
    <section aria-labelledby="pomodoro-counts-heading" className={`${cardSurface} p-5`}>
      <h2 id="pomodoro-counts-heading" className="text-lg font-semibold text-ink">
        Completed
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
        {/* "Pomodoros", "Rests", "Long rests". */}
        {modes.map((each) => (
          <CountTile key={each} label={`${modeLabels[each]}s`} value={counts[each]} />
        ))}
      </dl>
      <div className="mt-4 flex items-center gap-3">
        <div aria-hidden="true" className="flex flex-wrap gap-1.5">
          {Array.from({ length: every }, (_, index) => (
            <span
              key={index}
              className={index < filled ? "size-2.5 rounded-full bg-brand-600" : "size-2.5 rounded-full bg-line"}
            />
          ))}
        </div>
        <p className="text-sm text-ink-muted">
          {filled} of {every} toward a {modeLabels.longRest.toLowerCase()}
        </p>
      </div>
    </section>
  );
});
