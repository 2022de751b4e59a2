import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  durationMs,
  formatClock,
  initialTimerState,
  modes,
  normalizeSettings,
  remainingSeconds,
  timerReducer,
  type Mode,
  type Settings,
  type TimerAction,
  type TimerState,
} from "./pomodoro";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const MIN = 60_000;

function run(state: TimerState, ...actions: TimerAction[]): TimerState {
  return actions.reduce(timerReducer, state);
}

/** Starts at `now` and ticks exactly at the deadline. */
function finishSession(state: TimerState, now: number): { state: TimerState; now: number } {
  const started = timerReducer(state, { type: "start", now });
  const end = started.deadline!;
  return { state: timerReducer(started, { type: "tick", now: end }), now: end };
}

describe("initial state", () => {
  it("opens on a stopped 20-minute pomodoro with zero counts", () => {
    const state = initialTimerState();
    expect(state.mode).toBe("pomodoro");
    expect(state.running).toBe(false);
    expect(formatClock(remainingSeconds(state))).toBe("20:00");
    expect(state.counts).toEqual({ pomodoro: 0, rest: 0, longRest: 0 });
  });

  it.each([
    ["pomodoro", 20 * MIN],
    ["rest", 5 * MIN],
    ["longRest", 15 * MIN],
  ] as const)("the default %s lasts %i ms", (mode, ms) => {
    expect(durationMs(defaultSettings, mode)).toBe(ms);
  });
});

describe("start, pause and resume keep the time left from the deadline", () => {
  it.each([
    { elapsed: 1_000, shows: "19:59" },
    { elapsed: 1, shows: "20:00" },
    { elapsed: 61_500, shows: "18:59" },
    { elapsed: 19 * MIN + 59_999, shows: "00:01" },
  ])("after $elapsed ms it shows $shows", ({ elapsed, shows }) => {
    const state = run(initialTimerState(), { type: "start", now: T0 }, { type: "tick", now: T0 + elapsed });
    expect(state.running).toBe(true);
    expect(formatClock(remainingSeconds(state))).toBe(shows);
  });

  it("pausing keeps the exact remaining time and resuming sets a new deadline", () => {
    const paused = run(initialTimerState(), { type: "start", now: T0 }, { type: "pause", now: T0 + 90_250 });
    expect(paused.running).toBe(false);
    expect(paused.deadline).toBeNull();
    expect(paused.remainingMs).toBe(20 * MIN - 90_250);
    // A long pause costs nothing.
    const resumed = timerReducer(paused, { type: "start", now: T0 + 60 * MIN });
    expect(resumed.deadline).toBe(T0 + 60 * MIN + 20 * MIN - 90_250);
    const later = timerReducer(resumed, { type: "tick", now: T0 + 60 * MIN + 10_000 });
    expect(later.remainingMs).toBe(20 * MIN - 100_250);
  });

  it("a tick while stopped changes nothing", () => {
    const state = initialTimerState();
    expect(timerReducer(state, { type: "tick", now: T0 + 5 * MIN })).toBe(state);
  });

  it("start while running keeps the deadline", () => {
    const running = timerReducer(initialTimerState(), { type: "start", now: T0 });
    expect(timerReducer(running, { type: "start", now: T0 + 5_000 }).deadline).toBe(T0 + 20 * MIN);
  });

  it("toggle starts and pauses", () => {
    const started = timerReducer(initialTimerState(), { type: "toggle", now: T0 });
    expect(started.running).toBe(true);
    const paused = timerReducer(started, { type: "toggle", now: T0 + 2_000 });
    expect(paused.running).toBe(false);
    expect(formatClock(remainingSeconds(paused))).toBe("19:58");
  });

  it("a throttled background tab is still exact: one late tick reads the deadline", () => {
    const state = run(initialTimerState(), { type: "start", now: T0 }, { type: "tick", now: T0 + 7 * MIN + 250 });
    expect(remainingSeconds(state)).toBe(13 * 60);
  });
});

describe("reaching zero", () => {
  it.each([
    { late: 0, label: "at the deadline" },
    { late: 45_000, label: "after the deadline" },
  ])("a tick $label completes the pomodoro", ({ late }) => {
    const started = timerReducer(initialTimerState(), { type: "start", now: T0 });
    const done = timerReducer(started, { type: "tick", now: T0 + 20 * MIN + late });
    expect(done.counts.pomodoro).toBe(1);
    expect(done.mode).toBe("rest");
    expect(done.running).toBe(false);
    expect(formatClock(remainingSeconds(done))).toBe("05:00");
    expect(done.sessionsEnded).toBe(1);
    expect(done.notice).toEqual({ kind: "ended", ended: "pomodoro", next: "rest", autoStarted: false });
    // History records the moment it reached zero, not the late tick that saw it.
    expect(done.lastEnded).toEqual({ mode: "pomodoro", at: T0 + 20 * MIN, minutes: 20 });
  });

  it("a tick a millisecond before the deadline does not complete", () => {
    const state = run(initialTimerState(), { type: "start", now: T0 }, { type: "tick", now: T0 + 20 * MIN - 1 });
    expect(state.mode).toBe("pomodoro");
    expect(state.running).toBe(true);
    expect(formatClock(remainingSeconds(state))).toBe("00:01");
  });

  it("pausing after the deadline completes the session instead", () => {
    const state = run(initialTimerState(), { type: "start", now: T0 }, { type: "pause", now: T0 + 21 * MIN });
    expect(state.mode).toBe("rest");
    expect(state.counts.pomodoro).toBe(1);
  });
});

describe("the cycle: every 4th pomodoro leads to a long rest", () => {
  it("runs pomodoro, rest x3, then long rest, then pomodoro, never auto-starting", () => {
    let state = initialTimerState();
    let now = T0;
    const seen: Array<{ mode: Mode; running: boolean; clock: string }> = [];
    for (let i = 0; i < 9; i++) {
      ({ state, now } = finishSession(state, now + 3_000));
      seen.push({ mode: state.mode, running: state.running, clock: formatClock(remainingSeconds(state)) });
    }
    expect(seen).toEqual([
      { mode: "rest", running: false, clock: "05:00" },
      { mode: "pomodoro", running: false, clock: "20:00" },
      { mode: "rest", running: false, clock: "05:00" },
      { mode: "pomodoro", running: false, clock: "20:00" },
      { mode: "rest", running: false, clock: "05:00" },
      { mode: "pomodoro", running: false, clock: "20:00" },
      { mode: "longRest", running: false, clock: "15:00" },
      { mode: "pomodoro", running: false, clock: "20:00" },
      { mode: "rest", running: false, clock: "05:00" },
    ]);
    // Real rests are counted, not 0.
    expect(state.counts).toEqual({ pomodoro: 5, rest: 3, longRest: 1 });
    expect(state.sessionsEnded).toBe(9);
  });

  it.each([
    { every: 2, after: [1, 2, 3, 4], expected: ["rest", "longRest", "rest", "longRest"] },
    { every: 3, after: [1, 2, 3, 6], expected: ["rest", "rest", "longRest", "longRest"] },
    { every: 1, after: [1, 2], expected: ["longRest", "longRest"] },
  ])("a long-break interval of $every", ({ every, after, expected }) => {
    const settings: Settings = { ...defaultSettings, longRestEvery: every };
    let state = initialTimerState(settings);
    let now = T0;
    const next: Record<number, Mode> = {};
    for (let completed = 1; completed <= Math.max(...after); completed++) {
      ({ state, now } = finishSession(state, now));
      next[completed] = state.mode;
      // Back to a pomodoro for the next round.
      ({ state, now } = finishSession(state, now));
    }
    expect(after.map((n) => next[n])).toEqual(expected);
  });

  it("a rest chosen by hand and finished counts as a rest and returns to pomodoro", () => {
    const chosen = timerReducer(initialTimerState(), { type: "selectMode", mode: "longRest" });
    const { state } = finishSession(chosen, T0);
    expect(state.counts).toEqual({ pomodoro: 0, rest: 0, longRest: 1 });
    expect(state.mode).toBe("pomodoro");
    expect(state.running).toBe(false);
  });
});

describe("reset", () => {
  it("stops and restores the full duration of the current mode", () => {
    const running = run(
      initialTimerState(),
      { type: "selectMode", mode: "rest" },
      { type: "start", now: T0 },
      { type: "tick", now: T0 + 70_000 },
    );
    const reset = timerReducer(running, { type: "reset" });
    expect(reset.mode).toBe("rest");
    expect(reset.running).toBe(false);
    expect(reset.deadline).toBeNull();
    expect(formatClock(remainingSeconds(reset))).toBe("05:00");
    expect(reset.counts).toEqual(running.counts);
  });
});

describe("skipping to the next mode", () => {
  it("stops, moves on as the cycle would and counts nothing", () => {
    const running = run(initialTimerState(), { type: "start", now: T0 }, { type: "tick", now: T0 + 4_000 });
    const skipped = timerReducer(running, { type: "skip" });
    expect(skipped).toMatchObject({ mode: "rest", running: false, deadline: null, sessionsEnded: 0, lastEnded: null });
    expect(skipped.counts).toEqual({ pomodoro: 0, rest: 0, longRest: 0 });
    expect(formatClock(remainingSeconds(skipped))).toBe("05:00");
    expect(skipped.notice).toEqual({ kind: "selected", mode: "rest" });
    expect(timerReducer(skipped, { type: "skip" }).mode).toBe("pomodoro");
  });

  it("leads from the last round of a cycle to the long rest", () => {
    let state = initialTimerState();
    let now = T0;
    for (let i = 0; i < 6; i++) ({ state, now } = finishSession(state, now));
    expect(state).toMatchObject({ mode: "pomodoro", counts: { pomodoro: 3, rest: 3, longRest: 0 } });
    expect(timerReducer(state, { type: "skip" }).mode).toBe("longRest");
  });
});

describe("choosing a mode", () => {
  it.each([
    ["pomodoro", "20:00"],
    ["rest", "05:00"],
    ["longRest", "15:00"],
  ] as const)("stops the timer and loads %s (%s)", (mode, clock) => {
    const running = run(initialTimerState(), { type: "start", now: T0 }, { type: "tick", now: T0 + 4_000 });
    const chosen = timerReducer(running, { type: "selectMode", mode });
    expect(chosen.mode).toBe(mode);
    expect(chosen.running).toBe(false);
    expect(formatClock(remainingSeconds(chosen))).toBe(clock);
    expect(chosen.notice).toEqual({ kind: "selected", mode });
    expect(chosen.counts.pomodoro).toBe(0);
  });
});

describe("saving settings", () => {
  it("stops the timer and loads the new duration of the current mode", () => {
    const running = run(initialTimerState(), { type: "selectMode", mode: "rest" }, { type: "start", now: T0 });
    const saved = timerReducer(running, {
      type: "applySettings",
      settings: { pomodoro: 50, rest: 10, longRest: 30, longRestEvery: 4, autoStart: false },
    });
    expect(saved.running).toBe(false);
    expect(saved.mode).toBe("rest");
    expect(formatClock(remainingSeconds(saved))).toBe("10:00");
    expect(saved.settings.pomodoro).toBe(50);
  });

  it("never takes values outside the limits, even if a caller passes them", () => {
    const saved = timerReducer(initialTimerState(), {
      type: "applySettings",
      settings: { pomodoro: 600, rest: 0, longRest: Number.NaN, longRestEvery: 2.4, autoStart: false },
    });
    expect(saved.settings).toEqual({ pomodoro: 60, rest: 1, longRest: 15, longRestEvery: 2, autoStart: false });
    expect(formatClock(remainingSeconds(saved))).toBe("60:00");
  });
});

describe("restoring saved settings", () => {
  const saved: Settings = { pomodoro: 25, rest: 5, longRest: 20, longRestEvery: 4, autoStart: false };

  it("loads them quietly into a stopped timer", () => {
    const state = timerReducer(initialTimerState(), { type: "restoreSettings", settings: saved });
    expect(formatClock(remainingSeconds(state))).toBe("25:00");
    expect(state.notice).toBeNull();
  });

  it("leaves a running timer alone", () => {
    const running = timerReducer(initialTimerState(), { type: "start", now: T0 });
    expect(timerReducer(running, { type: "restoreSettings", settings: saved })).toBe(running);
  });
});

describe("auto-start of the next session", () => {
  const auto: Settings = { ...defaultSettings, autoStart: true };

  it("starts the next session from the old deadline, so a late tick loses nothing", () => {
    const started = timerReducer(initialTimerState(auto), { type: "start", now: T0 });
    const late = timerReducer(started, { type: "tick", now: T0 + 20 * MIN + 30_000 });
    expect(late.mode).toBe("rest");
    expect(late.running).toBe(true);
    expect(late.deadline).toBe(T0 + 25 * MIN);
    expect(formatClock(remainingSeconds(late))).toBe("04:30");
    expect(late.notice).toEqual({ kind: "ended", ended: "pomodoro", next: "rest", autoStarted: true });
  });

  it("stops instead when the next session would also be over (the tab slept)", () => {
    const started = timerReducer(initialTimerState(auto), { type: "start", now: T0 });
    const woke = timerReducer(started, { type: "tick", now: T0 + 3 * 60 * MIN });
    expect(woke.counts.pomodoro).toBe(1);
    expect(woke.mode).toBe("rest");
    expect(woke.running).toBe(false);
    expect(formatClock(remainingSeconds(woke))).toBe("05:00");
  });

  it("is off by default", () => {
    expect(defaultSettings.autoStart).toBe(false);
  });
});

describe("formatClock", () => {
  it.each([
    [0, "00:00"],
    [59, "00:59"],
    [60, "01:00"],
    [754, "12:34"],
    [3600, "60:00"],
    [-5, "00:00"],
  ])("%i seconds reads %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe("properties", () => {
  const settingsArb = fc.record({
    pomodoro: fc.integer({ min: 1, max: 60 }),
    rest: fc.integer({ min: 1, max: 30 }),
    longRest: fc.integer({ min: 1, max: 60 }),
    longRestEvery: fc.integer({ min: 1, max: 12 }),
    autoStart: fc.boolean(),
  });
  // Times may jump forward a lot, or backwards (a clock being set).
  const actionArb = fc.oneof(
    fc.record({
      type: fc.constantFrom("start", "pause", "toggle", "tick"),
      dt: fc.integer({ min: -MIN, max: 90 * MIN }),
    }),
    fc.record({ type: fc.constant("reset"), dt: fc.constant(0) }),
    fc.record({ type: fc.constant("selectMode"), dt: fc.constant(0), mode: fc.constantFrom(...modes) }),
    fc.record({ type: fc.constant("applySettings"), dt: fc.constant(0), settings: settingsArb }),
  );

  function toAction(step: { type: string; mode?: Mode; settings?: Settings }, now: number): TimerAction {
    switch (step.type) {
      case "reset":
        return { type: "reset" };
      case "selectMode":
        return { type: "selectMode", mode: step.mode! };
      case "applySettings":
        return { type: "applySettings", settings: step.settings! };
      default:
        return { type: step.type as "start" | "pause" | "toggle" | "tick", now };
    }
  }

  it("remaining seconds are never negative and never exceed the mode's duration", () => {
    fc.assert(
      fc.property(settingsArb, fc.array(actionArb, { maxLength: 60 }), (settings, steps) => {
        let state = initialTimerState(settings);
        let now = T0;
        for (const step of steps) {
          now += step.dt;
          state = timerReducer(state, toAction(step, now));
          const seconds = remainingSeconds(state);
          expect(seconds).toBeGreaterThanOrEqual(0);
          expect(seconds).toBeLessThanOrEqual(state.settings[state.mode] * 60);
          expect(state.running).toBe(state.deadline !== null);
        }
      }),
    );
  });

  it("counts only grow, and only by finishing sessions", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (steps) => {
        let state = initialTimerState();
        let now = T0;
        for (const step of steps) {
          now += step.dt;
          const before = state;
          state = timerReducer(state, toAction(step, now));
          const grew = modes.reduce((sum, mode) => sum + state.counts[mode] - before.counts[mode], 0);
          expect(grew).toBe(state.sessionsEnded - before.sessionsEnded);
          expect(grew === 0 || grew === 1).toBe(true);
        }
      }),
    );
  });

  it("normalizeSettings is idempotent and inside the limits", () => {
    fc.assert(
      fc.property(
        fc.record({
          pomodoro: fc.double(),
          rest: fc.double(),
          longRest: fc.double(),
          longRestEvery: fc.double(),
          autoStart: fc.boolean(),
        }),
        (raw) => {
          const safe = normalizeSettings(raw);
          expect(normalizeSettings(safe)).toEqual(safe);
          expect(safe.pomodoro).toBeGreaterThanOrEqual(1);
          expect(safe.rest).toBeLessThanOrEqual(30);
        },
      ),
    );
  });
});
