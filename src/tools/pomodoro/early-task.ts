/**
 * Tasks entered before the task list can take them. The list is a chunk of its own, hydrated
 * after the timer (panels.tsx); until it is, its form does nothing on Enter or Add (it is a
 * `method="dialog"` form outside a dialog, so the page never reloads and the words stay in the
 * field). The timer, already running, notes the words of every such press here, and the list
 * adds them, in order, when it arrives: a task entered early is added, not lost, even when
 * another is typed over it before the list comes.
 */
export const newTaskInputId = "pomodoro-new-task";

let early: string[] = [];

/**
 * The queue after a press of Enter or Add with `words` in the field. Blank words add nothing,
 * and a second press on the same words (nothing seemed to happen, so the visitor pressed again)
 * adds them once.
 */
export function noteEntered(queue: readonly string[], words: string): string[] {
  const trimmed = words.trim();
  if (!trimmed || queue.at(-1) === trimmed) return [...queue];
  return [...queue, trimmed];
}

/** Listens for the new-task form's submissions (the timer calls it once it hydrates); returns the undo. */
export function noteEarlyTasks(): () => void {
  const note = (event: SubmitEvent) => {
    const input = (event.target as HTMLElement).querySelector?.<HTMLInputElement>(`#${newTaskInputId}`);
    if (input) early = noteEntered(early, input.value);
  };
  // Capture: before React's own listener, which hands the press to the list once it is there.
  document.addEventListener("submit", note, true);
  return () => document.removeEventListener("submit", note, true);
}

/** The words of the presses the list has not handled yet, once: the list calls it on every submission and when it arrives. */
export function takeEarlyTasks(): string[] {
  const words = early;
  early = [];
  return words;
}

/** What the new-task field held when the list arrived, unless those words were entered as a task (it is added). */
export function typedEarly(): string {
  if (typeof document === "undefined") return "";
  const typed = document.querySelector<HTMLInputElement>(`#${newTaskInputId}`)?.value ?? "";
  return early.at(-1) === typed.trim() ? "" : typed;
}
