import type { Page } from "@playwright/test";
import { weekDays } from "../../src/tools/shared/week";
import { expect, test } from "./fixtures";
import { viewports } from "./site";

const path = "/overtime-calculator";

/** Each state rule on one worked week; the pay worked out by hand (docs/product.md#splitting-hours-worked). */
const weeks = [
  { state: "Alaska", rule: "alaska", rate: "20", hours: [12, 12, 12, 4], pay: "$920.00", cite: "23.10.060" },
  { state: "Colorado", rule: "colorado", rate: "25", hours: [14, 6, 6, 6, 6], pay: "$975.00", cite: "7 CCR 1103-1" },
  { state: "Kentucky", rule: "kentucky", rate: "16", hours: [6, 6, 6, 6, 6, 6, 6], pay: "$720.00", cite: "337.050" },
  { state: "Nevada", rule: "nevada", rate: "15", hours: [10, 10, 10, 10], pay: "$660.00", cite: "608.018" },
  { state: "Nevada", rule: "nevada", rate: "25", hours: [10, 10, 10, 10], pay: "$1,000.00", cite: "608.018" },
] as const;

async function enterWeek(page: Page, hours: readonly number[], rate: string) {
  await page.getByRole("radio", { name: /Hours worked per day/ }).check();
  for (const [index, value] of hours.entries()) {
    await page.getByLabel(`${weekDays[index]} hours worked`).fill(String(value));
  }
  await page.getByLabel("Base rate").fill(rate);
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`state overtime rules, ${width}`, () => {
    test.use({ viewport });

    test("each state's rule begins with the state's name and cites its law", async ({ page }) => {
      await page.goto(path);
      await page.getByRole("radio", { name: /Hours worked per day/ }).check();
      const select = page.getByLabel("Overtime rule");
      for (const { state, rule, cite } of weeks) {
        await expect(select.locator(`option[value="${rule}"]`)).toHaveText(new RegExp(`^${state}: `));
        await select.selectOption(rule);
        await expect(select).toHaveAccessibleDescription(new RegExp(cite));
      }
    });

    for (const { state, rule, rate, hours, pay } of weeks) {
      test(`${state} at $${rate} an hour pays ${pay} for ${hours.join(", ")} hours`, async ({ page }) => {
        await page.goto(path);
        await enterWeek(page, hours, rate);
        await page.getByLabel("Overtime rule").selectOption(rule);
        await page.getByRole("button", { name: "Calculate" }).click();
        await expect(page.getByRole("status")).toContainText(`Total pay for the week${pay}`);
        // The address is written as the breakdown arrives, a moment after the totals.
        await expect.poll(() => new URL(page.url()).searchParams.get("rule")).toBe(rule);
        // The address opens the same week under the same rule.
        await page.reload();
        await expect(page.getByLabel("Overtime rule")).toHaveValue(rule);
        await page.getByRole("button", { name: "Calculate" }).click();
        await expect(page.getByRole("status")).toContainText(`Total pay for the week${pay}`);
      });
    }

    test("the guide leads to how we calculate, which names its sources", async ({ page }) => {
      await page.goto(path);
      await page.getByRole("link", { name: "How we calculate, with sources" }).first().click();
      await expect(page).toHaveURL("/tools/how-we-calculate");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we calculate");
      await expect(page.getByRole("link", { name: "Nevada Revised Statutes 608.018" })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
