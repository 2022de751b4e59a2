import { lazy, memo, Suspense, type Dispatch } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { gridControlClass } from "~/components/ui/field";
import { formatDecimalHours } from "~/tools/shared/format";
import { half, TimeInput } from "./time-input";
import { formatDay } from "~/tools/shared/report-dates";
import { weekDays } from "~/tools/shared/week";
import {
  dayName,
  maxShiftsPerDay,
  periodDates,
  workedDay,
  type DayRules,
  type PayPeriod,
  type TimeEntry,
} from "./hours";
import type { TimesheetAction } from "./timesheet-state";
import { loadResults } from "./load-results";

// A day's second and third shifts come with the results (deferred.ts): most days have one.
const MoreShifts = lazy(async () => ({ default: (await loadResults()).MoreShifts }));

const columns = "lg:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.7fr)_7.5rem_3rem_2.75rem]";

interface DayRowsProps {
  period: PayPeriod;
  /** The period's first day as typed in Week starting, for each row's date. */
  start: string;
  entries: TimeEntry[];
  rules: DayRules;
  invalid: Set<string>;
  problemsId: string;
  dispatch: Dispatch<TimesheetAction>;
}

/** The period's rows, week by week: shifts and break for each day, with the day's hours as you type. */
export function DayRows({ period, start, entries, rules, invalid, problemsId, dispatch }: DayRowsProps) {
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
            {weekDays.map((_, dayIndex) => {
              const index = week * 7 + dayIndex;
              return (
                <DayRow
                  key={index}
                  index={index}
                  name={dayName(period, index)}
                  date={dates ? formatDay(dates[index]!, true) : ""}
                  entry={entries[index] ?? emptyDay}
                  rules={rules}
                  breakInvalid={invalid.has(`${index}-break`)}
                  shiftsInvalid={invalid.has(`${index}-shifts`)}
                  problemsId={problemsId}
                  dispatch={dispatch}
                />
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

const emptyDay: TimeEntry = { from: "", to: "", break: "", moreShifts: [] };

interface DayRowProps {
  index: number;
  name: string;
  date: string;
  entry: TimeEntry;
  rules: DayRules;
  breakInvalid: boolean;
  shiftsInvalid: boolean;
  problemsId: string;
  dispatch: Dispatch<TimesheetAction>;
}

/** One day: re-drawn only when its own times, its problems or the sheet's rules change, so a key press redraws one row. */
const DayRow = memo(function DayRow({
  index,
  name,
  date,
  entry,
  rules,
  breakInvalid,
  shiftsInvalid,
  problemsId,
  dispatch,
}: DayRowProps) {
  const day = weekDays[index % 7]!;
  const hours = workedDay(name, day, entry, rules);
  const id = (part: string) => `timesheet-${index}-${part}`;
  const onChange = (changes: Partial<TimeEntry>) => dispatch({ type: "entry", index, changes });
  return (
    <div
      role="group"
      aria-label={name}
      className={`flex flex-wrap items-end gap-x-3 gap-y-2 rounded-control bg-surface-muted/70 p-3 lg:grid lg:items-center lg:bg-transparent lg:p-1 ${columns}`}
    >
      <span className="self-center text-sm font-semibold text-ink max-lg:order-first max-lg:grow">
        {day}
        {date ? <span className="block text-xs font-normal text-ink-muted">{date}</span> : null}
      </span>
      <TimeInput
        id={id("from")}
        label="From"
        name={`${name} from`}
        value={entry.from}
        invalid={shiftsInvalid}
        problemsId={problemsId}
        onChange={(from) => onChange({ from })}
      />
      <TimeInput
        id={id("to")}
        label="To"
        name={`${name} to`}
        value={entry.to}
        invalid={shiftsInvalid}
        problemsId={problemsId}
        onChange={(to) => onChange({ to })}
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
          onChange={(event) => onChange({ break: event.target.value })}
          className={gridControlClass}
        />
      </div>
      {/* Before the day's hours and Clear, as on screen from lg up, so Tab meets + before x. */}
      {entry.moreShifts.length < maxShiftsPerDay - 1 ? (
        <Button
          variant="outline"
          size="sm"
          id={id("add-shift")}
          aria-label={`Add shift to ${name}`}
          title={`Add shift to ${name}`}
          onClick={() => onChange({ moreShifts: [...entry.moreShifts, { from: "", to: "" }] })}
          className="self-end lg:col-start-6 lg:row-start-1 lg:self-center"
        >
          <Icon name="plus" />
          <span className="lg:sr-only">Shift</span>
        </Button>
      ) : null}
      <div className="ml-auto flex items-center justify-end gap-1 self-center max-lg:order-first max-lg:min-w-1/2 lg:contents">
        <span className="text-sm whitespace-nowrap text-ink-muted tabular-nums lg:text-right">
          {hours.blank || (hours.incomplete && !hours.minutes) ? "–" : `${formatDecimalHours(hours.hours)} h`}
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
          onClick={() => dispatch({ type: "clearDay", index })}
          className="lg:col-start-7 lg:row-start-1"
        >
          <Icon name="x" />
        </Button>
      </div>
      {entry.moreShifts.length ? (
        <Suspense>
          <MoreShifts
            name={name}
            index={index}
            entry={entry}
            shiftsInvalid={shiftsInvalid}
            problemsId={problemsId}
            dispatch={dispatch}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
