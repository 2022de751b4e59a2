import { defaultSettings } from "../../src/tools/pomodoro/pomodoro";
import { draftFrom, validateDraft } from "../../src/tools/pomodoro/settings-draft";
import { expect, islandsReady, test } from "./fixtures";
import {
  path,
  timer,
  tab,
  startButton,
  pauseButton,
  resetButton,
  field,
  expectReady,
  pauseClock,
  stepSeconds,
  runSession,
} from "./pomodoro";

// The timer: modes, the countdown, settings, the tab title and notifications.
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
