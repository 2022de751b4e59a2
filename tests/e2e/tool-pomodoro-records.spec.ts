import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { path, timer, tab, startButton, pauseButton, resetButton, expectReady, runSession } from "./pomodoro";

// What the timer keeps: the history, tasks with estimates, the keys, saved data and the wake lock.
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
