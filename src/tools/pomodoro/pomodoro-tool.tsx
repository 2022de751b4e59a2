import { useEffect, useReducer, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Tabs } from "~/components/ui/tabs";
import { storageProblem } from "~/tools/shared/storage";
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
import { playChime, primeSound, showNotification } from "./session-alerts";
import { loadSettings, saveSettings } from "./settings";
import { SettingsDialog } from "./settings-dialog";
import { TaskList } from "./task-list";
import { ProgressRing, SessionCounts } from "./timer-parts";

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

/** While `title` is set the tab shows it; afterwards the page's own title comes back. */
function useRunningTitle(title: string | null) {
  const active = title !== null;
  const written = useRef("");
  useEffect(() => {
    if (!active) return;
    const original = document.title;
    return () => {
      // A route change may already have set the next page's title: leave that alone.
      if (document.title === written.current) document.title = original;
    };
  }, [active]);
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    written.current = title;
  }, [title]);
}

/** Space starts and pauses, unless the visitor is typing or working a control or dialog. */
function useSpaceToggle(toggle: () => void) {
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== " " || event.repeat || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const interactive =
        "input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable='false']), " +
        "[role='tab'], [role='button'], [role='checkbox'], [role='menuitem'], [role='dialog']";
      if (target?.closest(interactive) || document.querySelector("[role='dialog']")) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

/**
 * The pomodoro timer: mode tabs, a countdown on a progress ring, Start/Pause,
 * Reset while running, a settings dialog, session counts and a task list.
 * `brand` ends the tab title while the timer runs (the page passes the site's
 * name, so the island does not bundle the site's settings).
 */
export function PomodoroTool({ brand }: { brand: string }) {
  const [state, dispatch] = useReducer(timerReducer, undefined, () => initialTimerState());
  const [settingsProblem, setSettingsProblem] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const notify = useNotifyChoice();
  const seconds = remainingSeconds(state);
  const clock = formatClock(seconds);
  const { running, remainingMs, deadline, sessionsEnded, notice, mode } = state;

  // The prerendered page shows the defaults; saved settings arrive once the page runs.
  useEffect(() => {
    dispatch({ type: "restoreSettings", settings: loadSettings() });
  }, []);

  // One tick just after each whole second of the countdown; the deadline keeps it exact.
  useEffect(() => {
    if (!running) return;
    const delay = (remainingMs % 1000 || 1000) + 5;
    const id = window.setTimeout(() => dispatch({ type: "tick", now: Date.now() }), delay);
    return () => window.clearTimeout(id);
  }, [running, remainingMs, deadline]);

  // A background tab's timers are throttled: catch up the moment it is visible again.
  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden) dispatch({ type: "tick", now: Date.now() });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  // Sound and notify once per finished session.
  const signalled = useRef(0);
  useEffect(() => {
    if (sessionsEnded === signalled.current) return;
    signalled.current = sessionsEnded;
    if (notice?.kind !== "ended") return;
    playChime();
    if (notify.enabled) {
      const next = modeLabels[notice.next];
      showNotification(
        `${modeLabels[notice.ended]} finished`,
        notice.autoStarted ? `${next} has started.` : `${next} is next. Press Start when you are ready.`,
      );
    }
  }, [sessionsEnded, notice, notify.enabled]);

  useRunningTitle(running ? `${clock} · ${modeLabels[mode]} | ${brand}` : null);

  const toggle = () => {
    if (!running) primeSound();
    dispatch({ type: "toggle", now: Date.now() });
  };
  useSpaceToggle(() => {
    if (!settingsOpen) toggle();
  });

  function applySettings(settings: Settings) {
    dispatch({ type: "applySettings", settings });
    const saved = saveSettings(settings);
    setSettingsProblem(saved.ok ? null : storageProblem(saved.reason));
  }

  const message = noticeText(notice, state);
  const total = durationMs(state.settings, mode);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
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
              <p className="mt-1 text-lg text-ink lg:min-h-14">{modeHints[mode]}</p>
              <div className="mt-5 flex items-center gap-3">
                <Button
                  id={gearId}
                  variant="outline"
                  size="icon-round"
                  aria-label="Settings"
                  aria-haspopup="dialog"
                  title="Settings"
                  onClick={() => setSettingsOpen(true)}
                >
                  <Icon name="settings" />
                </Button>
                <Button size="lg-round" onClick={toggle} className="w-40" aria-keyshortcuts="Space">
                  {running ? <Icon name="pause" /> : <Icon name="play" />}
                  {running ? "Pause" : "Start"}
                </Button>
                {running ? (
                  <Button
                    variant="outline"
                    size="icon-round"
                    aria-label="Reset"
                    title="Reset"
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
          <SettingsDialog
            settings={state.settings}
            onSave={applySettings}
            onClose={() => {
              setSettingsOpen(false);
              document.getElementById(gearId)?.focus();
            }}
          />
        ) : null}

        {/* Outside the tab panel, whose content changes with the mode: a live region must already exist to be heard. */}
        <p role="status" className="sr-only">
          {message}
        </p>
        {settingsProblem ? <p className="mt-2 text-center text-sm text-ink-muted">{settingsProblem}</p> : null}

        <div className="mt-6 flex flex-col items-center gap-1 border-t border-line pt-4 text-sm text-ink-muted">
          <NotifyToggle />
          <p className="hidden sm:block">
            Press <kbd className="rounded border border-line bg-surface-muted px-1.5 font-sans text-xs">Space</kbd> to
            start or pause.
          </p>
        </div>
      </div>

      <div className="grid content-start gap-6">
        <SessionCounts counts={state.counts} mode={mode} every={state.settings.longRestEvery} />
        <TaskList />
      </div>
    </div>
  );
}
