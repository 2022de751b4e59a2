import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { path, field, expectReady, runSession } from "./pomodoro";

// The timer on a small phone, and axe with everything open.
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
