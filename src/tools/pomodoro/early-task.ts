/**
 * A task entered before the task list can take it. The list is a chunk of its own, hydrated
 * after the timer (panels.tsx); until it is, its form does nothing on Enter or Add (it is a
 * `method="dialog"` form outside a dialog, so the page never reloads and the words stay in the
 * field). The timer, already running, notes the words of every such press here, and the list
 * adds them when it arrives: a task entered early is added, not lost.
 */
export const newTaskInputId = "pomodoro-new-task";

let early: string | null = null;

/** Listens for the new-task form's submissions (the timer calls it once it hydrates); returns the undo. */
export function noteEarlyTasks(): () => void {
  const note = (event: SubmitEvent) => {
    const input = (event.target as HTMLElement).querySelector?.<HTMLInputElement>(`#${newTaskInputId}`);
    if (input) early = input.value;
  };
  // Capture: before React's own listener, which hands the press to the list once it is there.
  document.addEventListener("submit", note, true);
  return () => document.removeEventListener("submit", note, true);
}

/** The words of a press the list has not handled yet, once: the list calls it on every submission and when it arrives. */
export function takeEarlyTask(): string | null {
  const words = early;
  early = null;
  return words;
}

/** What the new-task field held when the list arrived, if it was not entered as a task (that one is added). */
export function typedEarly(): string {
  if (typeof document === "undefined" || early !== null) return "";
  return document.querySelector<HTMLInputElement>(`#${newTaskInputId}`)?.value ?? "";
}
