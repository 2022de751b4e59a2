/**
 * First press: on Lighthouse's mobile profile, load a page, let it be read for 2 s, press once, and time
 * from the press until the first frame that shows the answer is presented (style, layout, paint and
 * compositing included, as INP counts them). A bare native `<details>` page on the same
 * server is the floor: the least a press can cost on this machine.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type JSHandle, type Locator, type Page } from "@playwright/test";
import { userAgents } from "lighthouse/core/config/constants.js";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { breakdownPress, formatBreakdown, markTs, traceCategories, type PressBreakdown } from "./press-trace.ts";

/**
 * The budgets (docs/product.md, budgets): the median within 100 ms and within twice the native
 * floor's median of the same bench run, and no single run over 200 ms, the first included.
 */
export const firstPressBudget = { medianMs: 100, floorRatio: 2, worstMs: 200 };
const runsPerCase = 3;
const readingMs = 2000;
const answerTimeoutMs = 15_000;
// Lighthouse's mobile profile: a Moto G Power screen, and mobileSlow4G: 150 ms RTT,
// 1.6 Mbps down and 750 Kbps up (as bytes/s), 4x CPU.
const network = { offline: false, latency: 150, downloadThroughput: 1.6 * 131_072, uploadThroughput: 750 * 128 };
const cpuSlowdown = 4;
const screen = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export interface FirstPressRow {
  case: string;
  route: string;
  /** Every run, in the order measured (NaN: no answer came). */
  runsMs: number[];
  medianMs: number;
  worstMs: number;
  floorMedianMs: number;
  /** The median against the floor's median of the same bench run. */
  floorRatio: number;
  /** What the row misses, empty when within: "median", "floor ratio", "worst run". */
  misses: string[];
  withinBudget: boolean;
}

/** The floor page. The server lists the client dir once, as it starts: write this before starting it. */
const floorPath = "/__bench-details.html";
const floorFile = (clientDir: string) => join(clientDir, floorPath.slice(1));
export const writeFloorPage = (clientDir: string) =>
  writeFileSync(
    floorFile(clientDir),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Questions</h1><details><summary>Can I try it free?</summary><p>Yes, for 14 days.</p></details></body></html>',
  );
export const removeFloorPage = (clientDir: string) => rmSync(floorFile(clientDir), { force: true });

/** What the init script and the watcher keep on `window`. */
type Probe = {
  armed: boolean;
  pressAt: number | null;
  /** Each input event's time and when the frame after it was presented (Event Timing: start + duration). */
  presented: Array<{ at: number; shown: number }>;
  answeredAt?: number;
  /** When the answer's frame began (its requestAnimationFrame callback). */
  frameAt?: number;
  unhydrated?: number;
  done?: Promise<number>;
};
type ProbeWindow = Window & { __firstPress: Probe };

/** Built in the page just before the press (so it can note what was there): a test that the answer shows. */
type Answered = (page: Page) => Promise<JSHandle<() => boolean>>;
interface Case {
  name: string;
  route: string;
  target: (page: Page) => Locator;
  answered: Answered;
  /** Untimed work after the reading pause: typing, the captcha. */
  prepare?: (page: Page) => Promise<unknown>;
}

const button = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true });
const fill = (fields: Record<string, string>) => async (page: Page) => {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
};
/** Builds the test in the page from what to look for: `css` and, for some tests, `texts`. */
type Look = { css: string; texts: string[] };
const inPage =
  (build: (look: Look) => () => boolean) =>
  (css: string, ...texts: string[]): Answered =>
  (page) =>
    page.evaluateHandle(build, { css, texts });
/** Some element matching `css` contains one of `texts` (any text when none are given). */
const shows = inPage(
  ({ css, texts }) =>
    () =>
      [...document.querySelectorAll(css)].some((el) => !texts.length || texts.some((t) => el.textContent?.includes(t))),
);
/** More elements matching `css` read exactly the text than before the press. */
const grows = inPage(({ css, texts }) => {
  const count = () => [...document.querySelectorAll(css)].filter((el) => el.textContent?.trim() === texts[0]).length;
  const before = count();
  return () => count() > before;
});
/** The text the first element matching `css` shows (hidden parts left out) is not what it was. */
const changes = inPage(({ css }) => {
  const element = document.querySelector<HTMLElement>(css)!;
  const before = element.innerText;
  return () => element.innerText !== before;
});
const detailsOpens = inPage(({ css }) => {
  const details = document.querySelector<HTMLDetailsElement>(css)!;
  const answer = details.querySelector(":scope > :not(summary)")!;
  return () => details.open && answer.checkVisibility();
});

// hCaptcha's script stand-in (the end-to-end tests stub it the same way): it solves itself and says so.
const captchaStub = `window.hcaptcha = {
  render(el, params) { setTimeout(() => { el.textContent = "Test captcha solved"; params.callback("bench-token"); }); return "1"; },
  getResponse: () => "bench-token", getRespKey: () => "", reset() {}, remove() {}, execute() {}, close() {}, setData() {},
};
const onload = new URL(document.currentScript.src).searchParams.get("onload");
if (onload && window[onload]) window[onload]();`;
const prepareContact = async (page: Page) => {
  await page.route("https://js.hcaptcha.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: captchaStub }),
  );
  await page.route("https://api.web3forms.com/submit", (route) =>
    route.fulfill({ contentType: "application/json", body: '{"success":true,"message":"ok"}' }),
  );
  await fill({ Name: "Asha Verma", Email: "asha@example.com", Message: "A demo of leave approvals, please." })(page);
  await page.getByText("Test captcha solved").waitFor();
};

const floorCase: Case = {
  name: "floor: bare `<details>`",
  route: floorPath,
  target: (page) => page.locator("summary"),
  answered: detailsOpens("details"),
};
const cases: Case[] = [
  {
    name: "FAQ question",
    route: "/pricing",
    target: (page) => page.locator("[data-faq] details summary").first(),
    answered: detailsOpens("[data-faq] details"),
  },
  { name: "Mobile menu", route: "/", target: button("Menu"), answered: shows("#mobile-menu:popover-open") },
  {
    // The radios are styled by CSS alone, which shows one period's prices: the plan list's shown text changes.
    name: "Billing toggle",
    route: "/pricing",
    target: (page) => page.locator("input[data-billing]:not(:checked)").first(),
    answered: changes("ul:has(> [data-plan])"),
  },
  { name: "Pomodoro Start", route: "/pomodoro-timer", target: button("Start"), answered: grows("button", "Pause") },
  {
    name: "Add Time Block",
    route: "/working-hours-calculator",
    target: button("Add Time Block"),
    answered: grows("label", "Start time"),
  },
  {
    name: "Military to standard",
    route: "/military-time-converter",
    prepare: fill({ "Military time": "1305" }),
    target: button("Convert to standard time"),
    answered: shows("[role=status]", "1:05"),
  },
  {
    name: "Timesheet Calculate",
    route: "/timesheet-generator",
    prepare: fill({ "Monday from": "09:00", "Monday to": "17:00" }),
    target: button("Calculate"),
    answered: shows("[role=status] [aria-label='Timesheet totals']"),
  },
  {
    name: "Overtime Calculate",
    route: "/overtime-calculator",
    prepare: fill({ "Monday regular hours": "8" }),
    target: button("Calculate"),
    answered: shows("[role=status]", "Total pay for the week"),
  },
  {
    name: "Contact send",
    route: "/contact",
    prepare: prepareContact,
    target: button("Send Message"),
    answered: shows("[role=status]", "Sending....", "Form Submitted Successfully"),
  },
];

/** A page on Lighthouse's mobile profile: its screen, a touch phone's agent, 4x CPU and a slow 4G link. */
export async function openMobilePage(browser: Browser, options: { acceptDownloads?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    ...options,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { context, page };
}

export interface PressRun {
  ms: number;
  /** From the press to the start of the answer's frame (the measure before 2026-11-27). */
  toFrameMs: number;
  /** Islands still waiting to hydrate when the press came (astro-island[ssr]). */
  unhydrated: number;
  breakdown?: PressBreakdown;
}

/** One load, read, press: ms from the press event to the first frame with the answer (NaN if none came). */
async function pressOnce(browser: Browser, origin: string, item: Case, traceFile?: string): Promise<PressRun> {
  const { context, page } = await openMobilePage(browser);
  try {
    // The press's own timestamp: the gesture's first input event, before any page handler sees it.
    // Event Timing gives when the frame after each of the gesture's events was presented.
    await page.addInitScript(() => {
      const probe: Probe = { armed: false, pressAt: null, presented: [] };
      (window as unknown as ProbeWindow).__firstPress = probe;
      for (const type of ["pointerdown", "mousedown", "click"]) {
        window.addEventListener(type, (event) => probe.armed && (probe.pressAt ??= event.timeStamp), true);
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          probe.presented.push({ at: entry.startTime, shown: entry.startTime + entry.duration });
        }
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.goto(origin + item.route, { waitUntil: "load" });
    await page.waitForTimeout(readingMs);
    await item.prepare?.(page);
    const target = item.target(page);
    await target.scrollIntoViewIfNeeded();
    // Where to tap, found before the press: Playwright's locator.tap() checks the target inside
    // the gesture with script of its own in the page, which a visitor's phone never runs.
    const box = await target.boundingBox();
    if (!box) throw new Error(`${item.name}: the control to press is not on screen`);
    // Armed only now, so typing and the captcha do not count as the press.
    if (traceFile) await browser.startTracing(page, { categories: traceCategories });
    const armedAt = await page.evaluate(
      ([isAnswered, timeoutMs]) => {
        if (isAnswered()) throw new Error("the answer shows before the press");
        const probe = (window as unknown as ProbeWindow).__firstPress;
        probe.armed = true;
        probe.unhydrated = document.querySelectorAll("astro-island[ssr]").length;
        performance.mark("press:armed");
        // Checked at the start of every frame (a requestAnimationFrame callback), so the first frame in
        // which it holds is the one that paints it. That frame is done when it is presented: Event Timing
        // reports the presentation of the frame after each input event of the gesture (to 8 ms, and only
        // past 16 ms). The latest of those, if it is not before the answer's frame began, is when the
        // answer showed; otherwise (an answer that came frames later, or a press under 16 ms) the
        // frame's start is.
        probe.done = new Promise((resolve) => {
          const armedAt = performance.now();
          const poll = () => {
            if (probe.pressAt !== null && isAnswered()) {
              const frameAt = performance.now();
              // Event Timing entries arrive a little after the presentation they report.
              setTimeout(() => {
                const pressAt = probe.pressAt!;
                const gesture = probe.presented.filter((event) => event.at >= pressAt && event.at <= frameAt);
                probe.answeredAt = Math.max(frameAt, ...gesture.map((event) => event.shown));
                performance.mark("press:answered", { startTime: probe.answeredAt });
                probe.frameAt = frameAt;
                resolve(probe.answeredAt - pressAt);
              }, 500);
            } else if (performance.now() - armedAt > timeoutMs) resolve(Number.NaN);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        });
        return performance.now();
      },
      [await item.answered(page), answerTimeoutMs] as const,
    );
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const ms = await page.evaluate(() => (window as unknown as ProbeWindow).__firstPress.done!);
    const probe = await page.evaluate(() => {
      const { pressAt, answeredAt, frameAt, unhydrated } = (window as unknown as ProbeWindow).__firstPress;
      return { pressAt, answeredAt, frameAt, unhydrated };
    });
    const run: PressRun = {
      ms,
      toFrameMs: probe.frameAt !== undefined && probe.pressAt !== null ? probe.frameAt - probe.pressAt : Number.NaN,
      unhydrated: probe.unhydrated ?? 0,
    };
    if (traceFile) {
      // A frame more, so the answer's paint is in the trace.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
      const trace = await browser.stopTracing();
      writeFileSync(traceFile, trace);
      const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: Parameters<typeof markTs>[0] };
      const armedTs = markTs(traceEvents, "press:armed");
      if (armedTs !== undefined && probe.pressAt !== null && probe.answeredAt !== undefined) {
        const at = (pageMs: number) => armedTs + (pageMs - armedAt) * 1000;
        run.breakdown = breakdownPress(traceEvents, at(probe.pressAt), at(probe.answeredAt));
      }
    }
    return run;
  } finally {
    await context.close();
  }
}

/** The median of the runs that produced a figure (a run that measured nothing is left out). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface FirstPressOptions {
  /** Only the cases whose name contains one of these (case-insensitive); the floor always runs. */
  only?: string[];
  runs?: number;
  /** A folder to write each run's performance trace to; each run's breakdown is printed. */
  traceDir?: string;
}

/** The cases' names, for `--only`. */
export const firstPressCases = () => cases.map((item) => item.name);

const fileName = (name: string) => name.replace(/\W+/g, "-").replace(/^-|-$/g, "").toLowerCase();

/** The worst run, a run without an answer counting as the worst of all. */
export const worstOf = (runsMs: number[]) =>
  runsMs.some((ms) => !Number.isFinite(ms)) ? Number.NaN : Math.max(...runsMs);

/** What a case misses against the budgets, given the floor's median of the same run. */
export function pressMisses(runsMs: number[], floorMedianMs: number): string[] {
  const medianMs = median(runsMs);
  const worstMs = worstOf(runsMs);
  const misses: string[] = [];
  if (!(medianMs <= firstPressBudget.medianMs)) misses.push(`median > ${firstPressBudget.medianMs} ms`);
  if (!(medianMs <= firstPressBudget.floorRatio * floorMedianMs))
    misses.push(`> ${firstPressBudget.floorRatio}x floor`);
  if (!(worstMs <= firstPressBudget.worstMs)) misses.push(`a run > ${firstPressBudget.worstMs} ms`);
  return misses;
}

/**
 * The floor and every case, 3 runs each, in rounds (the floor, then each case once, then again),
 * so the floor is measured across the same stretch of time as the cases it is compared with.
 * Write the floor page (writeFloorPage) before the server starts.
 */
export async function measureFirstPress(origin: string, options: FirstPressOptions = {}): Promise<FirstPressRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const only = options.only?.map((name) => name.toLowerCase());
  const chosen = cases.filter((item) => !only || only.some((name) => item.name.toLowerCase().includes(name)));
  const all = [floorCase, ...chosen];
  const runs = new Map<Case, number[]>(all.map((item) => [item, []]));
  if (options.traceDir) mkdirSync(options.traceDir, { recursive: true });
  try {
    for (let round = 0; round < (options.runs ?? runsPerCase); round++) {
      for (const item of all) {
        const traceFile = options.traceDir
          ? join(options.traceDir, `${fileName(item.name)}-${round + 1}.json`)
          : undefined;
        // A press that does nothing, or a control that is missing, is a miss in the table, not a crash.
        const result = await pressOnce(browser, origin, item, traceFile).catch((error: Error): PressRun => {
          console.warn(`first press ${item.name}: ${error.message.split("\n")[0]}`);
          return { ms: Number.NaN, toFrameMs: Number.NaN, unhydrated: 0 };
        });
        runs.get(item)!.push(Math.round(result.ms));
        const notes = [
          result.unhydrated ? `${result.unhydrated} island(s) not hydrated at the press` : "",
          result.breakdown ? formatBreakdown(result.breakdown) : "",
        ].filter(Boolean);
        console.log(
          `first press ${item.name}, run ${round + 1}: ${Math.round(result.ms)} ms (answer's frame began at ${Math.round(result.toFrameMs)} ms)${notes.length ? `; ${notes.join("; ")}` : ""}`,
        );
      }
    }
    const floorMedianMs = median(runs.get(floorCase)!);
    return all.map((item) => {
      const runsMs = runs.get(item)!;
      const medianMs = median(runsMs);
      const misses = item === floorCase ? [] : pressMisses(runsMs, floorMedianMs);
      return {
        case: item.name,
        route: item.route,
        runsMs,
        medianMs,
        worstMs: worstOf(runsMs),
        floorMedianMs,
        floorRatio: medianMs / floorMedianMs,
        misses,
        withinBudget: misses.length === 0,
      };
    });
  } finally {
    await browser.close();
  }
}

export function firstPressTable(rows: FirstPressRow[]): string {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "none");
  const { medianMs, floorRatio, worstMs } = firstPressBudget;
  const note = `First press: ${screen.width}x${screen.height} touch viewport, ${cpuSlowdown}x CPU, ${network.latency} ms RTT, 1.6 / 0.75 Mbps (DevTools throttling in Chromium, not simulated). Each run is a first visit (a new browser context): the page loads, is read for ${readingMs / 1000} s, then one tap; the time runs from the tap's input event until the first frame that shows the answer is presented (Event Timing, as INP measures it). ${rows[0]?.runsMs.length ?? runsPerCase} run(s) per press, in rounds with the floor, a bare native \`<details>\` page on the same server. Budget: median within ${medianMs} ms and within ${floorRatio}x the floor's median, and no run over ${worstMs} ms.`;
  return [
    note,
    "",
    "| Press | Route | Runs (ms) | Median (ms) | Worst (ms) | Median / floor | Budget |",
    "|---|---|---:|---:|---:|---:|---|",
    ...rows.map(
      (r, index) =>
        `| ${r.case} | ${r.route} | ${r.runsMs.map(ms).join(", ")} | ${ms(r.medianMs)} | ${ms(r.worstMs)} | ${index === 0 ? "1.00x" : `${r.floorRatio.toFixed(2)}x`} | ${index === 0 ? "the floor" : r.withinBudget ? "within" : `miss: ${r.misses.join(", ")}`} |`,
    ),
  ].join("\n");
}

// node scripts/first-press.ts <origin> [--only a,b] [--runs n] [--trace dir]: the presses against a running server.
if (process.argv[1]?.endsWith("first-press.ts")) {
  const argv = process.argv.slice(2);
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const rows = await measureFirstPress(argv[0] ?? "http://localhost:3000", {
    only: value("--only")?.split(","),
    runs: value("--runs") ? Number(value("--runs")) : undefined,
    traceDir: value("--trace"),
  });
  console.log(firstPressTable(rows));
}
