import { readStored, writeStored, type StorageResult } from "~/tools/shared/storage";
import { defaultSettings, eachNumericSetting, settingLimits, type NumericSetting, type Settings } from "./pomodoro";
import { isWhole } from "./saved-data";

export const settingsStorageKey = "tallyday.pomodoro.settings";
export const notifyStorageKey = "tallyday.pomodoro.notify";

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
