import { writeStored, type StorageResult } from "~/tools/shared/storage";
import { isWhole } from "./saved-data";

export const tasksStorageKey = "tallyday.pomodoro.tasks";

/** Limits that keep a stored list small and a row readable. */
export const maxTasks = 100;
export const maxTaskLength = 200;
export const estimateLimits = { min: 1, max: 20 };

export interface Task {
  id: string;
  text: string;
  done: boolean;
  /** Pomodoros the visitor expects it to take, 1 to 20; null when not estimated. */
  estimate: number | null;
  /** Pomodoros completed while it was the current task. */
  pomodoros: number;
  /** The task completed pomodoros count toward; at most one is. */
  current: boolean;
}

/** One more completed pomodoro for the current task; the list unchanged when none is current. */
export function creditCurrentTask(tasks: readonly Task[]): Task[] {
  return tasks.map((task) => (task.current ? { ...task, pomodoros: Math.min(task.pomodoros + 1, 9_999) } : task));
}

/** "2 of 4 pomodoros", or "2 pomodoros" without an estimate. */
export function taskProgress(task: Task): string {
  const unit = (task.estimate ?? task.pomodoros) === 1 ? "pomodoro" : "pomodoros";
  return task.estimate === null ? `${task.pomodoros} ${unit}` : `${task.pomodoros} of ${task.estimate} ${unit}`;
}

/** A stored task, or null when it cannot be one. Lists saved before estimates existed read as not estimated. */
function readTask(value: unknown): Task | null {
  if (typeof value !== "object" || value === null) return null;
  const task = value as Record<string, unknown>;
  const { id, text, done, estimate = null, pomodoros = 0, current = false } = task;
  const valid =
    typeof id === "string" &&
    id.length > 0 &&
    id.length <= 64 &&
    typeof text === "string" &&
    text.trim().length > 0 &&
    text.length <= maxTaskLength &&
    typeof done === "boolean" &&
    (estimate === null || isWhole(estimate, estimateLimits.min, estimateLimits.max)) &&
    isWhole(pomodoros, 0, 9_999) &&
    typeof current === "boolean";
  return valid ? { id, text: text.trim(), done, estimate, pomodoros, current: current && !done } : null;
}

/**
 * Stored tasks, checked where they enter: malformed entries, repeated ids and a
 * second current task are dropped, and `problem` says so.
 */
export function parseStoredTasks(raw: unknown): { value: Task[]; problem: boolean } {
  if (raw === undefined) return { value: [], problem: false };
  if (!Array.isArray(raw)) return { value: [], problem: true };
  const seen = new Set<string>();
  const tasks: Task[] = [];
  let problem = raw.length > maxTasks;
  let hasCurrent = false;
  for (const item of raw.slice(0, maxTasks)) {
    const task = readTask(item);
    if (!task || seen.has(task.id)) {
      problem = true;
      continue;
    }
    seen.add(task.id);
    if (task.current && hasCurrent) {
      problem = true;
      task.current = false;
    }
    hasCurrent ||= task.current;
    tasks.push(task);
  }
  return { value: tasks, problem };
}

export function saveTasks(tasks: readonly Task[]): StorageResult {
  return writeStored(tasksStorageKey, tasks);
}
