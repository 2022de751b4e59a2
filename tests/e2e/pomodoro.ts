/** What the pomodoro timer's specs share: its controls by role and name, and its clock. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const path = "/pomodoro-timer";

export const timer = (page: Page) => page.getByRole("timer");
export const tab = (page: Page, name: "Pomodoro" | "Rest" | "Long rest") =>
  page.getByRole("tab", { name, exact: true });
export const startButton = (page: Page) => page.getByRole("button", { name: "Start", exact: true });
export const pauseButton = (page: Page) => page.getByRole("button", { name: "Pause", exact: true });
export const resetButton = (page: Page) => page.getByRole("button", { name: "Reset", exact: true });
export const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** Selected, showing its full length, and waiting for Start. */
export async function expectReady(page: Page, mode: "Pomodoro" | "Rest" | "Long rest", clock: string) {
  await expect(tab(page, mode)).toHaveAttribute("aria-selected", "true");
  await expect(timer(page)).toHaveText(clock);
  await expect(startButton(page)).toBeVisible();
  await expect(resetButton(page)).toHaveCount(0);
}

/** Stops the page's clock so each second can be stepped exactly (timers fire only on runFor/fastForward). */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** Steps the paused clock one second at a time; each tick lands just after a whole second. */
export async function stepSeconds(page: Page, seconds: number) {
  for (let i = 0; i < seconds; i++) await page.clock.runFor(1_010);
}

/** Starts the current session and jumps the clock past its end, as one late tick of a hidden tab would. */
export async function runSession(page: Page, length: string) {
  await startButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await page.clock.fastForward(length);
}
