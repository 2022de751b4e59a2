import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { gridControlClass } from "~/components/ui/field";
import { formatDecimalHours } from "~/tools/shared/format";
import { formatDay } from "~/tools/shared/report-details";
import { weekDays } from "~/tools/shared/week";
import {
  dayName,
  maxShiftsPerDay,
  periodDates,
  workedDay,
  type PayPeriod,
  type RoundTime,
  type Shift,
  type TimeEntry,
} from "./hours";

// On a phone the picker icon would crowd out "10:00 PM"; tapping the field opens the picker anyway.
// The rows are a grid from the large breakpoint up: narrower, the time fields could not show "10:00 PM" in a row.
// Below it each day wraps: its name and hours on top (the hours drop under the name when both
// cannot share a line, as at 320 px with a night shift), then From and To, then Break and + Shift.
// The hours take at least half the line, so a wide window never pulls From up beside them.
// Below `xs` From and To take a line each: Firefox spaces "10 : 00 PM" out to about 95 px.
const half = "max-lg:basis-[calc(50%-0.375rem)]";
const timeWidth = `${half} max-xs:basis-full`;
const timeClass = `${gridControlClass} max-sm:px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`;

const columns = "lg:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.7fr)_7.5rem_3rem_2.75rem]";

interface DayRowsProps {
  period: PayPeriod;
  /** The period's first day as typed in Week starting, for each row's date. */
  start: string;
  entries: TimeEntry[];
  roundTime: RoundTime;
  invalid: Set<string>;
  problemsId: string;
  onChange: (index: number, change: Partial<TimeEntry>) => void;
  onClear: (index: number) => void;
}

/** A time field with its phone label; the accessible name is the contract's (`Monday from`, `Week 2 Monday to (shift 2)`). */
function TimeInput({
  id,
  label,
  name,
  value,
  invalid,
  problemsId,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  invalid: boolean;
  problemsId: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`min-w-0 ${timeWidth}`}>
      <label htmlFor={id} className="mb-1 block text-xs text-ink-muted lg:sr-only">
        {label}
      </label>
      <input
        id={id}
        type="time"
        aria-label={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemsId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={timeClass}
      />
    </div>
  );
}

/** The period's rows, week by week: shifts and break for each day, with the day's hours as you type. */
export function DayRows({ period, start, entries, roundTime, invalid, problemsId, onChange, onClear }: DayRowsProps) {
  const dates = periodDates(start, period);
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden gap-3 px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase lg:grid ${columns}`}
      >
        <span>Day</span>
        <span>From</span>
        <span>To</span>
        <span>Break (min)</span>
        <span className="text-right">Hours</span>
        <span />
        <span />
      </div>
      {Array.from({ length: period }, (_, week) => (
        <div key={week} className="mt-3">
          {period > 1 ? (
            <h3 className="mb-2 border-b border-line pb-1 text-sm font-semibold text-ink">
              Week {week + 1}
              {dates ? <span className="font-normal text-ink-muted"> · from {formatDay(dates[week * 7]!)}</span> : null}
            </h3>
          ) : null}
          <div className="grid gap-3 lg:gap-2">
            {weekDays.map((day, dayIndex) => {
              const index = week * 7 + dayIndex;
              const name = dayName(period, index);
              const entry = entries[index] ?? { from: "", to: "", break: "", moreShifts: [] };
              const hours = workedDay(name, day, entry, roundTime);
              const breakInvalid = invalid.has(`${index}-break`);
              const shiftsInvalid = invalid.has(`${index}-shifts`);
              const id = (part: string) => `timesheet-${index}-${part}`;
              const setShift = (at: number, change: Partial<Shift>) =>
                onChange(index, {
                  moreShifts: entry.moreShifts.map((shift, position) =>
                    position === at ? { ...shift, ...change } : shift,
                  ),
                });
              return (
                <div
                  key={name}
                  role="group"
                  aria-label={name}
                  className={`flex flex-wrap items-end gap-x-3 gap-y-2 rounded-control bg-surface-muted/70 p-3 lg:grid lg:items-center lg:bg-transparent lg:p-1 ${columns}`}
                >
                  <span className="self-center text-sm font-semibold text-ink max-lg:order-first max-lg:grow">
                    {day}
                    {dates ? (
                      <span className="block text-xs font-normal text-ink-muted">{formatDay(dates[index]!, true)}</span>
                    ) : null}
                  </span>
                  <TimeInput
                    id={id("from")}
                    label="From"
                    name={`${name} from`}
                    value={entry.from}
                    invalid={shiftsInvalid}
                    problemsId={problemsId}
                    onChange={(from) => onChange(index, { from })}
                  />
                  <TimeInput
                    id={id("to")}
                    label="To"
                    name={`${name} to`}
                    value={entry.to}
                    invalid={shiftsInvalid}
                    problemsId={problemsId}
                    onChange={(to) => onChange(index, { to })}
                  />
                  <div className={`min-w-0 ${half}`}>
                    <label htmlFor={id("break")} className="mb-1 block text-xs text-ink-muted lg:sr-only">
                      Break (min)
                    </label>
                    <input
                      id={id("break")}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      placeholder="0"
                      aria-label={`${name} break (minutes)`}
                      aria-invalid={breakInvalid || undefined}
                      aria-describedby={breakInvalid ? problemsId : undefined}
                      value={entry.break}
                      onChange={(event) => onChange(index, { break: event.target.value })}
                      className={gridControlClass}
                    />
                  </div>
                  <div className="ml-auto flex items-center justify-end gap-1 self-center max-lg:order-first max-lg:min-w-1/2 lg:contents">
                    <span className="text-sm whitespace-nowrap text-ink-muted tabular-nums lg:text-right">
                      {hours.blank || (hours.incomplete && !hours.minutes)
                        ? "–"
                        : `${formatDecimalHours(hours.hours)} h`}
                      {hours.overnight ? (
                        <span className="ml-1.5 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-200 ring-inset">
                          +1 day
                        </span>
                      ) : null}
                    </span>
                    <Button
                      variant="quiet"
                      size="icon"
                      aria-label={`Clear ${name}`}
                      title={`Clear ${name}`}
                      onClick={() => onClear(index)}
                      className="lg:col-start-7 lg:row-start-1"
                    >
                      <Icon name="x" />
                    </Button>
                  </div>
                  {entry.moreShifts.length < maxShiftsPerDay - 1 ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Add shift to ${name}`}
                      title={`Add shift to ${name}`}
                      onClick={() => onChange(index, { moreShifts: [...entry.moreShifts, { from: "", to: "" }] })}
                      className="self-end lg:col-start-6 lg:row-start-1 lg:self-center"
                    >
                      <Icon name="plus" />
                      <span className="lg:sr-only">Shift</span>
                    </Button>
                  ) : null}
                  {entry.moreShifts.map((shift, at) => {
                    const number = at + 2;
                    return (
                      <div
                        key={number}
                        className="grid basis-full grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] items-end gap-3 max-sm:grid-cols-2 max-xs:grid-cols-1 lg:col-span-3 lg:col-start-2 lg:grid-cols-subgrid lg:items-center"
                      >
                        <TimeInput
                          id={id(`from${number}`)}
                          label={`From (shift ${number})`}
                          name={`${name} from (shift ${number})`}
                          value={shift.from}
                          invalid={shiftsInvalid}
                          problemsId={problemsId}
                          onChange={(from) => setShift(at, { from })}
                        />
                        <TimeInput
                          id={id(`to${number}`)}
                          label={`To (shift ${number})`}
                          name={`${name} to (shift ${number})`}
                          value={shift.to}
                          invalid={shiftsInvalid}
                          problemsId={problemsId}
                          onChange={(to) => setShift(at, { to })}
                        />
                        <Button
                          variant="quiet"
                          size="icon"
                          aria-label={`Remove shift ${number} from ${name}`}
                          title={`Remove shift ${number} from ${name}`}
                          className="max-sm:col-span-2 max-sm:justify-self-end max-xs:col-span-1"
                          onClick={() =>
                            onChange(index, { moreShifts: entry.moreShifts.filter((_, position) => position !== at) })
                          }
                        >
                          <Icon name="x" />
                        </Button>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
