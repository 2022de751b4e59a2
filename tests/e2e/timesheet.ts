/** The timesheet generator's page and the few steps its specs (tool-timesheet-*.spec.ts) all take. */
import type { Page } from "@playwright/test";

export const path = "/timesheet-generator";
export const storageKey = "timesheetSavedValues";

export async function fillDay(page: Page, day: string, from: string, to: string, pause = "") {
  await page.getByLabel(`${day} from`).fill(from);
  await page.getByLabel(`${day} to`).fill(to);
  await page.getByLabel(`${day} break (minutes)`).fill(pause);
}

export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const results = (page: Page) => page.getByRole("status");
export const table = (page: Page) => page.getByRole("region", { name: "Hours by day" });
export const dayRow = (page: Page, day: string) => table(page).getByRole("row", { name: new RegExp(`^${day}`) });
/** Presses Tab (a time field's hour, minute and AM/PM parts take a Tab each) until the named field has focus. */
export async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === label) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

export const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), storageKey);
