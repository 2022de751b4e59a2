import type { Dispatch } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { TimeInput } from "./time-input";
import type { Shift, TimeEntry } from "./hours";
import type { TimesheetAction } from "./timesheet-state";

/**
 * A day's second and third shifts, each with its remove button (the first
 * shift is the row itself, day-rows.tsx). Loaded with the results
 * (deferred.ts), as most days have one shift.
 */
export function MoreShifts({
  name,
  index,
  entry,
  shiftsInvalid,
  problemsId,
  dispatch,
}: {
  name: string;
  index: number;
  entry: TimeEntry;
  shiftsInvalid: boolean;
  problemsId: string;
  dispatch: Dispatch<TimesheetAction>;
}) {
  const id = (part: string) => `timesheet-${index}-${part}`;
  const onChange = (changes: Partial<TimeEntry>) => dispatch({ type: "entry", index, changes });
  const setShift = (at: number, change: Partial<Shift>) =>
    onChange({
      moreShifts: entry.moreShifts.map((shift, position) => (position === at ? { ...shift, ...change } : shift)),
    });
  return (
    <>
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
              onClick={() => {
                flushSync(() => onChange({ moreShifts: entry.moreShifts.filter((_, position) => position !== at) }));
                // This button is gone; the day's Add shift, which a removal always brings back, takes the focus.
                document.getElementById(id("add-shift"))?.focus();
              }}
            >
              <Icon name="x" />
            </Button>
          </div>
        );
      })}
    </>
  );
}
