/**
 * What the task list does to the list: add, check off, remove, estimate, choose the current
 * task. Apart from tasks.ts (the task itself, storage and the timer's own use of it) because
 * only the list needs it, and the list loads after the timer (panels.tsx).
 */
import { estimateLimits, maxTaskLength, maxTasks, type Task } from "./tasks";

/** The list with a new task at the end, or null when the text is blank after trimming or the list is full. */
export function addTask(tasks: readonly Task[], text: string, id: string): Task[] | null {
  const trimmed = text.trim().slice(0, maxTaskLength);
  if (!trimmed || tasks.length >= maxTasks) return null;
  return [...tasks, { id, text: trimmed, done: false, estimate: null, pomodoros: 0, current: false }];
}

/** Checks a task off or back on; a finished task stops being the current one. */
export function toggleTask(tasks: readonly Task[], id: string): Task[] {
  return tasks.map((task) =>
    task.id === id ? { ...task, done: !task.done, current: task.done ? task.current : false } : task,
  );
}

export function removeTask(tasks: readonly Task[], id: string): Task[] {
  return tasks.filter((task) => task.id !== id);
}

export function removeFinished(tasks: readonly Task[]): Task[] {
  return tasks.filter((task) => !task.done);
}

/** Makes an open task the current one, or, if it already is, leaves no task current. */
export function chooseCurrent(tasks: readonly Task[], id: string): Task[] {
  const target = tasks.find((task) => task.id === id);
  if (!target || target.done) return [...tasks];
  return tasks.map((task) => ({ ...task, current: task.id === id && !target.current }));
}

/** The estimate typed in a task's field: a whole number from 1 to 20, null when left empty, undefined when not valid. */
export function readEstimate(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : NaN;
  return value >= estimateLimits.min && value <= estimateLimits.max ? value : undefined;
}

export function setEstimate(tasks: readonly Task[], id: string, estimate: number | null): Task[] {
  return tasks.map((task) => (task.id === id ? { ...task, estimate } : task));
}

/** An id unique enough for one browser's list. */
export function newTaskId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
