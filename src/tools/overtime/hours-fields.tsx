import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { gridControlClass, SelectField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { entryModes, maxPayRates, type EntryMode, type WorkedForm } from "./entry";
import { weekDays } from "~/tools/shared/week";
import { hoursKindLabel, hoursKinds, type FormProblem, type HoursKind, type OvertimeForm } from "./overtime";
import {
  overtimeRuleChoice,
  overtimeRuleGroups,
  overtimeRuleHint,
  overtimeRules,
  workedField,
  type OvertimeRule,
} from "./split";

const modeText: Record<EntryMode, { label: string; hint: string }> = {
  "by-type": { label: "Hours by type", hint: "You know which hours are regular, overtime and double time." },
  worked: { label: "Hours worked per day", hint: "Enter each day's total; we split it by the rule you pick." },
};

/** The choice between the two ways of entering a week: native radios. */
export function ModeChoice({ mode, onChange }: { mode: EntryMode; onChange: (mode: EntryMode) => void }) {
  return (
    <fieldset className="min-w-0 lg:col-span-2">
      <legend className="text-lg font-semibold text-ink">How do you want to enter hours?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {entryModes.map((choice) => (
          <div
            key={choice}
            className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 rounded-control border border-line p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/70"
          >
            <input
              id={`overtime-mode-${choice}`}
              type="radio"
              name="overtime-mode"
              value={choice}
              checked={mode === choice}
              onChange={() => onChange(choice)}
              aria-describedby={`overtime-mode-${choice}-hint`}
              className="relative z-10 mt-1 size-4 accent-brand-700"
            />
            {/* The label's box covers the card, so a press anywhere on it chooses. */}
            <label
              htmlFor={`overtime-mode-${choice}`}
              className="cursor-pointer font-semibold text-ink after:absolute after:inset-0 after:content-['']"
            >
              {modeText[choice].label}
            </label>
            <p id={`overtime-mode-${choice}-hint`} className="col-start-2 text-sm text-ink-muted">
              {modeText[choice].hint}
            </p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const shortKindLabel: Record<HoursKind, string> = {
  regular: "Regular",
  overtime: "Overtime",
  doubleTime: "Double time",
};

/** The spec's grid: each day's regular, overtime and double-time hours. */
export function HoursByTypeFields({
  days,
  invalid,
  describedBy,
  onChange,
}: {
  days: OvertimeForm["days"];
  invalid: ReadonlySet<string>;
  describedBy: string;
  onChange: (index: number, kind: HoursKind, value: string) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold text-ink">Hours this week</legend>
      <p className="mt-1 text-sm text-ink-muted">
        In decimal hours: 7.25 is 7 hours 15 minutes. Leave a day empty for no hours.
      </p>
      <div
        aria-hidden="true"
        className="mt-5 hidden grid-cols-[6.5rem_repeat(3,minmax(0,1fr))] gap-3 px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:grid"
      >
        <span>Day</span>
        {hoursKinds.map((kind) => (
          <span key={kind}>{shortKindLabel[kind]}</span>
        ))}
      </div>
      <div className="mt-3 grid gap-3 sm:gap-2">
        {weekDays.map((day, index) => (
          <div
            key={day}
            role="group"
            aria-label={day}
            className="grid grid-cols-3 items-end gap-x-3 gap-y-1.5 rounded-control bg-surface-muted/70 p-3 sm:grid-cols-[6.5rem_repeat(3,minmax(0,1fr))] sm:items-center sm:bg-transparent sm:p-1"
          >
            <span className="col-span-3 text-sm font-semibold text-ink sm:col-span-1">{day}</span>
            {hoursKinds.map((kind) => {
              const id = `overtime-${index}-${kind}`;
              const wrong = invalid.has(`${index}-${kind}`);
              return (
                <div key={kind} className="min-w-0">
                  <label htmlFor={id} className="mb-1 block text-xs text-ink-muted sm:sr-only">
                    {shortKindLabel[kind]}
                  </label>
                  <input
                    id={id}
                    aria-label={`${day} ${hoursKindLabel[kind]}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={24}
                    step={0.25}
                    placeholder="0"
                    value={days[index]?.[kind] ?? ""}
                    onChange={(event) => onChange(index, kind, event.target.value)}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? describedBy : undefined}
                    className={gridControlClass}
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Hours worked per day and the rule that splits them. The boxes are text, so
 * whatever was typed stays on screen beside the message that says what is
 * wrong with it.
 */
export function HoursWorkedFields({
  worked,
  problems,
  onHours,
  onRule,
  onAddRate,
  children,
}: {
  worked: WorkedForm;
  problems: readonly FormProblem[];
  onHours: (index: number, value: string) => void;
  onRule: (rule: OvertimeRule) => void;
  onAddRate: () => void;
  /** The added pay rates' fields (pay-rate-fields.tsx), which load when the first is added. */
  children?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold text-ink">Hours worked this week</legend>
      <p className="mt-1 text-sm text-ink-muted">
        Each day&apos;s total in decimal hours (7.25 is 7 hours 15 minutes), breaks left out. Leave a day empty for no
        hours. Worked at more than one rate? Add the others: overtime is then paid on their weighted average.
      </p>
      <SelectField
        className="mt-5"
        label="Overtime rule"
        hint={overtimeRuleHint[worked.rule]}
        value={worked.rule}
        onChange={(event) => onRule(overtimeRules.find((rule) => rule === event.target.value) ?? worked.rule)}
      >
        {overtimeRuleGroups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.rules.map((rule) => (
              <option key={rule} value={rule}>
                {overtimeRuleChoice[rule]}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-4">
        {weekDays.map((day, index) => {
          const id = `overtime-worked-${index}`;
          const problem = problems.find((entry) => entry.field === workedField(index));
          return (
            <div key={day} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-semibold text-ink">
                {day} <span className="sr-only">hours worked</span>
              </label>
              <input
                id={id}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                value={worked.hours[index] ?? ""}
                onChange={(event) => onHours(index, event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                className={gridControlClass}
              />
              {problem ? (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {problem.message}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {children}
      {worked.rates.length < maxPayRates - 1 ? (
        <Button variant="outline" size="sm" onClick={onAddRate} className="mt-5">
          <Icon name="plus" />
          Add pay rate
        </Button>
      ) : null}
    </fieldset>
  );
}
