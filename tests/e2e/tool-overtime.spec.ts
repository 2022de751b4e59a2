import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const path = "/overtime-calculator";

/** Replaces printing with a record of each printed document's title, in every frame. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: string[] };
      top.__printed = [...(top.__printed ?? []), document.title];
    };
  });
}

async function fillMondayAndFriday(page: Page) {
  await page.getByLabel("Monday regular hours").fill("8");
  await page.getByLabel("Monday overtime hours").fill("2");
  await page.getByLabel("Monday double-time hours").fill("1");
  await page.getByLabel("Friday regular hours").fill("8");
}

const results = (page: Page) => page.getByRole("status");
const breakdown = (page: Page) => page.getByRole("region", { name: "Breakdown by day" });

test.describe("overtime calculator", () => {
  test("Calculate shows the weekly totals and a breakdown by day in dollars", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByLabel("Base rate")).toHaveValue("25");
    await expect(page.getByLabel("Overtime multiplier")).toHaveValue("1.5");
    await expect(page.getByLabel("Double-time multiplier")).toHaveValue("2");
    await fillMondayAndFriday(page);
    await page.getByRole("button", { name: "Calculate" }).click();

    await expect(results(page)).toContainText("Total pay for the week$525.00");
    await expect(results(page)).toContainText("19.00 hours in all");
    await expect(results(page)).toContainText("Regular$400.00");
    await expect(results(page)).toContainText("Overtime (1.5x)$75.00");
    await expect(results(page)).toContainText("Double time (2x)$50.00");
    const monday = breakdown(page).getByRole("row", { name: /^Monday/ });
    await expect(monday.getByRole("cell")).toHaveText([
      "8.00",
      "2.00",
      "1.00",
      "11.00",
      "$200.00",
      "$75.00",
      "$50.00",
      "$325.00",
    ]);
    await expect(breakdown(page).getByRole("row", { name: /^Week/ })).toContainText("$525.00");
    expect(new URL(page.url()).search).toBe("?mon=8&mon_ot=2&mon_dt=1&fri=8&rate=25&ot=1.5&dt=2");
  });

  test("rates change the pay; empty hours count as 0", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Saturday overtime hours").fill("4");
    await page.getByLabel("Base rate").fill("20");
    await page.getByLabel("Overtime multiplier").fill("2");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results(page)).toContainText("Total pay for the week$160.00");
  });

  test("a rejected input keeps what was typed and says why", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Tuesday regular hours").fill("-2");
    await page.getByLabel("Overtime multiplier").fill("0.5");
    await page.getByRole("button", { name: "Calculate" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Tuesday regular hours can't be negative.");
    await expect(alert).toContainText("The overtime multiplier must be 1 or more.");
    await expect(page.getByLabel("Tuesday regular hours")).toHaveValue("-2");
    await expect(page.getByLabel("Tuesday regular hours")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Overtime multiplier")).toHaveValue("0.5");
    await expect(breakdown(page)).toHaveCount(0);
  });

  test("Clear All returns every field to a first visit's, hides the result and clears the address", async ({
    page,
  }) => {
    await page.goto(path);
    await fillMondayAndFriday(page);
    await page.getByLabel("Base rate").fill("30");
    await page.getByLabel("Report header").fill("Jo Smith");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(breakdown(page)).toBeVisible();
    await page.getByRole("button", { name: "Clear All", exact: true }).click();
    await expect(breakdown(page)).toHaveCount(0);
    await expect(results(page)).toHaveText("");
    for (const label of [
      "Monday regular hours",
      "Monday overtime hours",
      "Monday double-time hours",
      "Friday regular hours",
    ]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByLabel("Report header")).toHaveValue("");
    // What a first visit shows, rates included.
    const fresh = await page.context().newPage();
    await fresh.goto(path);
    for (const label of ["Base rate", "Overtime multiplier", "Double-time multiplier"]) {
      await expect(page.getByLabel(label)).toHaveValue(await fresh.getByLabel(label).inputValue());
    }
    await expect(page.getByLabel("Base rate")).not.toHaveValue("30");
    expect(new URL(page.url()).search).toBe("");
  });

  test("a shared address opens with the same result; bad values fall back and clamp", async ({ page }) => {
    await page.goto(`${path}?mon=8&mon_ot=2&mon_dt=1&rate=25&ot=1.5&dt=2&header=Jo%20Smith`);
    await expect(page.getByLabel("Monday overtime hours")).toHaveValue("2");
    await expect(page.getByLabel("Report header")).toHaveValue("Jo Smith");
    await expect(results(page)).toContainText("$325.00");

    await page.goto(`${path}?tue=8&rate=abc&ot=0.2&dt=99`);
    await expect(page.getByLabel("Base rate")).toHaveValue("25");
    await expect(page.getByLabel("Overtime multiplier")).toHaveValue("1");
    await expect(page.getByLabel("Double-time multiplier")).toHaveValue("10");
    await expect(results(page)).toContainText("Total pay for the week$200.00");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Monday regular hours").focus();
    await page.keyboard.type("8");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2");
    await expect(page.getByLabel("Monday overtime hours")).toHaveValue("2");
    await page.keyboard.press("Enter");
    await expect(results(page)).toContainText("$275.00");
    await page.getByRole("button", { name: "Clear All", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Monday regular hours")).toHaveValue("");
  });

  test("Print Report prints an Overtime Report through a hidden frame", async ({ page }) => {
    await stubPrint(page);
    await page.goto(path);
    await fillMondayAndFriday(page);
    await page.getByLabel("Report header").fill("Jo Smith, week 12");
    await page.getByLabel("Report notes").fill("Stocktake overtime approved by Sam.");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.getByRole("button", { name: "Print Report" }).click();
    const frame = page.locator("iframe[data-print-frame]");
    await expect(frame).toHaveCount(1);
    const content = frame.contentFrame();
    await expect(content.locator("body")).toContainText("Overtime Report");
    await expect(content.locator("body")).toContainText("Jo Smith, week 12");
    await expect(content.locator("body")).toContainText("Stocktake overtime approved by Sam.");
    await expect(content.locator("body")).toContainText("$525.00");
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __printed?: string[] }).__printed ?? []))
      .toEqual(["Overtime Report"]);
    await expect(frame).toHaveCount(0, { timeout: 5000 });
  });

  test("Download CSV saves the breakdown", async ({ page }) => {
    await page.goto(path);
    await fillMondayAndFriday(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("overtime-report.csv");
    const stream = await download.createReadStream();
    let text = "";
    for await (const chunk of stream) text += chunk.toString();
    expect(text).toContain("Day,Regular hours,Overtime hours,Double-time hours,Total hours");
    expect(text).toContain("Monday,8.00,2.00,1.00,11.00,200.00,75.00,50.00,325.00");
    expect(text).toContain("Total,16.00,2.00,1.00,19.00,400.00,75.00,50.00,525.00");
  });

  test("no horizontal scroll at 360 px, with the result showing", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${path}?mon=8&mon_ot=2&mon_dt=1`);
    await expect(breakdown(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the result and the error message have no axe violations", async ({ page }) => {
    await page.goto(`${path}?mon=8&mon_ot=2&mon_dt=1`);
    await expect(breakdown(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await page.getByLabel("Monday regular hours").fill("-1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});
