import { join } from "node:path";
import type { Page } from "@playwright/test";
import { conflictsInBuild, loadConflictFinder } from "../../scripts/class-conflicts";
import { expect, test } from "./fixtures";
import { e2eBuildDir } from "./site";

// Two classes on one element that set the same property resolve by Tailwind's order,
// not the author's: the loser is silent. Primitives take variant props instead
// (docs/decisions/class-overrides.md); these tests keep a fighting class from coming back.

test("no element of the built pages carries two classes that set the same property", async () => {
  const found = await conflictsInBuild(join(e2eBuildDir, "client"));
  expect(found.map(({ file, classes, property }) => `${file}: ${classes.join(" vs ")} (${property})`)).toEqual([]);
});

/** Every conflict among the classes of the page as it is now, after a visitor's presses. */
async function liveConflicts(page: Page): Promise<string[]> {
  const conflicts = await loadConflictFinder();
  const attributes = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "")),
  ]);
  return attributes.flatMap((attribute) =>
    conflicts(attribute).map(({ classes, property }) => `${classes.join(" vs ")} (${property}) in "${attribute}"`),
  );
}

test("nor does a tool once it shows its results, its errors and its extra rows", async ({ page }) => {
  await page.goto("/working-hours-calculator");
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("17:30");
  await page.getByRole("button", { name: "Add Time Block" }).click();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("button", { name: "Remove time block" }).first()).toBeVisible();
  expect(await liveConflicts(page)).toEqual([]);

  await page.goto("/military-time-converter");
  await page.getByRole("textbox", { name: "Hour" }).fill("1");
  await page.getByRole("textbox", { name: "Minute" }).fill("5");
  await page.getByRole("button", { name: "Convert to military time" }).click();
  await page.getByRole("textbox", { name: "Military time" }).fill("2599");
  await page.getByRole("button", { name: "Convert to standard time" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(await liveConflicts(page)).toEqual([]);

  await page.goto("/overtime-calculator");
  await page.getByLabel("Monday regular hours").fill("8");
  await page.getByLabel("Monday overtime hours").fill("2");
  await page.getByRole("button", { name: "Calculate" }).click();
  expect(await liveConflicts(page)).toEqual([]);

  await page.goto("/timesheet-generator");
  await page.getByLabel("Monday from", { exact: true }).fill("09:00");
  await page.getByLabel("Monday to", { exact: true }).fill("17:00");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  expect(await liveConflicts(page)).toEqual([]);

  await page.goto("/pomodoro-timer");
  await page.getByLabel("New task").fill("Write the release notes");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await liveConflicts(page)).toEqual([]);
});
