/**
 * Where a press spends its time: a Chromium performance trace of the press, from its input event
 * until the frame that shows the answer has been drawn, on the page's main thread, summed by kind of work
 * (script, style, layout, paint, garbage collection). `npm run bench -- --first-press-only --trace`
 * prints one line per run and writes each trace to bench-results/traces/ (open it in DevTools'
 * Performance panel).
 */

/** The categories DevTools' Performance panel records, enough to tell the kinds of work apart. */
export const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "toplevel",
  "v8.execute",
  "v8",
  "latencyInfo",
  "loading",
  // JavaScript samples, so script time can be put down to functions.
  "disabled-by-default-v8.cpu_profiler",
  // V8 compiling a function on its first call: code a press is the first to run
  // (docs/decisions/islands.md, compiled as it arrives).
  "disabled-by-default-v8.compile",
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the part of `dur` the thread was running (not waiting for a core). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

export type WorkKind = "script" | "style" | "layout" | "paint" | "gc" | "other";

const kinds: Array<[WorkKind, RegExp]> = [
  ["gc", /GC|Sweep|Mark|Scavenge|Finalize/],
  ["style", /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/],
  ["layout", /^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections|ComputeIntersections)$/],
  [
    "paint",
    /^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|UpdateLayerTree|CompositeLayers|Decode Image|ImageDecodeTask|PaintSetup|RasterTask)$/,
  ],
  [
    "script",
    /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|EvaluateScript|RunMicrotasks|FireIdleCallback|HandlePostMessage|ParseHTML|v8\..*|V8\..*)$/,
  ],
];

function kindOf(name: string): WorkKind {
  for (const [kind, pattern] of kinds) if (pattern.test(name)) return kind;
  return "other";
}

export interface PressBreakdown {
  /** Main-thread time from the input event until the answer's frame is drawn, by kind of work (ms). */
  byKind: Record<WorkKind, number>;
  /** The same window's wall time (ms): busy and idle. */
  windowMs: number;
  /**
   * The main thread's running time in the window (ms, from its tasks' thread time): on a busy
   * machine the wall times above include waits for a core, this does not.
   */
  cpuMs: number;
  /** The longest named pieces of work inside the window (self time, ms). */
  top: Array<{ name: string; ms: number }>;
}

/** Sums the page's main-thread work between `fromUs` and `toUs` (the trace's clock, in microseconds). */
export function breakdownPress(events: TraceEvent[], fromUs: number, toUs: number): PressBreakdown {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's main thread is the one that dispatched the press.
  const press = events.find(
    (e) =>
      e.name === "EventDispatch" &&
      mainThreads.has(`${e.pid}:${e.tid}`) &&
      e.ts >= fromUs - 1000 &&
      ["pointerdown", "touchstart", "mousedown", "click"].includes(e.args?.data?.type ?? ""),
  );
  const thread = press ? `${press.pid}:${press.tid}` : [...mainThreads][0];
  const complete = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const endUs = toUs;
  // Self time of each event: its duration less its children's, nesting by start and end.
  const byKind: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 };
  const byName = new Map<string, number>();
  const stack: Array<{ event: TraceEvent; end: number; childUs: number }> = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      const selfUs = Math.max(0, done.event.dur! - done.childUs);
      const start = Math.max(done.event.ts, fromUs);
      const end = Math.min(done.end, endUs);
      if (end <= start) continue;
      // A task straddling the press counts in proportion to its part inside the window.
      const share = (selfUs * (end - start)) / done.event.dur! / 1000;
      const kind = kindOf(done.event.name);
      byKind[kind] += share;
      byName.set(done.event.name, (byName.get(done.event.name) ?? 0) + share);
    }
  };
  for (const event of complete) {
    if (event.ts + event.dur! < fromUs || event.ts > endUs) continue;
    close(event.ts);
    const end = event.ts + event.dur!;
    if (stack.length) stack.at(-1)!.childUs += event.dur!;
    stack.push({ event, end, childUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  // Task wrappers and flow markers are not work in themselves.
  for (const name of ["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask", "LatencyInfo.Flow"]) {
    const ms = byName.get(name) ?? 0;
    byKind.other -= ms;
    byName.delete(name);
  }
  byKind.other = Math.max(0, byKind.other);
  const top = [...byName]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
  const cpuMs = complete
    .filter((e) => e.name === "RunTask" && e.ts + e.dur! >= fromUs && e.ts <= endUs)
    .reduce((sum, e) => {
      const inside = Math.min(e.ts + e.dur!, endUs) - Math.max(e.ts, fromUs);
      return sum + ((e.tdur ?? 0) * Math.max(0, inside)) / e.dur! / 1000;
    }, 0);
  return { byKind, windowMs: (endUs - fromUs) / 1000, cpuMs, top };
}

/** The trace's clock at a user-timing mark of the page (microseconds), to place the page's own times. */
export function markTs(events: TraceEvent[], name: string): number | undefined {
  return events.find((e) => e.cat.includes("blink.user_timing") && e.name === name)?.ts;
}

export function formatBreakdown(b: PressBreakdown): string {
  const kinds = (Object.entries(b.byKind) as Array<[WorkKind, number]>)
    .filter(([, ms]) => ms >= 0.5)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(", ");
  const top = b.top
    .filter((t) => t.ms >= 1)
    .map((t) => `${t.name} ${t.ms.toFixed(0)}`)
    .join(", ");
  return `window ${b.windowMs.toFixed(0)} ms (main thread running ${b.cpuMs.toFixed(0)} ms): ${kinds} (top: ${top})`;
}
