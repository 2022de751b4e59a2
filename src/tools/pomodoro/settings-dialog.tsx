import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, TextField } from "~/components/ui/field";
import { defaultSettings, numericSettings, settingLimits, type Settings } from "./pomodoro";
import { draftFrom, fieldNames, validateDraft, type SettingsDraft, type SettingsErrors } from "./settings-draft";

/** "Pomodoro (minutes)" with "1 to 60 minutes."; the rounds say what they count. */
const fields = numericSettings.map((key) => {
  const { min, max } = settingLimits[key];
  const rounds = key === "longRestEvery";
  return {
    key,
    label: rounds ? fieldNames[key] : `${fieldNames[key]} (minutes)`,
    hint: rounds ? `Pomodoros before a long rest, ${min} to ${max}.` : `${min} to ${max} minutes.`,
  };
});

export interface SettingsDialogProps {
  settings: Settings;
  onSave: (settings: Settings) => void;
  /** Called once the dialog has closed (saved or not); the tool unmounts it. */
  onClose: () => void;
}

/**
 * The settings dialog (the gear button lives in the tool).
 * Values are kept as typed; Save accepts them only when every one is inside
 * its limits, otherwise the dialog stays open with the reason beside each field.
 */
export function SettingsDialog({ settings, onSave, onClose }: SettingsDialogProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const idPrefix = useId();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((field) => result.errors[field.key]);
      if (first) document.getElementById(`${idPrefix}-${first.key}`)?.focus();
      return;
    }
    onSave(result.settings);
    // Closing the dialog element calls onClose, as Escape does.
    event.currentTarget.closest("dialog")?.close();
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Dialog
      title="Timer settings"
      description="Session lengths in whole minutes. Saving resets the timer."
      onClose={onClose}
    >
      <form noValidate onSubmit={save} className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {fields.map(({ key, label, hint }) => (
            <TextField
              key={key}
              id={`${idPrefix}-${key}`}
              label={label}
              hint={hint}
              error={errors[key]}
              type="number"
              inputMode="numeric"
              min={settingLimits[key].min}
              max={settingLimits[key].max}
              step={1}
              value={draft[key]}
              onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
            />
          ))}
        </div>
        <CheckboxField
          label="Start the next session automatically"
          checked={draft.autoStart}
          onChange={(event) => setDraft((current) => ({ ...current, autoStart: event.target.checked }))}
        />
        {hasErrors ? (
          <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            Not saved. Fix the values marked above and press Save again.
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            onClick={() => {
              setDraft(draftFrom(defaultSettings));
              setErrors({});
            }}
          >
            Reset to Defaults
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Dialog>
  );
}
