import type { Locator, Page } from "@playwright/test";
import { textsCut } from "./controls";
import { expect, test } from "./fixtures";

/** Each text shows inside the card, and the card inside the window. */
async function expectInView(page: Page, card: Locator, texts: string[]) {
  const width = page.viewportSize()!.width;
  for (const text of texts) {
    const box = (await card.getByText(text, { exact: true }).first().boundingBox())!;
    expect(box.x, text).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, text).toBeLessThanOrEqual(width);
  }
}

/** Every option of the select fits inside it, beside its chevron: none is cut when chosen. */
async function expectOptionsFit(select: Locator) {
  expect(await select.evaluate(textsCut)).toEqual([]);
}

const card = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name }).getByRole("listitem").filter({ hasText: list });

test.describe("results on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("overtime: each day's hours and pay are in view after Calculate, and the rule is not cut", async ({ page }) => {
    await page.goto("/overtime-calculator");
    await page.getByLabel("Monday regular hours").fill("8");
    await page.getByLabel("Monday overtime hours").fill("2");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 8 at $25 and 2 at $37.50.
    await expectInView(page, card(page, "Monday", "Hours and pay by day"), ["10.00", "$275.00"]);
    await page.getByRole("radio", { name: /Hours worked per day/ }).check();
    await expectOptionsFit(page.getByLabel("Overtime rule"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("working hours: each block's hours are in view after Calculate", async ({ page }) => {
    await page.goto("/working-hours-calculator");
    await page.getByLabel("Start time").fill("09:00");
    await page.getByLabel("End time").fill("17:30");
    await page.getByLabel("Break (minutes)").fill("30");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expectInView(page, card(page, "Block 1", "Hours per block"), ["8.00", "8:00"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("timesheet: each day's hours and pay are in view after Calculate, and no select is cut", async ({ page }) => {
    await page.goto("/timesheet-generator");
    await page.getByLabel("Monday from").fill("09:00");
    await page.getByLabel("Monday to").fill("17:00");
    await page.getByLabel("Include payment information").check();
    await page.getByRole("button", { name: "Calculate" }).click();
    // 8 hours at the default $35.
    await expectInView(page, card(page, "Monday", "Hours by day"), ["8.00", "$280.00"]);
    for (const label of ["Overtime type", "Round time"]) await expectOptionsFit(page.getByLabel(label));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("the browser's own Print on a tool page", () => {
  /** What Ctrl+P would put on paper: the page as the print media shows it, just after beforeprint. */
  async function printPreview(page: Page) {
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
  }

  test("prints the report with its frame, not the screen", async ({ page }) => {
    await page.goto(
      "/overtime-calculator?mon=8&mon_ot=2&fri=8&week=2026-11-25&employee=Asha%20Verma&approver=Sam%20Lee",
    );
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await printPreview(page);
    const report = page.locator("[data-print-page]");
    await expect(report).toBeVisible();
    await expect(report.getByRole("heading", { level: 1 })).toHaveText("Overtime Report");
    await expect(report).toContainText("Week of Mon, Nov 23, 2026 – Sun, Nov 29, 2026");
    await expect(report).toContainText("Asha Verma");
    await expect(report).toContainText("Total pay: $475.00");
    await expect(report.locator("[data-signature]")).toHaveCount(2);
    await expect(page.locator("header[data-site-header]")).toBeHidden();
    await expect(page.getByRole("button", { name: "Calculate" })).toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.emulateMedia({ media: "screen" });
    await expect(report).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
  });

  test("prints the timesheet's report too, and nothing extra before a result", async ({ page }) => {
    await page.goto("/timesheet-generator");
    await printPreview(page);
    await expect(page.locator("[data-print-page]")).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await page.emulateMedia({ media: "screen" });

    await page.goto("/timesheet-generator?mon_from=09:00&mon_to=17:00");
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await printPreview(page);
    await expect(page.locator("[data-print-page]")).toContainText("Timesheet Report");
    await expect(page.locator("[data-print-page]")).toContainText("Total hours: 8.00");
  });
});

test("at 320 px every day's totals keep to the card's right edge, long day names too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/overtime-calculator");
  for (const day of ["Monday", "Wednesday", "Thursday"]) await page.getByLabel(`${day} regular hours`).fill("8");
  await page.getByRole("button", { name: "Calculate" }).click();
  const cards = page.getByRole("list", { name: "Hours and pay by day" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  const gaps = await cards.evaluateAll((items) =>
    items.map((item) => {
      const totals = item.querySelector("dl")!.getBoundingClientRect();
      const inner = item.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(item).paddingRight) - 1;
      return Math.round(inner - totals.right);
    }),
  );
  expect(new Set(gaps)).toEqual(new Set([0]));
});
