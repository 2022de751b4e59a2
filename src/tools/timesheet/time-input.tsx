import { gridControlClass } from "~/components/ui/field";

// On a phone the picker icon would crowd out "10:00 PM"; tapping the field opens the picker anyway.
// The rows are a grid from the large breakpoint up: narrower, the time fields could not show "10:00 PM" in a row.
// Below it each day wraps: its name and hours on top (the hours drop under the name when both
// cannot share a line, as at 320 px with a night shift), then From and To, then Break and + Shift.
// The hours take at least half the line, so a wide window never pulls From up beside them.
// Below `xs` From and To take a line each: Firefox spaces "10 : 00 PM" out to about 95 px.
export const half = "max-lg:basis-[calc(50%-0.375rem)]";
const timeWidth = `${half} max-xs:basis-full`;
const timeClass = `${gridControlClass} max-sm:px-2.5 max-sm:[&::-webkit-calendar-picker-indicator]:hidden`;

/** A time field with its phone label; the accessible name is the contract's (`Monday from`, `Week 2 Monday to (shift 2)`). */
export function TimeInput({
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
