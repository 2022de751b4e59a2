import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { textsCut } from "./controls";
import { path, button } from "./timesheet";

/**
 * The timesheet generator at a phone's width and a desktop's: nothing scrolls sideways or is cut, and
 * axe finds nothing.
 */

test.describe("timesheet generator", () => {
  test("no horizontal scroll at 360 px, and no axe violations with a result", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${path}?mon_from=09:00&mon_to=17:00&fri_from=22:00&fri_to=06:00&pay=1&type=maxWeek&blank=1`);
    // On a phone the days are cards, not a table that scrolls.
    await expect(page.getByRole("list", { name: "Hours by day" })).toBeVisible();
    await expect(page.getByLabel("Base pay rate")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test("the three report checkboxes sit on one line at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const tops = [];
    for (const label of ["Include payment information", "Show blank days", "Save values to this browser"]) {
      tops.push(Math.round((await page.getByLabel(label).boundingBox())!.y));
    }
    expect(new Set(tops).size, `checkbox tops ${tops.join(", ")}`).toBe(1);
  });
});

test("at 320 px a team, a long name, the meal rule and a differential fit, and no control is cut", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(path);
  await page.getByLabel("Employee name").fill("Maximiliana Fernández-Castellanos de la Vega");
  await button(page, "Add employee").click();
  await page.getByLabel(/meal/i).first().check();
  await page.getByLabel("Include payment information").check();
  await page.getByRole("button", { name: "Add night differential" }).click();
  await page.getByRole("button", { name: "Add another differential" }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const cut: string[] = [];
  for (const control of await page.locator("input:not([type=checkbox]), select").filter({ visible: true }).all()) {
    cut.push(...(await control.evaluate(textsCut)));
  }
  expect(cut).toEqual([]);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
