import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A calculator answers on its button's click and cancels the form's submission, so pressing
 * Calculate or Enter in a field never submits the form: a submission makes Chromium read every
 * field of the form for autofill inside the press (docs/decisions/islands.md, "What a press draws").
 */

/** Counts the form submissions the page starts from now on. */
const countSubmissions = (page: Page) =>
  page.evaluate(() => {
    const scope = window as unknown as { submissions: number };
    scope.submissions = 0;
    document.addEventListener("submit", () => scope.submissions++, true);
  });
const submissions = (page: Page) => page.evaluate(() => (window as unknown as { submissions: number }).submissions);

const tools = [
  {
    name: "overtime calculator",
    path: "/overtime-calculator",
    field: "Monday regular hours",
    value: "8",
    button: "Calculate",
    answer: "Total pay for the week",
  },
  {
    name: "timesheet generator",
    path: "/timesheet-generator",
    field: "Monday to",
    value: "17:00",
    button: "Calculate",
    answer: "Total hours",
    before: { "Monday from": "09:00" },
  },
  {
    name: "working hours calculator",
    path: "/working-hours-calculator",
    field: "End time",
    value: "17:00",
    button: "Calculate",
    answer: "Total hours",
    before: { "Start time": "09:00" },
  },
  {
    name: "military time converter",
    path: "/military-time-converter",
    field: "Military time",
    value: "1305",
    button: "Convert to standard time",
    answer: "1:05 PM",
  },
];

for (const tool of tools) {
  for (const way of ["a press on its button", "Enter in a field"]) {
    test(`${tool.name}: ${way} answers without submitting the form`, async ({ page }) => {
      await page.goto(tool.path);
      await countSubmissions(page);
      for (const [label, value] of Object.entries(tool.before ?? {})) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      const field = page.getByLabel(tool.field, { exact: true });
      await field.fill(tool.value);
      if (way === "Enter in a field") await field.press("Enter");
      else await page.getByRole("button", { name: tool.button, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: tool.answer }).first()).toBeVisible();
      expect(await submissions(page)).toBe(0);
      expect(new URL(page.url()).pathname).toBe(tool.path);
    });
  }
}
