import { Icon } from "~/components/ui/icon";
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { storageProblem } from "~/tools/shared/storage";
import { addTask, loadTasks, newTaskId, removeTask, saveTasks, toggleTask, type Task } from "./tasks";

type ListAction = { type: "loaded"; tasks: Task[] } | { type: "changed"; tasks: Task[]; saveProblem: string | null };

interface ListState {
  tasks: Task[];
  saveProblem: string | null;
}

function listReducer(state: ListState, action: ListAction): ListState {
  return action.type === "loaded"
    ? { ...state, tasks: action.tasks }
    : { tasks: action.tasks, saveProblem: action.saveProblem };
}

const newTaskInputId = "pomodoro-new-task";

/** What to work on, kept in this browser. */
export function TaskList() {
  const [{ tasks, saveProblem }, dispatch] = useReducer(listReducer, { tasks: [], saveProblem: null });
  const [text, setText] = useState("");
  // After a removal, focus moves to the next task (or the input), never to the page top.
  const focusAfterChange = useRef<string | null>(null);

  // The prerendered page has no tasks; the saved ones arrive once the page runs.
  useEffect(() => {
    dispatch({ type: "loaded", tasks: loadTasks() });
  }, []);

  useEffect(() => {
    if (!focusAfterChange.current) return;
    document.getElementById(focusAfterChange.current)?.focus();
    focusAfterChange.current = null;
  }, [tasks]);

  function remove(id: string) {
    const index = tasks.findIndex((task) => task.id === id);
    const neighbour = tasks[index + 1] ?? tasks[index - 1];
    focusAfterChange.current = neighbour ? `task-${neighbour.id}` : newTaskInputId;
    change(removeTask(tasks, id));
  }

  function change(next: Task[]) {
    const saved = saveTasks(next);
    dispatch({ type: "changed", tasks: next, saveProblem: saved.ok ? null : storageProblem(saved.reason) });
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = addTask(tasks, text, newTaskId());
    if (!next) return;
    change(next);
    setText("");
  }

  const open = tasks.filter((task) => !task.done).length;

  return (
    <section
      aria-labelledby="pomodoro-tasks-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card"
    >
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
      <form onSubmit={add} className="mt-3 flex items-end gap-2">
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
        <p className="mt-4 text-sm text-ink-muted">No tasks yet. Add one with the button or the Enter key.</p>
      ) : (
        <ul className="mt-4 max-h-64 divide-y divide-line overflow-y-auto">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-center gap-3 py-2">
              <input
                id={`task-${task.id}`}
                type="checkbox"
                checked={task.done}
                onChange={() => change(toggleTask(tasks, task.id))}
                className="size-4.5 shrink-0 accent-brand-700"
              />
              <label
                htmlFor={`task-${task.id}`}
                className={
                  task.done
                    ? "min-w-0 flex-1 text-sm break-words text-ink-muted line-through"
                    : "min-w-0 flex-1 text-sm break-words text-ink"
                }
              >
                {task.text}
              </label>
              <button
                type="button"
                aria-label={`Remove task: ${task.text}`}
                title="Remove task"
                onClick={() => remove(task.id)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-red-700"
              >
                <Icon name="x" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {saveProblem ? (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          {saveProblem}
        </p>
      ) : null}
    </section>
  );
}
