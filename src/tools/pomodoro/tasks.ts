import { readStored, writeStored, type StorageResult } from "~/tools/shared/storage";

export const tasksStorageKey = "tallyday.pomodoro.tasks";

/** Limits that keep a stored list small and a row readable. */
export const maxTasks = 100;
export const maxTaskLength = 200;

export interface Task {
  id: string;
  text: string;
  done: boolean;
}

/** The list with a new task at the end, or null when the text is blank after trimming or the list is full. */
export function addTask(tasks: readonly Task[], text: string, id: string): Task[] | null {
  const trimmed = text.trim().slice(0, maxTaskLength);
  if (!trimmed || tasks.length >= maxTasks) return null;
  return [...tasks, { id, text: trimmed, done: false }];
}

export function toggleTask(tasks: readonly Task[], id: string): Task[] {
  return tasks.map((task) => (task.id === id ? { ...task, done: !task.done } : task));
}

export function removeTask(tasks: readonly Task[], id: string): Task[] {
  return tasks.filter((task) => task.id !== id);
}

function isTask(value: unknown): value is Task {
  if (typeof value !== "object" || value === null) return false;
  const task = value as Record<string, unknown>;
  return (
    typeof task.id === "string" &&
    task.id.length > 0 &&
    task.id.length <= 64 &&
    typeof task.text === "string" &&
    task.text.trim().length > 0 &&
    task.text.length <= maxTaskLength &&
    typeof task.done === "boolean"
  );
}

/** Stored tasks, checked where they enter: malformed entries and repeated ids are dropped. */
export function parseStoredTasks(raw: unknown): Task[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const item of raw) {
    if (!isTask(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    tasks.push({ id: item.id, text: item.text.trim(), done: item.done });
    if (tasks.length === maxTasks) break;
  }
  return tasks;
}

export function loadTasks(): Task[] {
  return parseStoredTasks(readStored(tasksStorageKey));
}

export function saveTasks(tasks: readonly Task[]): StorageResult {
  return writeStored(tasksStorageKey, tasks);
}

/** An id unique enough for one browser's list. */
export function newTaskId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
