import { TextField } from "~/components/ui/field";
import type { MealForm } from "./timesheet";

/**
 * The automatic meal break's minutes and the hours after which it applies,
 * shown while its checkbox is ticked (docs/product.md#timesheet-generator).
 * Loaded with the results (deferred.ts).
 */
export function MealFields({
  meal,
  invalid,
  onChange,
}: {
  meal: MealForm;
  invalid: Set<string>;
  onChange: (meal: Partial<MealForm>) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label="Meal break (minutes)"
        hint="Taken off each shift that runs longer than the hours beside it."
        type="number"
        inputMode="numeric"
        min={1}
        value={meal.minutes}
        aria-invalid={invalid.has("mealMinutes") || undefined}
        onChange={(event) => onChange({ minutes: event.target.value })}
        className="min-w-0"
      />
      <TextField
        label="Meal break after (hours)"
        hint="Only on days whose Break is empty: 0 typed says no break was taken."
        type="number"
        inputMode="decimal"
        min={0}
        step={0.5}
        value={meal.afterHours}
        aria-invalid={invalid.has("mealAfter") || undefined}
        onChange={(event) => onChange({ afterHours: event.target.value })}
        className="min-w-0"
      />
    </div>
  );
}
