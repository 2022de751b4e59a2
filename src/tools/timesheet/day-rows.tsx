import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { gridControlClass } from "~/components/ui/field";
import { formatDecimalHours } from "~/tools/shared/format";
import { weekDays } from "~/tools/shared/week";
import { hoursForDay, type RoundTime, type TimeEntry } from "./timesheet";

// On a phone the picker icon would crowd out "10:00 PM"; tapping the field opens the picker anyway.
const timeClass = `${gridControlClass} max-sm:px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`;

const columns = "sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.7fr)_7.5rem_2.5rem]";

interface DayRowsProps {
  entries: TimeEntry[];
  roundTime: RoundTime;
  invalid: Set<string>;
  problemsId: string;
  onChange: (index: number, change: Partial<TimeEntry>) => void;
  onClear: (index: number) => void;
}

/** The week's rows: From, To and Break for each day, with the day's hours as you type. */
export function DayRows({ entries, roundTime, invalid, problemsId, onChange, onClear }: DayRowsProps) {
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden gap-3 px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:grid ${columns}`}
      >
        <span>Day</span>
        <span>From</span>
        <span>To</span>
        <span>Break (min)</span>
        <span className="text-right">Hours</span>
        <span />
      </div>
      <div className="mt-3 grid gap-3 sm:gap-2">
        {weekDays.map((day, index) => {
          const entry = entries[index] ?? { from: "", to: "", break: "" };
          const hours = hoursForDay(day, entry, roundTime);
          const breakInvalid = invalid.has(`${index}-break`);
          const field = (name: keyof TimeEntry) => `timesheet-${index}-${name}`;
          return (
            <div
              key={day}
              role="group"
              aria-label={day}
              className={`grid grid-cols-2 gap-x-3 gap-y-2 rounded-control bg-surface-muted/70 p-3 sm:items-center sm:bg-transparent sm:p-1 ${columns}`}
            >
              <span className="self-center text-sm font-semibold text-ink">{day}</span>
              <div className="min-w-0">
                <label htmlFor={field("from")} className="mb-1 block text-xs text-ink-muted sm:sr-only">
                  From
                </label>
                <input
                  id={field("from")}
                  type="time"
                  aria-label={`${day} from`}
                  value={entry.from}
                  onChange={(event) => onChange(index, { from: event.target.value })}
                  className={timeClass}
                />
              </div>
              <div className="min-w-0">
                <label htmlFor={field("to")} className="mb-1 block text-xs text-ink-muted sm:sr-only">
                  To
                </label>
                <input
                  id={field("to")}
                  type="time"
                  aria-label={`${day} to`}
                  value={entry.to}
                  onChange={(event) => onChange(index, { to: event.target.value })}
                  className={timeClass}
                />
              </div>
              <div className="min-w-0">
                <label htmlFor={field("break")} className="mb-1 block text-xs text-ink-muted sm:sr-only">
                  Break (min)
                </label>
                <input
                  id={field("break")}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="0"
                  aria-label={`${day} break (minutes)`}
                  aria-invalid={breakInvalid || undefined}
                  aria-describedby={breakInvalid ? problemsId : undefined}
                  value={entry.break}
                  onChange={(event) => onChange(index, { break: event.target.value })}
                  className={gridControlClass}
                />
              </div>
              <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 sm:contents">
                <span className="text-sm whitespace-nowrap text-ink-muted tabular-nums sm:text-right">
                  {hours.blank || hours.incomplete ? "–" : `${formatDecimalHours(hours.hours)} h`}
                  {hours.overnight ? (
                    <span className="ml-1.5 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200 ring-inset">
                      +1 day
                    </span>
                  ) : null}
                </span>
                <Button
                  variant="quiet"
                  size="icon-sm"
                  aria-label={`Clear ${day}`}
                  title={`Clear ${day}`}
                  onClick={() => onClear(index)}
                >
                  <Icon name="x" />
                </Button>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
