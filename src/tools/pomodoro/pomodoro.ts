/**
 * The pomodoro timer as a pure reducer. Time is a wall-clock deadline, and every
 * action that depends on time carries `now` (epoch milliseconds), so the timer
 * stays exact when a background tab's timers are throttled: a late tick simply
 * sees that the deadline has passed.
 */

export type Mode = "pomodoro" | "rest" | "longRest";

export const modes: readonly Mode[] = ["pomodoro", "rest", "longRest"];

export const modeLabels: Record<Mode, string> = { pomodoro: "Pomodoro", rest: "Rest", longRest: "Long rest" };

export interface Settings {
  /** Session lengths in whole minutes. */
  pomodoro: number;
  rest: number;
  longRest: number;
  /** A long rest follows every this-many completed pomodoros. */
  longRestEvery: number;
  /** Start the next session by itself when one ends (off, as the spec has it). */
  autoStart: boolean;
}

export type NumericSetting = Exclude<keyof Settings, "autoStart">;

export const numericSettings: readonly NumericSetting[] = [...modes, "longRestEvery"];

/** One value for each numeric setting, worked out from its key. */
export const eachNumericSetting = <T>(value: (key: NumericSetting) => T) =>
  Object.fromEntries(numericSettings.map((key) => [key, value(key)])) as Record<NumericSetting, T>;

export const defaultSettings: Settings = { pomodoro: 20, rest: 5, longRest: 15, longRestEvery: 4, autoStart: false };

export const settingLimits: Record<NumericSetting, { min: number; max: number }> = {
  pomodoro: { min: 1, max: 60 },
  rest: { min: 1, max: 30 },
  longRest: { min: 1, max: 60 },
  longRestEvery: { min: 1, max: 12 },
};

export type Counts = Record<Mode, number>;

/** What the screen should tell the visitor about the last thing that happened. */
export type Notice =
  | { kind: "ended"; ended: Mode; next: Mode; autoStarted: boolean }
  | { kind: "selected"; mode: Mode }
  | { kind: "settings" };

export interface TimerState {
  settings: Settings;
  mode: Mode;
  running: boolean;
  /** When the running session ends (epoch ms); null while stopped. */
  deadline: number | null;
  /** Time left, as of the last action; exact while stopped. */
  remainingMs: number;
  /** Completed sessions of each mode. */
  counts: Counts;
  notice: Notice | null;
  /** How many sessions have ended: the screen sounds, notifies and records once per increment. */
  sessionsEnded: number;
  /** The session that ended last: its mode, when it reached zero (epoch ms) and its length in minutes. */
  lastEnded: { mode: Mode; at: number; minutes: number } | null;
}

export type TimerAction =
  | { type: "start"; now: number }
  | { type: "pause"; now: number }
  | { type: "toggle"; now: number }
  | { type: "tick"; now: number }
  | { type: "reset" }
  /** Moves on to the mode that would follow the current one, without counting it. */
  | { type: "skip" }
  | { type: "selectMode"; mode: Mode }
  | { type: "applySettings"; settings: Settings }
  /** Saved settings read when the page opens: applied quietly, and never to a running timer. */
  | { type: "restoreSettings"; settings: Settings };

export function durationMs(settings: Settings, mode: Mode): number {
  return settings[mode] * 60_000;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Any settings-shaped value made safe: whole numbers inside the limits, else the default. */
export function normalizeSettings(settings: Settings): Settings {
  const numeric = (key: NumericSetting) => {
    const value = settings[key];
    if (!Number.isFinite(value)) return defaultSettings[key];
    return clamp(Math.round(value), settingLimits[key].min, settingLimits[key].max);
  };
  return { ...eachNumericSetting(numeric), autoStart: settings.autoStart === true };
}

export function initialTimerState(settings: Settings = defaultSettings): TimerState {
  const safe = normalizeSettings(settings);
  return {
    settings: safe,
    mode: "pomodoro",
    running: false,
    deadline: null,
    remainingMs: durationMs(safe, "pomodoro"),
    counts: { pomodoro: 0, rest: 0, longRest: 0 },
    notice: null,
    sessionsEnded: 0,
    lastEnded: null,
  };
}

/** The mode that follows a finished session, given the counts after it. */
function nextMode(ended: Mode, counts: Counts, settings: Settings): Mode {
  if (ended !== "pomodoro") return "pomodoro";
  return counts.pomodoro % settings.longRestEvery === 0 ? "longRest" : "rest";
}

/** Whole seconds left, as the countdown shows them. */
export function remainingSeconds(state: TimerState): number {
  return Math.ceil(state.remainingMs / 1000);
}

/** `mm:ss`; a 60-minute session reads 60:00. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

function stopped(state: TimerState, mode: Mode, notice: Notice | null): TimerState {
  return {
    ...state,
    mode,
    running: false,
    deadline: null,
    remainingMs: durationMs(state.settings, mode),
    notice,
  };
}

/** The running session reached its deadline `endedAt`, observed at `now`. */
function complete(state: TimerState, endedAt: number, now: number): TimerState {
  const ended = state.mode;
  const counts = { ...state.counts, [ended]: state.counts[ended] + 1 };
  const next = nextMode(ended, counts, state.settings);
  const nextDeadline = endedAt + durationMs(state.settings, next);
  // Auto-start chains from the old deadline, so a late tick loses nothing. If
  // the next session would also be over already (a sleeping laptop), stop
  // there rather than credit sessions nobody was present for.
  const autoStarted = state.settings.autoStart && nextDeadline > now;
  const base: TimerState = {
    ...state,
    counts,
    sessionsEnded: state.sessionsEnded + 1,
    lastEnded: { mode: ended, at: endedAt, minutes: state.settings[ended] },
  };
  const notice: Notice = { kind: "ended", ended, next, autoStarted };
  if (!autoStarted) return stopped(base, next, notice);
  return { ...base, mode: next, running: true, deadline: nextDeadline, remainingMs: nextDeadline - now, notice };
}

/** Re-reads the running clock at `now`: completes at or after the deadline. */
function observe(state: TimerState, now: number): TimerState {
  if (!state.running || state.deadline === null) return state;
  if (now >= state.deadline) return complete(state, state.deadline, now);
  const full = durationMs(state.settings, state.mode);
  const left = state.deadline - now;
  // A clock set backwards must not show more than the session's length.
  if (left > full) return { ...state, deadline: now + full, remainingMs: full };
  return { ...state, remainingMs: left };
}

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case "start":
      if (state.running) return observe(state, action.now);
      return { ...state, running: true, deadline: action.now + state.remainingMs, notice: null };
    case "pause": {
      const current = observe(state, action.now);
      if (!current.running) return current;
      return { ...current, running: false, deadline: null };
    }
    case "toggle":
      return timerReducer(state, { type: state.running ? "pause" : "start", now: action.now });
    case "tick":
      return observe(state, action.now);
    case "reset":
      return stopped(state, state.mode, null);
    case "skip": {
      // The cycle goes on as if the session had ended, so skipping the last round of a cycle leads to the long rest.
      const pomodoros = state.counts.pomodoro + (state.mode === "pomodoro" ? 1 : 0);
      const next = nextMode(state.mode, { ...state.counts, pomodoro: pomodoros }, state.settings);
      return stopped(state, next, { kind: "selected", mode: next });
    }
    case "selectMode":
      return stopped(state, action.mode, { kind: "selected", mode: action.mode });
    case "applySettings":
      return stopped({ ...state, settings: normalizeSettings(action.settings) }, state.mode, { kind: "settings" });
    case "restoreSettings":
      if (state.running) return state;
      return stopped({ ...state, settings: normalizeSettings(action.settings) }, state.mode, state.notice);
  }
}
