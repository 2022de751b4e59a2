import { SelectField, TextField } from "~/components/ui/field";
import { ruleLabels } from "./pay";
import { payRules, type PayRule } from "./pay-settings";
import { payFieldLabels, type PayField, type PaymentForm } from "./timesheet";

interface PaymentPanelProps {
  payment: PaymentForm;
  invalid: Set<string>;
  onChange: (change: Partial<PaymentForm>) => void;
}

const fieldSteps: Record<PayField, { min: number; step: number; hint?: string }> = {
  basePay: { min: 0, step: 0.01, hint: "US dollars an hour." },
  multiplier: { min: 1, step: 0.1, hint: "1.5 is time and a half." },
  overtimeAfterDay: { min: 0, step: 0.5, hint: "Used by daily overtime." },
  overtimeAfterWeek: { min: 0, step: 0.5, hint: "Used by weekly overtime." },
  maxHoursPerDay: { min: 0, step: 0.5, hint: "Used by the daily cap." },
  maxHoursPerWeek: { min: 0, step: 0.5, hint: "Used by the weekly cap." },
};

/** Pay settings: the base rate and one of five overtime rules with its threshold or cap. */
export function PaymentPanel({ payment, invalid, onChange }: PaymentPanelProps) {
  const field = (name: PayField) => (
    <TextField
      label={payFieldLabels[name]}
      hint={fieldSteps[name].hint}
      type="number"
      inputMode="decimal"
      min={fieldSteps[name].min}
      step={fieldSteps[name].step}
      value={payment[name]}
      aria-invalid={invalid.has(name) || undefined}
      onChange={(event) => onChange({ [name]: event.target.value })}
      className="min-w-0"
    />
  );
  return (
    <fieldset className="grid gap-5 rounded-card border border-brand-100 bg-brand-50/50 px-3 py-5 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">Payment settings</legend>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {field("basePay")}
        <SelectField
          label="Overtime type"
          value={payment.overtimeType}
          onChange={(event) => onChange({ overtimeType: event.target.value as PayRule })}
          className="min-w-0"
        >
          {payRules.map((rule) => (
            <option key={rule} value={rule}>
              {ruleLabels[rule]}
            </option>
          ))}
        </SelectField>
        {field("multiplier")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {field("overtimeAfterDay")}
        {field("overtimeAfterWeek")}
        {field("maxHoursPerDay")}
        {field("maxHoursPerWeek")}
      </div>
    </fieldset>
  );
}
