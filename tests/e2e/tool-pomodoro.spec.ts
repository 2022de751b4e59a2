import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { defaultSettings } from "../../src/tools/pomodoro/pomodoro";
import { draftFrom, validateDraft } from "../../src/tools/pomodoro/settings-draft";
import { expect, islandsReady, test } from "./fixtures";

const path = "/pomodoro-timer";

const timer = (page: Page) => page.getByRole("timer");
const tab = (page: Page, name: "Pomodoro" | "Rest" | "Long rest") => page.getByRole("tab", { name, exact: true });
const startButton = (page: Page) => page.getByRole("button", { name: "Start", exact: true });
const pauseButton = (page: Page) => page.getByRole("button", { name: "Pause", exact: true });
const resetButton = (page: Page) => page.getByRole("button", { name: "Reset", exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** Selected, showing its full length, and waiting for Start. */
async function expectReady(page: Page, mode: "Pomodoro" | "Rest" | "Long rest", clock: string) {
  await expect(tab(page, mode)).toHaveAttribute("aria-selected", "true");
  await expect(timer(page)).toHaveText(clock);
  await expect(startButton(page)).toBeVisible();
  await expect(resetButton(page)).toHaveCount(0);
}

/** Stops the page's clock so each second can be stepped exactly (timers fire only on runFor/fastForward). */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** Steps the paused clock one second at a time; each tick lands just after a whole second. */
async function stepSeconds(page: Page, seconds: number) {
  for (let i = 0; i < seconds; i++) await page.clock.runFor(1_010);
}

/** Starts the current session and jumps the clock past its end, as one late tick of a hidden tab would. */
async function runSession(page: Page, length: string) {
  await startButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await page.clock.fastForward(length);
}

test.describe("pomodoro timer", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
  });

  test("four pomodoros with their rests lead to a long rest, each next mode selected but not started", async ({
    page,
  }) => {
    await expectReady(page, "Pomodoro", "20:00");
    await expect(timer(page)).toHaveAttribute("aria-live", "off");

    for (let round = 1; round <= 3; round++) {
      await runSession(page, "20:00");
      await expectReady(page, "Rest", "05:00");
      await expect(page.getByRole("status").filter({ hasText: "Pomodoro finished" })).toContainText("Rest is next");
      // Not started: a minute later it still reads 05:00.
      await page.clock.fastForward("01:00");
      await expect(timer(page)).toHaveText("05:00");

      await runSession(page, "05:00");
      await expectReady(page, "Pomodoro", "20:00");
    }

    await runSession(page, "20:00");
    await expectReady(page, "Long rest", "15:00");
    await runSession(page, "15:00");
    await expectReady(page, "Pomodoro", "20:00");

    const counts = page.getByRole("region", { name: "Completed" });
    await expect(counts).toHaveText(/Pomodoros\s*4\s*Rests\s*3\s*Long rests\s*1/);
  });

  test("counts down from a wall-clock deadline; pause keeps the time; Reset shows only while running", async ({
    page,
  }) => {
    await expect(resetButton(page)).toHaveCount(0);
    await pauseClock(page);
    await startButton(page).click();
    await expect(resetButton(page)).toBeVisible();
    for (const shows of ["19:59", "19:58", "19:57"]) {
      await stepSeconds(page, 1);
      await expect(timer(page)).toHaveText(shows);
    }

    // A throttled tab: one late tick still reads the exact time left.
    await page.clock.fastForward("07:00");
    await expect(timer(page)).toHaveText("12:57");

    await pauseButton(page).click();
    await expect(resetButton(page)).toHaveCount(0);
    await page.clock.fastForward("05:00");
    await expect(timer(page)).toHaveText("12:57");

    await startButton(page).click();
    await resetButton(page).click();
    await expectReady(page, "Pomodoro", "20:00");
  });

  test("choosing a mode stops the timer and loads its length, by mouse or keyboard", async ({ page }) => {
    await startButton(page).click();
    await page.clock.runFor(2_100);
    await tab(page, "Rest").click();
    await expectReady(page, "Rest", "05:00");
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Rest selected, 05:00.");

    await tab(page, "Rest").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Long rest")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectReady(page, "Long rest", "15:00");
  });

  test("the settings dialog rejects values outside the limits and keeps them; Save resets the timer", async ({
    page,
  }) => {
    await startButton(page).click();
    await page.clock.runFor(5_100);
    await page.getByRole("button", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Timer settings" });
    await expect(dialog).toBeVisible();
    await expect(field(page, "Pomodoro (minutes)")).toHaveValue("20");
    await expect(field(page, "Rest (minutes)")).toHaveValue("5");
    await expect(field(page, "Long rest (minutes)")).toHaveValue("15");

    await field(page, "Pomodoro (minutes)").fill("75");
    await field(page, "Rest (minutes)").fill("0");
    await field(page, "Long rest (minutes)").fill("61");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Not saved");
    // Each field says why, in the words of the pure check.
    const checked = validateDraft({ ...draftFrom(defaultSettings), pomodoro: "75", rest: "0", longRest: "61" });
    expect(checked.ok).toBe(false);
    for (const [label, key] of [
      ["Pomodoro (minutes)", "pomodoro"],
      ["Rest (minutes)", "rest"],
      ["Long rest (minutes)", "longRest"],
    ] as const) {
      const error = checked.ok ? "" : checked.errors[key];
      expect(error).toBeTruthy();
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(dialog).toContainText(error!);
    }
    await expect(field(page, "Pomodoro (minutes)")).toHaveValue("75");
    await expect(field(page, "Pomodoro (minutes)")).toBeFocused();
    await expect(field(page, "Rest (minutes)")).toHaveValue("0");

    await field(page, "Pomodoro (minutes)").fill("60");
    await field(page, "Rest (minutes)").fill("30");
    await field(page, "Long rest (minutes)").fill("1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Settings" })).toBeFocused();
    await expectReady(page, "Pomodoro", "60:00");
    await tab(page, "Rest").click();
    await expect(timer(page)).toHaveText("30:00");
    await tab(page, "Long rest").click();
    await expect(timer(page)).toHaveText("01:00");

    // Reset to Defaults fills 20, 5 and 15; Save applies them.
    await page.getByRole("button", { name: "Settings" }).click();
    await dialog.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(field(page, "Pomodoro (minutes)")).toHaveValue("20");
    await expect(field(page, "Rest (minutes)")).toHaveValue("5");
    await expect(field(page, "Long rest (minutes)")).toHaveValue("15");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectReady(page, "Long rest", "15:00");

    // Escape closes without saving.
    await page.getByRole("button", { name: "Settings" }).click();
    await field(page, "Long rest (minutes)").fill("40");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(timer(page)).toHaveText("15:00");
  });

  test("tasks: added by button and Enter, blanks ignored, marked done and removed; everything persists", async ({
    page,
  }) => {
    const input = page.getByLabel("New task");
    const add = page.getByRole("button", { name: "Add", exact: true });
    const tasks = page.getByRole("region", { name: "Tasks" }).getByRole("listitem");

    await input.fill("Draft the Q3 report");
    await add.click();
    await input.fill("  Reply to Priya  ");
    await input.press("Enter");
    await expect(tasks).toHaveText([/^Draft the Q3 report/, /^Reply to Priya/]);
    await expect(input).toHaveValue("");

    await input.fill("   ");
    await input.press("Enter");
    await add.click();
    await expect(tasks).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Reply to Priya" }).check();
    await page.getByRole("button", { name: "Remove task: Draft the Q3 report" }).click();
    await expect(tasks).toHaveText([/^Reply to Priya/]);
    await expect(page.getByRole("checkbox", { name: "Reply to Priya" })).toBeFocused();

    await page.getByRole("button", { name: "Settings" }).click();
    await field(page, "Pomodoro (minutes)").fill("30");
    await page.getByRole("checkbox", { name: "Start the next session automatically" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(timer(page)).toHaveText("30:00");

    await page.reload();
    await islandsReady(page);
    await expect(timer(page)).toHaveText("30:00");
    await expect(tasks).toHaveText([/^Reply to Priya/]);
    await expect(page.getByRole("checkbox", { name: "Reply to Priya" })).toBeChecked();

    // The saved auto-start runs the rest straight after the pomodoro.
    await runSession(page, "30:00");
    await expect(tab(page, "Rest")).toHaveAttribute("aria-selected", "true");
    await expect(pauseButton(page)).toBeVisible();
  });

  test("the empty task list says so, and again once its last task goes", async ({ page }) => {
    await islandsReady(page);
    const empty = page.getByText("No tasks yet");
    await expect(empty).toBeVisible();
    await page.getByLabel("New task").fill("Draft the Q3 report");
    await page.getByLabel("New task").press("Enter");
    await expect(empty).toBeHidden();
    await page.getByRole("button", { name: "Remove task: Draft the Q3 report" }).click();
    await expect(empty).toBeVisible();
  });

  test("the tab title shows the time while running and comes back afterwards", async ({ page }) => {
    await expect(page).toHaveTitle("Pomodoro timer | Tallyday");
    await pauseClock(page);
    await startButton(page).click();
    await expect(page).toHaveTitle("20:00 · Pomodoro | Tallyday");
    await stepSeconds(page, 1);
    await expect(page).toHaveTitle("19:59 · Pomodoro | Tallyday");
    await pauseButton(page).click();
    await expect(page).toHaveTitle("Pomodoro timer | Tallyday");
  });

  test("at zero it notifies when allowed", async ({ page }) => {
    await page.addInitScript(() => {
      const shown: string[] = [];
      class FakeNotification {
        static permission = "default";
        static requestPermission() {
          FakeNotification.permission = "granted";
          return Promise.resolve("granted");
        }
        onclick: (() => void) | null = null;
        constructor(title: string) {
          shown.push(title);
        }
        close() {}
      }
      Object.assign(window, { Notification: FakeNotification, __shown: shown });
    });
    await page.reload();
    await islandsReady(page);
    await page.getByRole("checkbox", { name: "Notify me when a session ends" }).check();
    await expect(page.getByRole("checkbox", { name: "Notify me when a session ends" })).toBeChecked();
    await runSession(page, "20:00");
    await expectReady(page, "Rest", "05:00");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown))
      .toEqual(["Pomodoro finished"]);
  });

  test("never breaks without the Notification or Web Audio APIs", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.Notification;
      delete scope.AudioContext;
      delete scope.webkitAudioContext;
    });
    await page.reload();
    await islandsReady(page);
    await expect(page.getByText("This browser cannot show notifications")).toBeVisible();
    await runSession(page, "20:00");
    await expectReady(page, "Rest", "05:00");
    expect(errors).toEqual([]);
  });

  test("says where to allow notifications when this site's are blocked", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
    await page.reload();
    await islandsReady(page);
    await expect(page.getByText("Notifications are blocked for this site.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Notify me when a session ends" })).not.toBeChecked();
  });
});

test.describe("history, tasks with estimates and keys", () => {
  // A fixed day in a fixed zone: Wednesday 25 November 2026, 10:00 in India.
  test.use({ timezoneId: "Asia/Kolkata" });
  const today = "2026-11-25";

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(`${today}T10:00:00+05:30`) });
    await page.goto(path);
  });

  const history = (page: Page) => page.getByRole("region", { name: "History" });
  /** One figure of the history, read as a visitor reads it: "Today 1 20 min focused". */
  const figure = (page: Page, label: "Today" | "This week" | "Streak") =>
    history(page)
      .locator("div", { has: page.locator("dt", { hasText: label }) })
      .last();
  const todayInChart = (page: Page) => history(page).getByRole("listitem").filter({ hasText: today });
  const todayBar = (page: Page) => history(page).locator(`rect[data-day="${today}"]`);
  const taskRow = (page: Page, text: string) =>
    page.getByRole("region", { name: "Tasks" }).getByRole("listitem").filter({ hasText: text });

  async function addTask(page: Page, text: string) {
    await page.getByLabel("New task").fill(text);
    await page.getByLabel("New task").press("Enter");
  }

  test("a round that runs to zero lands in today's history and the chart; a reset or skipped one does not", async ({
    page,
  }) => {
    await expect(figure(page, "Today")).toHaveText(/Today\s*0\s*0 min focused/);
    await expect(todayInChart(page)).toHaveText(`Wed ${today}: 0 pomodoros, 0 focused minutes`);
    await expect(todayBar(page)).toHaveAttribute("height", "0");

    await runSession(page, "20:00");
    await expectReady(page, "Rest", "05:00");
    await expect(figure(page, "Today")).toHaveText(/Today\s*1\s*20 min focused/);
    await expect(figure(page, "This week")).toHaveText(/This week\s*1\s*20 min focused/);
    await expect(figure(page, "Streak")).toHaveText(/Streak\s*1\s*day/);
    await expect(todayInChart(page)).toHaveText(`Wed ${today}: 1 pomodoro, 20 focused minutes`);
    expect(Number(await todayBar(page).getAttribute("height"))).toBeGreaterThan(0);

    // A rest that runs out is not focus time.
    await runSession(page, "05:00");
    await expectReady(page, "Pomodoro", "20:00");

    // Reset part-way, then skip part-way: neither counts.
    await startButton(page).click();
    await page.clock.fastForward("12:00");
    await resetButton(page).click();
    await expectReady(page, "Pomodoro", "20:00");
    await startButton(page).click();
    await page.clock.fastForward("19:00");
    await page.keyboard.press("n");
    await expectReady(page, "Rest", "05:00");
    await page.clock.fastForward("30:00");
    await expect(figure(page, "Today")).toHaveText(/Today\s*1\s*20 min focused/);
    await expect(todayInChart(page)).toHaveText(`Wed ${today}: 1 pomodoro, 20 focused minutes`);

    // Kept in this browser across a reload.
    await page.reload();
    await expect(figure(page, "Today")).toHaveText(/Today\s*1\s*20 min focused/);
    await expect(todayInChart(page)).toHaveText(`Wed ${today}: 1 pomodoro, 20 focused minutes`);
  });

  test("clearing the history asks once", async ({ page }) => {
    await runSession(page, "20:00");
    await expect(figure(page, "Today")).toHaveText(/Today\s*1/);
    const clear = history(page).getByRole("button", { name: "Clear history" });
    const dialog = page.getByRole("dialog", { name: "Clear your pomodoro history?" });

    await clear.click();
    // The warning arrives as page HTML the island only places once the dialog opens.
    await expect(dialog).toHaveAccessibleDescription(/removed from this browser\. Your tasks and settings stay\.$/);
    await dialog.getByRole("button", { name: "Keep history" }).click();
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(figure(page, "Today")).toHaveText(/Today\s*1/);

    await clear.click();
    await dialog.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(figure(page, "Today")).toHaveText(/Today\s*0\s*0 min focused/);
    await expect(clear).toHaveCount(0);
    await page.reload();
    await expect(figure(page, "Today")).toHaveText(/Today\s*0/);
  });

  test("completed pomodoros count toward the current task and its estimate, and persist", async ({ page }) => {
    await addTask(page, "Draft the Q3 report");
    await addTask(page, "Reply to Priya");
    await taskRow(page, "Draft the Q3 report").getByLabel("Estimated pomodoros").fill("4");
    const workOn = page.getByRole("button", { name: "Work on Draft the Q3 report" });
    await workOn.click();
    await expect(workOn).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Work on Reply to Priya" })).toHaveAttribute("aria-pressed", "false");
    await expect(taskRow(page, "Draft the Q3 report")).toContainText("0 of 4 pomodoros");

    await runSession(page, "20:00");
    await page.keyboard.press("n");
    await expectReady(page, "Pomodoro", "20:00");
    await runSession(page, "20:00");
    await expect(taskRow(page, "Draft the Q3 report")).toContainText("2 of 4 pomodoros");
    await expect(taskRow(page, "Reply to Priya")).toContainText("0 pomodoros");

    // A skipped round counts toward nothing.
    await tab(page, "Pomodoro").click();
    await startButton(page).click();
    await page.clock.fastForward("10:00");
    await page.keyboard.press("n");
    await expect(taskRow(page, "Draft the Q3 report")).toContainText("2 of 4 pomodoros");

    // Estimates outside 1 to 20 are not taken.
    const estimate = taskRow(page, "Reply to Priya").getByLabel("Estimated pomodoros");
    await estimate.fill("25");
    await expect(estimate).toHaveAttribute("aria-invalid", "true");
    await estimate.fill("2");
    await expect(taskRow(page, "Reply to Priya")).toContainText("0 of 2 pomodoros");

    await page.reload();
    await expect(taskRow(page, "Draft the Q3 report")).toContainText("2 of 4 pomodoros");
    await expect(page.getByRole("button", { name: "Work on Draft the Q3 report" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(taskRow(page, "Draft the Q3 report").getByLabel("Estimated pomodoros")).toHaveValue("4");

    // Checking off the current task leaves none current; finished tasks go together.
    await page.getByRole("checkbox", { name: "Draft the Q3 report" }).check();
    await expect(page.getByRole("button", { name: "Work on Draft the Q3 report" })).toHaveCount(0);
    await runSession(page, "20:00");
    await expect(taskRow(page, "Draft the Q3 report")).toContainText("2 of 4 pomodoros");
    await page.getByRole("button", { name: "Remove finished tasks" }).click();
    await expect(page.getByRole("region", { name: "Tasks" }).getByRole("listitem")).toHaveText([/^Reply to Priya/]);
  });

  test("Space, R, N and S work outside text fields and do nothing inside one", async ({ page }) => {
    for (const key of ["Space", "R", "N", "S"]) {
      await expect(page.locator("kbd", { hasText: new RegExp(`^${key}$`) })).toBeVisible();
    }
    await page.keyboard.press("Space");
    await expect(pauseButton(page)).toBeVisible();
    await page.clock.fastForward("03:00");
    await expect(timer(page)).toHaveText("17:00");
    await page.keyboard.press("r");
    await expectReady(page, "Pomodoro", "20:00");

    await page.keyboard.press("n");
    await expectReady(page, "Rest", "05:00");
    await page.keyboard.press("N");
    await expectReady(page, "Pomodoro", "20:00");

    await page.keyboard.press("s");
    const dialog = page.getByRole("dialog", { name: "Timer settings" });
    await expect(dialog).toBeVisible();
    // Inside the dialog the letters are typing, not shortcuts.
    await page.keyboard.press("n");
    await page.keyboard.press("Space");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectReady(page, "Pomodoro", "20:00");

    // Focus came back to the gear button, where Space would press it: leave it first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Space");
    await page.clock.fastForward("01:00");
    const input = page.getByLabel("New task");
    await input.pressSequentially("run n s");
    await expect(input).toHaveValue("run n s");
    await expect(timer(page)).toHaveText("19:00");
    await expect(pauseButton(page)).toBeVisible();
    await expect(tab(page, "Pomodoro")).toHaveAttribute("aria-selected", "true");
    await expect(dialog).toHaveCount(0);

    // Space on a focused button presses that button, once.
    await page.getByRole("button", { name: "Settings" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(pauseButton(page)).toBeVisible();
  });

  test("unreadable saved data is set aside with a one-line notice, and the timer works", async ({ page }) => {
    const broken = {
      "tallyday.pomodoro.settings": '{"pomodoro": 900, "rest": "x"',
      "tallyday.pomodoro.tasks": JSON.stringify([{ id: 1 }, "oops", null]),
      "tallyday.pomodoro.history": '{"2026-11-25": 3}',
    };
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, broken);
    await page.reload();
    const notice = page.getByRole("status").filter({ hasText: "could not be read" });
    await expect(notice).toContainText("settings, tasks and history");
    await expect(timer(page)).toHaveText("20:00");
    await expect(page.getByText("No tasks yet")).toBeVisible();

    // What was there is kept aside, not destroyed.
    const setAside = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(`${key}.set-aside`)),
      Object.keys(broken),
    );
    expect(setAside).toEqual(Object.values(broken));

    await runSession(page, "20:00");
    await expectReady(page, "Rest", "05:00");
    await expect(figure(page, "Today")).toHaveText(/Today\s*1/);

    // Shown once: the saves are clean now.
    await page.reload();
    await expect(notice).toHaveCount(0);
    await expect(figure(page, "Today")).toHaveText(/Today\s*1/);
  });

  test("keeps the screen awake while a round runs, and lets go on pause and at zero", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      const wakeLock = {
        request: async () => {
          calls.push("request");
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              calls.push("release");
            },
          };
          return sentinel;
        },
      };
      Object.defineProperty(navigator, "wakeLock", { value: wakeLock, configurable: true });
      Object.assign(window, { __wakeLock: calls });
    });
    await page.reload();
    const calls = () => page.evaluate(() => (window as unknown as { __wakeLock: string[] }).__wakeLock);
    expect(await calls()).toEqual([]);
    await startButton(page).click();
    await expect.poll(calls).toEqual(["request"]);
    await pauseButton(page).click();
    await expect.poll(calls).toEqual(["request", "release"]);
    await runSession(page, "20:00");
    await expectReady(page, "Rest", "05:00");
    await expect.poll(calls).toEqual(["request", "release", "request", "release"]);
  });
});

for (const press of ["Enter", "Add"] as const) {
  test(`a task added by ${press} before the task list's code arrives is added once it does, nothing lost`, async ({
    page,
  }) => {
    // The task list is a chunk of its own, fetched while the timer hydrates (panels.tsx): hold it back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/panels\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await page.getByLabel("New task").fill("Draft the Q3 report");
    if (press === "Enter") await page.getByLabel("New task").press("Enter");
    else await page.getByRole("button", { name: "Add", exact: true }).click();
    // Still on the page, with the words in the field: the press waits for the list.
    await expect(page.getByLabel("New task")).toHaveValue("Draft the Q3 report");
    expect(new URL(page.url()).search).toBe("");

    release();
    await expect(page.getByRole("checkbox", { name: "Draft the Q3 report" })).toBeVisible();
    await expect(page.getByLabel("New task")).toHaveValue("");
    await expect(page.getByRole("region", { name: "Tasks" }).getByRole("checkbox")).toHaveCount(1);
  });
}

test("with tasks, a finished session and the settings dialog open, axe finds nothing", async ({ page }) => {
  await page.clock.install();
  await page.goto(path);
  await page.getByLabel("New task").fill("Draft the Q3 report");
  await page.getByLabel("New task").press("Enter");
  await page.getByLabel("New task").fill("Reply to Priya");
  await page.getByLabel("New task").press("Enter");
  await page.getByRole("checkbox", { name: "Draft the Q3 report" }).check();
  await page.getByRole("button", { name: "Work on Reply to Priya" }).click();
  await page.getByLabel("Estimated pomodoros").last().fill("3");
  await runSession(page, "20:00");
  await expectReady(page, "Rest", "05:00");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("button", { name: "Settings" }).click();
  await field(page, "Rest (minutes)").fill("45");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("pomodoro timer on a small phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("has no horizontal scroll at 360 px, with the dialog open too", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("New task").fill("A fairly long task name that should wrap inside its row on a phone");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("a task pasted as one long word, a web address say, wraps instead of widening the page", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel("New task").fill(`https://example.com/${"a".repeat(180)}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: /^Work on/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeInViewport();
  }
});
