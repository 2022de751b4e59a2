import { memo, useMemo, useState, type ReactNode } from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { Button } from "~/components/ui/button";
import { ClearHistoryDialog } from "./clear-history-dialog";
import type { DayTotal } from "./history";
import { summarizeHistory, type HistorySummary } from "./history-summary";
import { CountTile } from "./session-counts";

/** "45 min", "1 h", "1 h 40 min". */
function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

const chartHeight = 112;
const labelSpace = 18;

/** Focused minutes for each of the last seven days: one bar a day, today's darker. */
function WeekChart({ days, dated }: { days: HistorySummary["lastSevenDays"]; dated: boolean }) {
  const most = Math.max(...days.map((day) => day.minutes));
  const column = 100 / days.length;
  return (
    <figure className="mt-5">
      <figcaption className="text-sm font-semibold text-ink">Focused minutes, last 7 days</figcaption>
      <div className="relative mt-2">
        <svg width="100%" height={chartHeight} aria-hidden="true" className="block overflow-visible">
          <line x1="0" x2="100%" y1={chartHeight - 0.5} y2={chartHeight - 0.5} className="stroke-line" />
          {days.map((day, index) => {
            const height = day.minutes === 0 ? 0 : Math.max(3, ((chartHeight - labelSpace) * day.minutes) / most);
            const isToday = index === days.length - 1;
            return (
              <g key={day.day}>
                <rect
                  data-day={day.day}
                  x={`${index * column + column * 0.2}%`}
                  width={`${column * 0.6}%`}
                  y={chartHeight - height}
                  height={height}
                  rx="4"
                  className={isToday ? "fill-brand-600" : "fill-brand-300"}
                />
                {day.minutes > 0 ? (
                  <text
                    x={`${index * column + column / 2}%`}
                    y={chartHeight - height - 5}
                    textAnchor="middle"
                    className="fill-ink-muted text-[0.6875rem] tabular-nums"
                  >
                    {day.minutes}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        {dated && most === 0 ? (
          <p className="absolute inset-x-0 top-1/3 text-center text-sm text-ink-muted">
            Finish a pomodoro and today&apos;s bar appears here.
          </p>
        ) : null}
      </div>
      <div aria-hidden="true" className="mt-1.5 grid grid-cols-7 text-center text-xs text-ink-muted">
        {days.map((day, index) => (
          <span key={day.day} className={index === days.length - 1 ? "font-semibold text-ink" : undefined}>
            {dated ? day.weekday : "\u00a0"}
          </span>
        ))}
      </div>
      {/* The bars in words, for screen readers. */}
      <ol className="sr-only">
        {dated
          ? days.map((day) => (
              <li key={day.day}>
                {day.weekday} {day.day}: {plural(day.pomodoros, "pomodoro")}, {plural(day.minutes, "focused minute")}
              </li>
            ))
          : null}
      </ol>
    </figure>
  );
}

export interface HistoryPanelProps {
  history: readonly DayTotal[];
  /** The moment the summary is for, and its UTC offset; null until the page runs in the browser. */
  clock: { now: number; offsetMinutes: number } | null;
  onClear: () => void;
  /** Why the last save failed, if it did. */
  saveProblem: string | null;
  /** What counts and where it is kept: static HTML from the page (`timer-notes.tsx`). */
  note?: ReactNode;
  /** The clear dialog's description, from the page too. */
  clearWarning?: ReactNode;
}

/**
 * Pomodoros and focused minutes today and this week, the streak, and the last seven days as bars.
 * Memoised: Start and each second of the countdown re-render the timer, not the history.
 */
export const HistoryPanel = memo(function HistoryPanel({
  history,
  clock,
  onClear,
  saveProblem,
  note,
  clearWarning,
}: HistoryPanelProps) {
  const [confirming, setConfirming] = useState(false);
  // The prerendered page does not know the visitor's date: it draws an empty week without day names.
  // Worked out again only when the history or the day changes, not on every second of the countdown.
  const summary = useMemo(
    () => summarizeHistory(history, clock?.now ?? 0, clock?.offsetMinutes ?? 0),
    [history, clock],
  );
  return (
    <section aria-labelledby="pomodoro-history-heading" className={`${cardSurface} p-5 sm:p-6`}>
      <div className="flex min-h-10 items-center justify-between gap-3">
        <h2 id="pomodoro-history-heading" tabIndex={-1} className="text-lg font-semibold text-ink">
          History
        </h2>
        {history.length > 0 ? (
          <Button id="pomodoro-clear-history" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Clear history
          </Button>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:gap-3">
        <CountTile
          label="Today"
          value={summary.today.pomodoros}
          detail={`${formatMinutes(summary.today.minutes)} focused`}
        />
        <CountTile
          label="This week"
          value={summary.week.pomodoros}
          detail={`${formatMinutes(summary.week.minutes)} focused`}
        />
        <CountTile label="Streak" value={summary.streak} detail={summary.streak === 1 ? "day" : "days"} />
      </dl>
      <WeekChart days={summary.lastSevenDays} dated={clock !== null} />
      {note}
      {saveProblem ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {saveProblem}
        </p>
      ) : null}
      {confirming ? (
        <ClearHistoryDialog
          warning={clearWarning}
          onClear={onClear}
          onClose={() => {
            setConfirming(false);
            const button = document.getElementById("pomodoro-clear-history");
            (button ?? document.getElementById("pomodoro-history-heading"))?.focus();
          }}
        />
      ) : null}
    </section>
  );
});
