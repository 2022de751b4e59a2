/**
 * What the timer's first answer does not need: the session counts, the task list and the
 * history beside and under the timer, and the settings dialog. The page renders them with the
 * timer (static HTML); in the browser this module is a chunk of its own, fetched while the
 * timer hydrates, so the island's first load is the timer alone (pomodoro-tool.tsx).
 */
import type { ReactNode } from "react";
import type { DayTotal } from "./history";
import { HistoryPanel } from "./history-panel";
import type { Counts, Mode } from "./pomodoro";
import { TaskList } from "./task-list";
import type { Task } from "./tasks";
import { SessionCounts } from "./session-counts";

export { SettingsDialog } from "./settings-dialog";

export interface PanelsProps {
  counts: Counts;
  mode: Mode;
  longRestEvery: number;
  tasks: readonly Task[];
  onTasks: (tasks: Task[]) => void;
  tasksProblem: string | null;
  noTasks?: ReactNode;
  history: readonly DayTotal[];
  clock: { now: number; offsetMinutes: number } | null;
  onClearHistory: () => void;
  historyProblem: string | null;
  historyNote?: ReactNode;
  clearHistoryWarning?: ReactNode;
}

/** The sidebar (counts and tasks, both rows on wide screens) and the history under the timer. */
export function Panels(props: PanelsProps) {
  return (
    <>
      <div className="grid content-start gap-6 lg:row-span-2">
        <SessionCounts counts={props.counts} mode={props.mode} every={props.longRestEvery} />
        <TaskList
          tasks={props.tasks}
          onChange={props.onTasks}
          saveProblem={props.tasksProblem}
          emptyNote={props.noTasks}
        />
      </div>

      <div className="lg:self-start">
        <HistoryPanel
          history={props.history}
          clock={props.clock}
          onClear={props.onClearHistory}
          saveProblem={props.historyProblem}
          note={props.historyNote}
          clearWarning={props.clearHistoryWarning}
        />
      </div>
    </>
  );
}
