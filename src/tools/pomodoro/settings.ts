import { readStored, writeStored, type StorageResult } from "~/tools/shared/storage";
import {
  defaultSettings,
  eachNumericSetting,
  modeLabels,
  numericSettings,
  settingLimits,
  type NumericSetting,
  type Settings,
} from "./pomodoro";
import { isWhole } from "./saved-data";

export const settingsStorageKey = "tallyday.pomodoro.settings";
export const notifyStorageKey = "tallyday.pomodoro.notify";

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

/**
 * Stored settings, checked where they enter: a field that is missing takes its
 * default quietly (older saves lack newer fields); one that is there but not a
 * whole number inside its limits takes its default too, and `problem` says so.
 */
export function parseStoredSettings(raw: unknown): { value: Settings; problem: boolean } {
  if (raw === undefined) return { value: { ...defaultSettings }, problem: false };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { value: { ...defaultSettings }, problem: true };
  }
  const record = raw as Record<string, unknown>;
  let problem = false;
  const numeric = (key: NumericSetting) => {
    const value = record[key];
    if (isWhole(value, settingLimits[key].min, settingLimits[key].max)) return value;
    problem ||= value !== undefined;
    return defaultSettings[key];
  };
  const autoStart = record.autoStart;
  problem ||= autoStart !== undefined && typeof autoStart !== "boolean";
  const value: Settings = {
    ...eachNumericSetting(numeric),
    autoStart: typeof autoStart === "boolean" ? autoStart : defaultSettings.autoStart,
  };
  return { value, problem };
}

export function saveSettings(settings: Settings): StorageResult {
  return writeStored(settingsStorageKey, settings);
}

/** Whether the visitor asked to be notified; anything but `true` means no. */
export function loadNotify(): boolean {
  return readStored(notifyStorageKey) === true;
}

export function saveNotify(notify: boolean): StorageResult {
  return writeStored(notifyStorageKey, notify);
}
