import { memo, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { Button } from "~/components/ui/button";
import { gridControlClass, TextField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import {
  addTask,
  chooseCurrent,
  newTaskId,
  readEstimate,
  removeFinished,
  removeTask,
  setEstimate,
  toggleTask,
} from "./task-edits";
import { newTaskInputId, takeEarlyTasks, typedEarly } from "./early-task";
import { estimateLimits, taskProgress, type Task } from "./tasks";

/** A task's estimate as typed: kept while it is not a number from 1 to 20, and put back when the field is left. */
function EstimateField({ task, onChange }: { task: Task; onChange: (estimate: number | null) => void }) {
  // What the visitor is typing, while the field has it; otherwise the saved estimate shows.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (task.estimate === null ? "" : String(task.estimate));
  const invalid = readEstimate(shown) === undefined;
  return (
    <label className="flex items-center gap-2 text-sm text-ink-muted">
      <span aria-hidden="true">Estimate</span>
      <span className="w-16">
        <input
          type="number"
          inputMode="numeric"
          min={estimateLimits.min}
          max={estimateLimits.max}
          step={1}
          aria-label="Estimated pomodoros"
          aria-describedby={`task-${task.id}-text`}
          aria-invalid={invalid || undefined}
          title="1 to 20 pomodoros"
          placeholder="–"
          value={shown}
          onBlur={() => setTyped(null)}
          onChange={(event) => {
            setTyped(event.target.value);
            const estimate = readEstimate(event.target.value);
            if (estimate !== undefined) onChange(estimate);
          }}
          className={gridControlClass}
        />
      </span>
    </label>
  );
}

export interface TaskListProps {
  tasks: readonly Task[];
  onChange: (tasks: Task[]) => void;
  /** Why the last save failed, if it did. */
  saveProblem: string | null;
  /** Shown while the list is empty: static HTML from the page (`timer-notes.tsx`). */
  emptyNote?: ReactNode;
}

/**
 * What to work on, with estimates and the current task, kept in this browser. Memoised: Start
 * and each second of the countdown re-render the timer, not the list.
 */
export const TaskList = memo(function TaskList({ tasks, onChange, saveProblem, emptyNote }: TaskListProps) {
  // Words typed before this list's code arrived stay in the field, unless they were entered (early-task.ts).
  const [text, setText] = useState(typedEarly);
  // After a removal, focus moves to the next task (or the input), never to the page top.
  const focusAfterChange = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfterChange.current) return;
    document.getElementById(focusAfterChange.current)?.focus();
    focusAfterChange.current = null;
  }, [tasks]);

  function remove(id: string) {
    const index = tasks.findIndex((task) => task.id === id);
    const neighbour = tasks[index + 1] ?? tasks[index - 1];
    focusAfterChange.current = neighbour ? `task-${neighbour.id}` : newTaskInputId;
    onChange(removeTask(tasks, id));
  }

  function removeDone() {
    const left = removeFinished(tasks);
    focusAfterChange.current = left[0] ? `task-${left[0].id}` : newTaskInputId;
    onChange(left);
  }

  // Tasks entered before this list's code arrived are added when it does (early-task.ts).
  useEffect(() => {
    let next: readonly Task[] = tasks;
    for (const entered of takeEarlyTasks()) next = addTask(next, entered, newTaskId()) ?? next;
    if (next === tasks) return;
    onChange([...next]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tasks as the list arrived, once
  }, []);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    takeEarlyTasks();
    const next = addTask(tasks, text, newTaskId());
    if (!next) return;
    onChange(next);
    setText("");
  }

  const open = tasks.filter((task) => !task.done).length;

  return (
    <section aria-labelledby="pomodoro-tasks-heading" className={`${cardSurface} p-5`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="pomodoro-tasks-heading" className="text-lg font-semibold text-ink">
          Tasks
        </h2>
        {tasks.length > 0 ? (
          <p className="text-sm text-ink-muted tabular-nums">
            {open} of {tasks.length} open
          </p>
        ) : null}
      </div>
      <form method="dialog" onSubmit={add} className="mt-3 flex items-end gap-2">
        <TextField
          id={newTaskInputId}
          label="New task"
          className="min-w-0 flex-1"
          value={text}
          maxLength={200}
          autoComplete="off"
          placeholder="What’s next?"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="field">
          <Icon name="plus" />
          Add
        </Button>
      </form>
      {tasks.length === 0 ? (
        emptyNote
      ) : (
        <ul className="mt-4 divide-y divide-line lg:max-h-[26rem] lg:overflow-y-auto">
          {tasks.map((task) => (
            <li
              key={task.id}
              className={
                task.current
                  ? "-mx-2 rounded-control bg-brand-50 px-2 py-2.5 ring-1 ring-brand-200 ring-inset"
                  : "py-2.5"
              }
            >
              <div className="flex items-start gap-3">
                <input
                  id={`task-${task.id}`}
                  type="checkbox"
                  checked={task.done}
                  onChange={() => onChange(toggleTask(tasks, task.id))}
                  className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
                />
                <label
                  id={`task-${task.id}-text`}
                  htmlFor={`task-${task.id}`}
                  className={
                    task.done
                      ? "min-w-0 flex-1 text-sm wrap-anywhere text-ink-muted line-through"
                      : "min-w-0 flex-1 text-sm font-medium wrap-anywhere text-ink"
                  }
                >
                  {task.text}
                </label>
                <button
                  type="button"
                  aria-label={`Remove task: ${task.text}`}
                  title="Remove task"
                  onClick={() => remove(task.id)}
                  className="-mt-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-red-700"
                >
                  <Icon name="x" />
                </button>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 pl-7.5">
                {task.done ? null : (
                  <Button
                    size="sm"
                    variant={task.current ? "primary" : "outline"}
                    aria-pressed={task.current}
                    aria-label={`Work on ${task.text}`}
                    onClick={() => onChange(chooseCurrent(tasks, task.id))}
                  >
                    <Icon name={task.current ? "check" : "target"} />
                    Work on
                  </Button>
                )}
                <EstimateField task={task} onChange={(estimate) => onChange(setEstimate(tasks, task.id, estimate))} />
                <p className="text-sm text-ink-muted tabular-nums">{taskProgress(task)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {tasks.length > open ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={removeDone}>
          Remove finished tasks
        </Button>
      ) : null}
      {saveProblem ? (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          {saveProblem}
        </p>
      ) : null}
    </section>
  );
});
