/**
 * The settings dialog's form: the values as typed and their check. Apart from settings.ts
 * (storage) because only the dialog needs it, and the dialog loads after the timer (panels.tsx).
 */
import {
  eachNumericSetting,
  modeLabels,
  numericSettings,
  settingLimits,
  type NumericSetting,
  type Settings,
} from "./pomodoro";

/** The settings form as typed: text is kept exactly so a rejected value stays on screen. */
export type SettingsDraft = Record<NumericSetting, string> & { autoStart: boolean };

export type SettingsErrors = Partial<Record<NumericSetting, string>>;

export type DraftResult = { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors };

/** Each setting's name, as its field and its error say it. */
export const fieldNames: Record<NumericSetting, string> = { ...modeLabels, longRestEvery: "Rounds per cycle" };

export function draftFrom(settings: Settings): SettingsDraft {
  return { ...eachNumericSetting((key) => String(settings[key])), autoStart: settings.autoStart };
}

/** The message for a value outside its limits, e.g. "Rest must be a whole number of minutes from 1 to 30." */
export function limitMessage(key: NumericSetting): string {
  const { min, max } = settingLimits[key];
  const unit = key === "longRestEvery" ? "" : " of minutes";
  return `${fieldNames[key]} must be a whole number${unit} from ${min} to ${max}.`;
}

/** Checks the typed form; nothing outside the limits is ever accepted or silently corrected. */
export function validateDraft(draft: SettingsDraft): DraftResult {
  const errors: SettingsErrors = {};
  const values = {} as Record<NumericSetting, number>;
  for (const key of numericSettings) {
    const text = draft[key].trim();
    const value = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    const { min, max } = settingLimits[key];
    if (Number.isInteger(value) && value >= min && value <= max) values[key] = value;
    else errors[key] = limitMessage(key);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: { ...values, autoStart: draft.autoStart } };
}
