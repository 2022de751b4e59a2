import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { ruleLabels } from "./pay";
import { maxDifferentials, payRules, type DifferentialKind, type PayRule } from "./pay-settings";
import { differentialField, differentialName, payFieldLabels } from "./payment";
import type { DifferentialForm, PayField, PaymentForm } from "./timesheet";

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

const perLabels: Record<DifferentialKind, string> = { hour: "$ an hour", percent: "% of base rate" };

/** Pay settings: the base rate, one of five overtime rules with its threshold or cap, and night differentials. */
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
  const differentials = payment.differentials;
  const setDifferential = (index: number, change: Partial<DifferentialForm>) =>
    onChange({
      differentials: differentials.map((each, at) => (at === index ? { ...each, ...change } : each)),
    });
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
      <div className="grid gap-4 border-t border-brand-100 pt-5">
        <div>
          <p className="text-sm font-semibold text-ink">Night differential</p>
          <p className="mt-1 text-sm text-ink-muted">
            Extra pay for hours inside a window, such as 22:00 to 06:00. It raises the regular rate that overtime is
            paid on, as federal law counts it.
          </p>
        </div>
        {differentials.map((differential, index) => {
          const name = differentialName(differentials.length, index);
          const timeInvalid = invalid.has(differentialField(index, "time")) || undefined;
          return (
            <div
              key={index}
              role="group"
              aria-label={name}
              className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <TextField
                label={`${name} from`}
                type="time"
                value={differential.from}
                aria-invalid={timeInvalid}
                onChange={(event) => setDifferential(index, { from: event.target.value })}
                className="min-w-0"
              />
              <TextField
                label={`${name} to`}
                type="time"
                value={differential.to}
                aria-invalid={timeInvalid}
                onChange={(event) => setDifferential(index, { to: event.target.value })}
                className="min-w-0"
              />
              {/* Text, so a letter typed stays in view beside the message about it. */}
              <TextField
                label={`${name} amount`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="2.00"
                value={differential.amount}
                aria-invalid={invalid.has(differentialField(index, "amount")) || undefined}
                onChange={(event) => setDifferential(index, { amount: event.target.value })}
                className="min-w-0"
              />
              <SelectField
                label={`${name} per`}
                value={differential.per}
                onChange={(event) => setDifferential(index, { per: event.target.value as DifferentialKind })}
                className="min-w-0"
              >
                {(["hour", "percent"] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {perLabels[kind]}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="quiet"
                size="icon"
                aria-label={`Remove ${name.toLowerCase()}`}
                title={`Remove ${name.toLowerCase()}`}
                onClick={() => onChange({ differentials: differentials.filter((_, at) => at !== index) })}
              >
                <Icon name="x" />
              </Button>
            </div>
          );
        })}
        {differentials.length < maxDifferentials ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                onChange({
                  differentials: [
                    ...differentials,
                    differentials.length
                      ? { from: "18:00", to: "22:00", amount: "", per: "hour" }
                      : { from: "22:00", to: "06:00", amount: "", per: "hour" },
                  ],
                })
              }
            >
              <Icon name="plus" />
              {differentials.length ? "Add another differential" : "Add night differential"}
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
