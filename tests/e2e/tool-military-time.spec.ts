import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const path = "/military-time-converter";

const standardCard = (page: Page) => page.getByRole("region", { name: "Standard to military" });
const militaryCard = (page: Page) => page.getByRole("region", { name: "Military to standard" });

// Exact names: "Hour" alone would also match the page's "Track the real hours" section.
const hourField = (page: Page) => page.getByRole("textbox", { name: "Hour", exact: true });
const minuteField = (page: Page) => page.getByRole("textbox", { name: "Minute", exact: true });
const meridiemField = (page: Page) => page.getByRole("combobox", { name: "AM/PM" });

async function toMilitary(page: Page, hour: string, minute: string, meridiem: "AM" | "PM") {
  await hourField(page).fill(hour);
  await minuteField(page).fill(minute);
  await meridiemField(page).selectOption(meridiem);
  await page.getByRole("button", { name: "Convert to military time" }).click();
}

async function toStandard(page: Page, military: string) {
  await page.getByRole("textbox", { name: "Military time" }).fill(military);
  await page.getByRole("button", { name: "Convert to standard time" }).click();
}

test.describe("military time converter", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(path);
  });

  test("converts standard time to military time and shares it in the address", async ({ page }) => {
    await toMilitary(page, "1", "05", "PM");
    const status = standardCard(page).getByRole("status");
    await expect(status).toContainText("1305");
    await expect(status).toContainText("13:05");
    await expect(page).toHaveURL(/\?h=1&m=05&p=PM$/);

    await toMilitary(page, "12", "00", "AM");
    await expect(status).toContainText("0000");
    await toMilitary(page, "12", "30", "PM");
    await expect(status).toContainText("1230");
  });

  test("rejects an impossible standard time and keeps what was typed", async ({ page }) => {
    await toMilitary(page, "13", "75", "PM");
    await expect(standardCard(page).getByRole("alert")).toHaveText("Invalid time input.");
    await expect(standardCard(page).getByRole("status")).toHaveText("");
    await expect(hourField(page)).toHaveValue("13");
    await expect(minuteField(page)).toHaveValue("75");
    await expect(hourField(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("converts military time to standard time, single-digit hour included", async ({ page }) => {
    const status = militaryCard(page).getByRole("status");
    await toStandard(page, "1305");
    await expect(status).toContainText("1:05 PM");
    await expect(page).toHaveURL(/\?mil=1305$/);
    await toStandard(page, "930");
    await expect(status).toContainText("9:30 AM");
    await toStandard(page, "0000");
    await expect(status).toContainText("12:00 AM");
    await toStandard(page, "1200");
    await expect(status).toContainText("12:00 PM");
  });

  test("rejects 2400 and other bad formats, keeping the typed value", async ({ page }) => {
    for (const typed of ["2400", "1260", "12"]) {
      await toStandard(page, typed);
      await expect(militaryCard(page).getByRole("alert")).toHaveText("Invalid time format. Use HHMM (24-hour format).");
      await expect(militaryCard(page).getByRole("status")).toHaveText("");
      await expect(page.getByRole("textbox", { name: "Military time" })).toHaveValue(typed);
    }
    // The field takes at most four characters.
    await page.getByRole("textbox", { name: "Military time" }).fill("");
    await page.getByRole("textbox", { name: "Military time" }).pressSequentially("123456");
    await expect(page.getByRole("textbox", { name: "Military time" })).toHaveValue("1234");
  });

  test("shows the 24-row reference chart", async ({ page }) => {
    const chart = page.getByRole("table", { name: "Military time chart" });
    const rows = chart.getByRole("rowgroup").nth(1).getByRole("row");
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toContainText("0100");
    await expect(rows.first()).toContainText("1:00 AM");
    await expect(rows.nth(22)).toContainText("2300");
    await expect(rows.nth(22)).toContainText("11:00 PM");
    await expect(rows.last()).toContainText("2400/0000");
    await expect(rows.last()).toContainText("12:00 AM");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await hourField(page).focus();
    await page.keyboard.type("9");
    await page.keyboard.press("Tab");
    await page.keyboard.type("45");
    await page.keyboard.press("Tab");
    await expect(meridiemField(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Convert to military time" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(standardCard(page).getByRole("status")).toContainText("2145");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Military time" })).toBeFocused();
    await page.keyboard.type("0715");
    await page.keyboard.press("Enter");
    await expect(militaryCard(page).getByRole("status")).toContainText("7:15 AM");
  });

  test("has no axe violations with a result and an error showing", async ({ page }) => {
    await toMilitary(page, "1", "05", "PM");
    await toStandard(page, "2400");
    await expect(militaryCard(page).getByRole("alert")).not.toHaveText("");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("fits a 360 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await toMilitary(page, "11", "59", "PM");
    await expect(standardCard(page).getByRole("status")).toContainText("2359");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("military time converter from a shared address", () => {
  test("shows both conversions from the query", async ({ page }) => {
    await page.goto(`${path}?h=1&m=5&p=PM&mil=2130`);
    await expect(standardCard(page).getByRole("status")).toContainText("1305");
    await expect(minuteField(page)).toHaveValue("05");
    await expect(militaryCard(page).getByRole("status")).toContainText("9:30 PM");
    await expect(page.getByRole("textbox", { name: "Military time" })).toHaveValue("2130");
  });

  test("clamps out-of-range values and ignores unreadable ones", async ({ page }) => {
    await page.goto(`${path}?h=40&m=abc&p=XX&mil=2400`);
    await expect(hourField(page)).toHaveValue("12");
    await expect(minuteField(page)).toHaveValue("00");
    await expect(standardCard(page).getByRole("status")).toContainText("0000");
    await expect(page.getByRole("textbox", { name: "Military time" })).toHaveValue("");
  });
});
