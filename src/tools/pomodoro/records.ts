import { storageProblem, type StorageResult } from "~/tools/shared/storage";
import { historyStorageKey, parseStoredHistory, type DayTotal } from "./history";
import type { Settings } from "./pomodoro";
import { browserStore, readSaved, setAsideNotice, type SavedPart } from "./saved-data";
import { parseStoredSettings, settingsStorageKey } from "./settings";
import { parseStoredTasks, tasksStorageKey, type Task } from "./tasks";

/** What the timer keeps in this browser besides its settings, and what to say about saving it. */
export interface Records {
  tasks: Task[];
  history: DayTotal[];
  /** The moment the history is summarised for; null on the prerendered page. */
  clock: { now: number; offsetMinutes: number } | null;
  setAside: string | null;
  /** Why the last save of each part failed, said beside that part. */
  settingsProblem: string | null;
  tasksProblem: string | null;
  historyProblem: string | null;
}

export const noRecords: Records = {
  tasks: [],
  history: [],
  clock: null,
  setAside: null,
  settingsProblem: null,
  tasksProblem: null,
  historyProblem: null,
};

export const patchRecords = (current: Records, patch: Partial<Records>): Records => ({ ...current, ...patch });

/** This browser's UTC offset at a moment, in minutes east of UTC (it changes with daylight saving). */
export const offsetAt = (at: number) => -new Date(at).getTimezoneOffset();
export const clockAt = (now: number) => ({ now, offsetMinutes: offsetAt(now) });

/** Why a save failed, if it did. */
export const problemOf = (result: StorageResult) => (result.ok ? null : storageProblem(result.reason));

/** Everything this browser saved, each part read on its own, so one bad part never costs the others. */
export function loadRecords(now: number): { settings: Settings; records: Partial<Records> } {
  const store = browserStore();
  const settings = readSaved(store, settingsStorageKey, parseStoredSettings);
  const tasks = readSaved(store, tasksStorageKey, parseStoredTasks);
  const history = readSaved(store, historyStorageKey, parseStoredHistory);
  const setAside = (Object.entries({ settings, tasks, history }) as Array<[SavedPart, { setAside: boolean }]>)
    .filter(([, read]) => read.setAside)
    .map(([part]) => part);
  return {
    settings: settings.value,
    records: { tasks: tasks.value, history: history.value, clock: clockAt(now), setAside: setAsideNotice(setAside) },
  };
}
