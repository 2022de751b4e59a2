import {
  Component,
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { cardSurface } from "~/components/ui/surfaces";
import { Button } from "~/components/ui/button";
import { useEarlyInput } from "~/components/ui/early-input";
import { Icon } from "~/components/ui/icon";
import { Tabs } from "~/components/ui/tabs";
import { writeStored } from "~/tools/shared/storage";
import { noteEarlyTasks } from "./early-task";
import { historyStorageKey, recordPomodoro } from "./history";
import { NotifyToggle, useNotifyChoice } from "./notify-toggle";
import {
  durationMs,
  formatClock,
  initialTimerState,
  modeLabels,
  modes,
  remainingSeconds,
  timerReducer,
  type Mode,
  type Notice,
  type Settings,
  type TimerState,
} from "./pomodoro";
import { useShortcuts } from "./keyboard-shortcuts";
import { useRunningTitle } from "./tab-title";
import { useWakeLock } from "./wake-lock";
import { clockAt, loadRecords, noRecords, offsetAt, patchRecords, problemOf } from "./records";
import { playChime, primeSound, showNotification } from "./session-alerts";
import { saveSettings } from "./settings";
import { creditCurrentTask, saveTasks, taskProgress, type Task } from "./tasks";
import type { PanelsProps } from "./panels";
import { ProgressRing } from "./timer-parts";

/*
 * The counts, tasks, history and settings dialog (panels.tsx) are not the timer's first answer.
 * On the server they render with the page, so their HTML is there at once; in the browser their
 * code is a chunk fetched while the timer hydrates, and React hydrates them when it arrives,
 * keeping the server's HTML until then (a Suspense boundary). The server imports the module up
 * front so its render never suspends; the browser's build leaves that import out.
 */
const serverPanels = import.meta.env.SSR ? await import("./panels") : null;
const loadPanels = () => import("./panels");

/** A module the server already has, as a thenable lazy() resolves at once. */
function ready<T>(component: T): Promise<{ default: T }> {
  return { then: (done: (module: { default: T }) => void) => done({ default: component }) } as Promise<{ default: T }>;
}

const Panels = lazy(() =>
  serverPanels ? ready(serverPanels.Panels) : loadPanels().then((module) => ({ default: module.Panels })),
);
const SettingsDialog = lazy(() =>
  serverPanels
    ? ready(serverPanels.SettingsDialog)
    : loadPanels().then((module) => ({ default: module.SettingsDialog })),
);

/** If the panels' chunk cannot load (offline), the timer goes on without them. */
class WithoutPanels extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Memoised with stable props, so Start and the countdown never reach the boundary: an update
 * to a boundary React has not hydrated yet would replace the server's HTML with the fallback.
 */
const PanelsSlot = memo(function PanelsSlot(props: PanelsProps) {
  return (
    <WithoutPanels>
      <Suspense fallback={null}>
        <Panels {...props} />
      </Suspense>
    </WithoutPanels>
  );
});

const gearId = "pomodoro-settings-button";
const modeTabs = modes.map((value) => ({ value, label: modeLabels[value] }));

const fullClock = (state: TimerState, mode: Mode) => formatClock(durationMs(state.settings, mode) / 1000);

const modeHints: Record<Mode, string> = {
  pomodoro: "One task, full attention.",
  rest: "Stand up, look away from the screen, breathe.",
  longRest: "Cycle done. Take a proper break.",
};

/** The sentence the status region reads out; the same words show under the controls. */
function noticeText(notice: Notice | null, state: TimerState): string {
  if (!notice) return "";
  switch (notice.kind) {
    case "ended": {
      const done = `${modeLabels[notice.ended]} finished.`;
      return notice.autoStarted
        ? `${done} ${modeLabels[notice.next]} started.`
        : `${done} ${modeLabels[notice.next]} is next (${fullClock(state, notice.next)}): press Start when you are ready.`;
    }
    case "selected":
      return `${modeLabels[notice.mode]} selected, ${fullClock(state, notice.mode)}.`;
    case "settings":
      return `Settings saved. ${modeLabels[state.mode]} reset to ${fullClock(state, state.mode)}.`;
  }
}

/**
 * The pomodoro timer: mode tabs, a countdown on a progress ring, Start/Pause,
 * Reset while running, a settings dialog, session counts, tasks with estimates
 * and the history of this browser. `brand` ends the tab title while the timer
 * runs (the page passes the site's name, so the island does not bundle the
 * site's settings). The other props are words that never change, which the
 * page renders as static HTML (`keys-list.tsx`, `timer-notes.tsx`, `island.astro`).
 */
export function PomodoroTool({
  brand,
  keys,
  historyNote,
  noTasks,
  clearHistoryWarning,
  notifyUnsupported,
  notifyBlocked,
}: {
  brand: string;
  keys?: ReactNode;
  historyNote?: ReactNode;
  noTasks?: ReactNode;
  clearHistoryWarning?: ReactNode;
  notifyUnsupported?: ReactNode;
  notifyBlocked?: ReactNode;
}) {
  const [state, dispatch] = useReducer(timerReducer, undefined, () => initialTimerState());
  const [records, update] = useReducer(patchRecords, noRecords);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const notify = useNotifyChoice();
  const root = useEarlyInput<HTMLDivElement>();
  const seconds = remainingSeconds(state);
  const clock = formatClock(seconds);
  const { running, remainingMs, deadline, sessionsEnded, notice, mode, lastEnded } = state;

  // The prerendered page shows the defaults; what this browser saved arrives once the page runs.
  // The tasks and history go in as a transition: React keeps the panels' server HTML until their
  // code has arrived, then shows the saved ones.
  useEffect(() => {
    const { settings, records } = loadRecords(Date.now());
    dispatch({ type: "restoreSettings", settings });
    startTransition(() => update(records));
  }, []);

  // A task entered before the list's code arrives is added when it does (early-task.ts).
  useEffect(noteEarlyTasks, []);

  // One tick just after each whole second of the countdown; the deadline keeps it exact.
  useEffect(() => {
    if (!running) return;
    const delay = (remainingMs % 1000 || 1000) + 5;
    const id = window.setTimeout(() => dispatch({ type: "tick", now: Date.now() }), delay);
    return () => window.clearTimeout(id);
  }, [running, remainingMs, deadline]);

  // A background tab's timers are throttled: catch up the moment it is visible again (a new day, too).
  useEffect(() => {
    const onVisible = () => {
      if (document.hidden) return;
      dispatch({ type: "tick", now: Date.now() });
      update({ clock: clockAt(Date.now()) });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  // Once per finished session: a pomodoro goes into the history and to the current task; then sound and notify.
  const signalled = useRef(0);
  useEffect(() => {
    if (sessionsEnded === signalled.current) return;
    signalled.current = sessionsEnded;
    if (lastEnded?.mode === "pomodoro") {
      const { at: endedAt, minutes } = lastEnded;
      const history = recordPomodoro(records.history, { endedAt, minutes, offsetMinutes: offsetAt(endedAt) });
      const historyProblem = problemOf(writeStored(historyStorageKey, history));
      update({ history, historyProblem, clock: clockAt(Date.now()) });
      if (records.tasks.some((task) => task.current)) {
        const tasks = creditCurrentTask(records.tasks);
        update({ tasks, tasksProblem: problemOf(saveTasks(tasks)) });
      }
    }
    if (notice?.kind !== "ended") return;
    playChime();
    if (notify.enabled) {
      const next = modeLabels[notice.next];
      showNotification(
        `${modeLabels[notice.ended]} finished`,
        notice.autoStarted ? `${next} has started.` : `${next} is next. Press Start when you are ready.`,
      );
    }
  }, [sessionsEnded, lastEnded, notice, notify.enabled, records.history, records.tasks]);

  useRunningTitle(running ? `${clock} · ${modeLabels[mode]} | ${brand}` : null);
  useWakeLock(running);

  const toggle = () => {
    // The sound is wanted when the session ends, not for the answer: unlocking it (an
    // AudioContext, 30 to 500 ms of main thread in Chromium) waits until just after this
    // press has painted. A timer set inside the press keeps its permission to play in WebKit;
    // Chromium and Firefox allow sound any time after the visitor's first press.
    if (!running) window.setTimeout(primeSound);
    dispatch({ type: "toggle", now: Date.now() });
  };
  useShortcuts((shortcut) => {
    if (shortcut === "toggle") toggle();
    else if (shortcut === "reset") dispatch({ type: "reset" });
    else if (shortcut === "next") dispatch({ type: "skip" });
    else setSettingsOpen(true);
  });

  function applySettings(settings: Settings) {
    dispatch({ type: "applySettings", settings });
    update({ settingsProblem: problemOf(saveSettings(settings)) });
  }

  // Stable, so the memoised task list and history are not re-rendered with the timer.
  const changeTasks = useCallback((tasks: Task[]) => {
    update({ tasks, tasksProblem: problemOf(saveTasks(tasks)) });
  }, []);

  const clearHistory = useCallback(() => {
    update({ history: [], historyProblem: problemOf(writeStored(historyStorageKey, [])) });
  }, []);

  const message = noticeText(notice, state);
  const total = durationMs(state.settings, mode);
  const current = records.tasks.find((task) => task.current);

  return (
    <div ref={root}>
      {/* Saved data that could not be read: one line above the tool, which works regardless. */}
      <div role="status">
        {records.setAside ? (
          <p className="mb-6 flex items-start gap-2 rounded-control border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink">
            <Icon name="circle-exclamation-point" size="size-4" className="mt-px text-accent-700" />
            {records.setAside}
          </p>
        ) : null}
      </div>
      {/* The sidebar spans both rows; the second row is flexible, so the history sits right under the timer. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className={`${cardSurface} p-4 sm:p-6`}>
          <Tabs
            label="Timer mode"
            tabs={modeTabs}
            value={mode}
            onSelect={(value) => dispatch({ type: "selectMode", mode: value })}
          >
            <div className="flex flex-col items-center gap-6 lg:flex-row lg:justify-center lg:gap-12">
              <div className="relative size-60 shrink-0 sm:size-64">
                <ProgressRing mode={mode} fraction={total > 0 ? remainingMs / total : 0} />
                <div className="absolute inset-0 flex flex-col items-center justify-center">
                  <p
                    role="timer"
                    aria-live="off"
                    className="text-6xl font-semibold tracking-tight text-ink tabular-nums sm:text-7xl"
                  >
                    {clock}
                  </p>
                  <p className="mt-2 text-sm font-medium text-ink-muted">
                    {running ? "Running" : remainingMs < total ? "Paused" : "Ready"}
                  </p>
                </div>
              </div>

              <div className="flex flex-col items-center text-center lg:w-80 lg:items-start lg:text-left">
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {mode === "pomodoro"
                    ? `Round ${(state.counts.pomodoro % state.settings.longRestEvery) + 1} of ${state.settings.longRestEvery}`
                    : modeLabels[mode]}
                </p>
                {mode === "pomodoro" && current ? (
                  <p className="mt-1 text-lg text-ink lg:min-h-14">
                    <span className="sr-only">Working on: </span>
                    <span className="font-semibold wrap-anywhere">{current.text}</span>
                    <span className="block text-sm text-ink-muted">{taskProgress(current)}</span>
                  </p>
                ) : (
                  <p className="mt-1 text-lg text-ink lg:min-h-14">{modeHints[mode]}</p>
                )}
                <div className="mt-5 flex items-center gap-3">
                  <Button
                    id={gearId}
                    variant="outline"
                    size="icon-round"
                    aria-label="Settings"
                    aria-haspopup="dialog"
                    aria-keyshortcuts="S"
                    title="Settings (S)"
                    onClick={() => setSettingsOpen(true)}
                  >
                    <Icon name="settings" />
                  </Button>
                  <Button size="lg-round" onClick={toggle} className="w-32 xs:w-40" aria-keyshortcuts="Space">
                    {running ? <Icon name="pause" /> : <Icon name="play" />}
                    {running ? "Pause" : "Start"}
                  </Button>
                  {running ? (
                    <Button
                      variant="outline"
                      size="icon-round"
                      aria-label="Reset"
                      aria-keyshortcuts="R"
                      title="Reset (R)"
                      onClick={() => dispatch({ type: "reset" })}
                    >
                      <Icon name="rotate-ccw" />
                    </Button>
                  ) : (
                    // Keeps Start centred while Reset is hidden.
                    <span aria-hidden="true" className="size-11" />
                  )}
                </div>
                {/* The same words as the status region below, which is the one screen readers hear. */}
                <p aria-hidden="true" className="mt-4 min-h-10 text-sm text-ink-muted">
                  {message}
                </p>
              </div>
            </div>
          </Tabs>

          {settingsOpen ? (
            <Suspense fallback={null}>
              <SettingsDialog
                settings={state.settings}
                onSave={applySettings}
                onClose={() => {
                  setSettingsOpen(false);
                  document.getElementById(gearId)?.focus();
                }}
              />
            </Suspense>
          ) : null}

          {/* Outside the tab panel, whose content changes with the mode: a live region must already exist to be heard. */}
          <p role="status" className="sr-only">
            {message}
          </p>
          {records.settingsProblem ? (
            <p className="mt-2 text-center text-sm text-ink-muted">{records.settingsProblem}</p>
          ) : null}

          <div className="mt-6 flex flex-col items-center gap-3 border-t border-line pt-4 text-sm text-ink-muted">
            <NotifyToggle unsupported={notifyUnsupported} blocked={notifyBlocked} />
            {keys}
          </div>
        </div>

        <PanelsSlot
          counts={state.counts}
          mode={mode}
          longRestEvery={state.settings.longRestEvery}
          tasks={records.tasks}
          onTasks={changeTasks}
          tasksProblem={records.tasksProblem}
          noTasks={noTasks}
          history={records.history}
          clock={records.clock}
          onClearHistory={clearHistory}
          historyProblem={records.historyProblem}
          historyNote={historyNote}
          clearHistoryWarning={clearHistoryWarning}
        />
      </div>
    </div>
  );
}
