import { Button } from "~/components/ui/button";
import { gridControlClass, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { weekDays } from "~/tools/shared/week";
import { rateField, rateName } from "./blended";
import type { PayRateForm } from "./entry";
import type { FormProblem } from "./overtime";

/**
 * The pay rates after the base rate (docs/product.md#overtime-calculator):
 * each its name, its dollars an hour and its hours worked each day, with a
 * message beside whatever does not read. The boxes are text, so a letter
 * typed stays in view beside the message about it. Loaded with the breakdown
 * (details.tsx), once a rate is added.
 */
export function PayRates({
  rates,
  problems,
  onChange,
}: {
  rates: PayRateForm[];
  problems: readonly FormProblem[];
  onChange: (rates: PayRateForm[]) => void;
}) {
  const set = (at: number, change: Partial<PayRateForm>) =>
    onChange(rates.map((rate, index) => (index === at ? { ...rate, ...change } : rate)));
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
  return rates.map((rate, at) => {
    const number = at + 2;
    const rateProblem = problemOf(rateField(number));
    return (
      <fieldset key={number} className="mt-6 min-w-0 border-t border-line pt-5">
        <legend className="sr-only">{rateName(rate.name, number)}</legend>
        <div className="flex items-start justify-between gap-3">
          {/* The fieldset's legend names it for assistive technology; this is its visible title. */}
          <p aria-hidden="true" className="text-base font-semibold [overflow-wrap:anywhere] text-ink">
            {rateName(rate.name, number)}
          </p>
          <Button
            variant="quiet"
            size="sm-tight"
            aria-label={`Remove rate ${number}`}
            onClick={() => onChange(rates.filter((_, index) => index !== at))}
          >
            <Icon name="x" />
            Remove
          </Button>
        </div>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Name of rate ${number}`}
            hint="Optional: a second job, nights."
            maxLength={40}
            value={rate.name}
            onChange={(event) => set(at, { name: event.target.value })}
            className="min-w-0"
          />
          <TextField
            label={`Pay rate ${number}`}
            hint="US dollars an hour."
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={rate.rate}
            error={rateProblem}
            onChange={(event) => set(at, { rate: event.target.value })}
            className="min-w-0"
          />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-4">
          {weekDays.map((day, index) => {
            const id = `overtime-rate${number}-${index}`;
            const problem = problemOf(rateField(number, index));
            return (
              <div key={day} className="flex min-w-0 flex-col gap-1.5">
                <label htmlFor={id} className="text-sm font-semibold text-ink">
                  {day} <span className="sr-only">hours worked (rate {number})</span>
                </label>
                <input
                  id={id}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  value={rate.hours[index] ?? ""}
                  onChange={(event) =>
                    set(at, {
                      hours: rate.hours.map((text, position) => (position === index ? event.target.value : text)),
                    })
                  }
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  className={gridControlClass}
                />
                {problem ? (
                  <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  });
}
