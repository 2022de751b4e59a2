import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { periodText } from "../../src/tools/shared/report-details";
import { expect, test } from "./fixtures";
import { expectPrintedOnOneSheet, expectReportFrame, recordPrints } from "./printed-report";

const path = "/working-hours-calculator";

const startFields = (page: Page) => page.getByLabel("Start time");
const endFields = (page: Page) => page.getByLabel("End time");
const breakFields = (page: Page) => page.getByRole("spinbutton", { name: "Break (minutes)" });
const removeButtons = (page: Page) => page.getByRole("button", { name: "Remove time block" });
const results = (page: Page) => page.getByRole("status").filter({ hasText: "Total hours" });

async function fillBlock(page: Page, index: number, start: string, end: string, pause = "") {
  await startFields(page).nth(index).fill(start);
  await endFields(page).nth(index).fill(end);
  await breakFields(page).nth(index).fill(pause);
}

/**
 * Presses Tab until the target has focus. A time field has a stop per part (hour, minute,
 * AM/PM), so how many presses leave it depends on where typing left the caret.
 */
async function tabTo(page: Page, target: Locator, most = 8) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function calculate(page: Page) {
  await page.getByRole("button", { name: "Calculate" }).click();
}

test.describe("working hours calculator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(path);
  });

  test("adds and removes blocks, moving focus sensibly", async ({ page }) => {
    await expect(startFields(page)).toHaveCount(1);
    await expect(removeButtons(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(startFields(page)).toHaveCount(2);
    await expect(startFields(page).nth(1)).toBeFocused();
    await expect(removeButtons(page)).toHaveCount(2);

    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(startFields(page).nth(2)).toBeFocused();
    await fillBlock(page, 1, "13:00", "14:00");

    // Removing the middle block hands focus to the block that took its place.
    await removeButtons(page).nth(1).click();
    await expect(startFields(page)).toHaveCount(2);
    await expect(startFields(page).nth(1)).toBeFocused();
    await expect(startFields(page).nth(1)).toHaveValue("");

    // Removing the last block hands focus to the one before; one block has no remove button.
    await removeButtons(page).nth(1).click();
    await expect(startFields(page)).toHaveCount(1);
    await expect(startFields(page).first()).toBeFocused();
    await expect(removeButtons(page)).toHaveCount(0);
  });

  test("a result the blocks no longer match says so until Calculate", async ({ page }) => {
    const outOfDate = page.getByText(/changed since these results/);
    await fillBlock(page, 0, "09:00", "17:00");
    await calculate(page);
    await expect(results(page)).toContainText("Total hours8.00");
    await expect(outOfDate).toBeHidden();
    // An edit leaves the result as it was, and says it is out of date; taking the edit back says it is current.
    await endFields(page).first().fill("18:00");
    await expect(outOfDate).toBeVisible();
    await expect(results(page)).toContainText("Total hours8.00");
    await endFields(page).first().fill("17:00");
    await expect(outOfDate).toBeHidden();
    // A new block is a change too; Calculate brings the result up to date.
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await expect(outOfDate).toBeVisible();
    await fillBlock(page, 1, "18:00", "19:30");
    await calculate(page);
    await expect(outOfDate).toBeHidden();
    await expect(results(page)).toContainText("Total hours9.50");
  });

  test("adds up a split shift in decimal hours and h:mm and puts it in the address", async ({ page }) => {
    await fillBlock(page, 0, "09:00", "12:30");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await fillBlock(page, 1, "13:00", "17:30", "30");
    await calculate(page);
    await expect(results(page)).toContainText("7.50");
    await expect(results(page)).toContainText("7:30");
    const table = page.getByRole("table", { name: "Hours per block" });
    await expect(table.getByRole("row", { name: /Block 1/ })).toContainText("3.50");
    await expect(table.getByRole("row", { name: /Block 2/ })).toContainText("4.00");
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return [url.searchParams.get("s0"), url.searchParams.get("e1"), url.searchParams.get("b1")];
      })
      .toEqual(["09:00", "17:30", "30"]);
  });

  test("a block whose end is before its start crosses midnight", async ({ page }) => {
    await fillBlock(page, 0, "22:00", "06:00", "45");
    await expect(page.getByRole("group", { name: "Block 1" }).getByText("Ends the next day")).toBeVisible();
    await calculate(page);
    await expect(results(page)).toContainText("7.25");
    await expect(results(page)).toContainText("7:15");
  });

  test("a break longer than its block is an error on that block, keeping the inputs", async ({ page }) => {
    await fillBlock(page, 0, "09:00", "10:00", "90");
    await calculate(page);
    await expect(page.getByRole("alert").filter({ hasText: "Block 1" })).toContainText(
      "break is longer than this block",
    );
    await expect(results(page)).toHaveCount(0);
    await expect(breakFields(page).first()).toHaveAttribute("aria-invalid", "true");
    await expect(breakFields(page).first()).toHaveValue("90");
    await expect(startFields(page).first()).toHaveValue("09:00");

    await breakFields(page).first().fill("15");
    await calculate(page);
    await expect(results(page)).toContainText("0.75");
    await expect(page.getByRole("alert").filter({ hasText: "Block 1" })).toHaveCount(0);
  });

  test("an empty block counts as 0", async ({ page }) => {
    await fillBlock(page, 0, "08:00", "16:00", "30");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await calculate(page);
    await expect(results(page)).toContainText("7.50");
    await expect(page.getByRole("table", { name: "Hours per block" })).toContainText("counted as 0");
  });

  test("Clear All empties the blocks, hides the results and clears the address", async ({ page }) => {
    await fillBlock(page, 0, "09:00", "17:00", "30");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await calculate(page);
    await expect(results(page)).toContainText("7.50");
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(results(page)).toHaveCount(0);
    await expect(startFields(page)).toHaveCount(1);
    await expect(startFields(page).first()).toHaveValue("");
    await expect(breakFields(page).first()).toHaveValue("");
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  test("prints a Working Hours Report through a hidden frame", async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { __printed?: { title: string; text: string }[] };
        top.__printed = [...(top.__printed ?? []), { title: document.title, text: document.body.innerText }];
      };
    });
    await page.goto(path);
    await fillBlock(page, 0, "09:00", "17:30", "30");
    await calculate(page);
    await page.getByLabel("Report header").fill("Asha Verma, week 32");
    await page.getByLabel("Report notes").fill("Client visit in the afternoon");
    await page.getByRole("button", { name: "Print report" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __printed?: unknown[] }).__printed?.length ?? 0))
      .toBe(1);
    const [printed] = await page.evaluate(
      () => (window as Window & { __printed?: { title: string; text: string }[] }).__printed!,
    );
    expect(printed!.title).toBe("Working Hours Report");
    expect(printed!.text).toContain("Asha Verma, week 32");
    expect(printed!.text).toContain("Client visit in the afternoon");
    expect(printed!.text).toContain("8.00");
    // The page itself keeps one h1 and its scroll position: the report only lives in the frame.
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("the printed report has the brand, the date, the names and two signature lines on one A4 or Letter page", async ({
    page,
  }) => {
    await recordPrints(page);
    await page.goto(path);
    const shifts = [
      ["06:00", "10:00", ""],
      ["10:30", "14:00", "15"],
      ["14:30", "18:00", ""],
      ["18:30", "21:00", "10"],
      ["21:30", "23:30", ""],
      ["23:45", "02:00", ""],
      ["02:30", "05:00", "20"],
    ] as const;
    for (const [index, [start, end, pause]] of shifts.entries()) {
      if (index > 0) await page.getByRole("button", { name: "Add Time Block" }).click();
      await fillBlock(page, index, start, end, pause);
    }
    await calculate(page);
    await page.getByLabel("Report header").fill("Night crew");
    await page
      .getByLabel("Report notes")
      .fill("Cover for two absences.\nBreaks as taken.\nSigned off by the shift lead.");
    await page.getByLabel("Date", { exact: true }).fill("2026-11-18");
    await page.getByLabel("Employee name").fill("Asha Verma");
    await page.getByLabel("Approver name").fill("Sam Lee");
    await page.getByRole("button", { name: "Print report" }).click();

    const report = await expectReportFrame(page, {
      title: "Working Hours Report",
      period: periodText("2026-11-18", "date"),
      employee: "Asha Verma",
      approver: "Sam Lee",
    });
    await expect(report.locator("tbody tr")).toHaveCount(shifts.length);

    await expectPrintedOnOneSheet(page, "Working Hours Report");

    // Print report puts the details in the address, so a reload keeps them.
    await page.reload();
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue("2026-11-18");
    await expect(page.getByLabel("Employee name")).toHaveValue("Asha Verma");
    await expect(page.getByLabel("Approver name")).toHaveValue("Sam Lee");
  });

  test("downloads the result table as CSV", async ({ page }) => {
    await fillBlock(page, 0, "22:00", "06:00", "45");
    await calculate(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("working-hours.csv");
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Block,Start,End,Break (minutes),Hours (decimal),Hours (h:mm),Note");
    expect(lines[1]).toBe("Block 1,22:00,06:00,45,7.25,7:15,Ends the next day");
    expect(lines.at(-1)).toBe("Total,,,,7.25,7:15,");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await startFields(page).first().focus();
    await page.keyboard.type("0900AM");
    await tabTo(page, endFields(page).first());
    await page.keyboard.type("0530PM");
    await tabTo(page, breakFields(page).first());
    await page.keyboard.type("30");
    await tabTo(page, page.getByRole("button", { name: "Add Time Block" }));
    await page.keyboard.press("Enter");
    await expect(startFields(page).nth(1)).toBeFocused();
    await page.keyboard.type("0600PM");
    await tabTo(page, endFields(page).nth(1));
    await page.keyboard.type("0700PM");
    // Past the report's fields (header, date, names, notes) to the row of actions.
    await tabTo(page, page.getByRole("button", { name: "Calculate" }), 16);
    await page.keyboard.press("Enter");
    await expect(results(page)).toContainText("9.00");
    await expect(results(page)).toContainText("9:00");
    await expect(startFields(page).first()).toHaveValue("09:00");
    await expect(endFields(page).first()).toHaveValue("17:30");

    // The report's buttons follow Calculate, then the result table scrolls with the keyboard.
    await tabTo(page, page.getByRole("button", { name: "Print report" }), 3);
    await tabTo(page, page.getByRole("button", { name: "Download PDF" }), 3);
    await tabTo(page, page.getByRole("region", { name: "Hours per block" }), 6);
  });

  test("Enter in a block's field calculates, as in the other tools", async ({ page }) => {
    await fillBlock(page, 0, "09:00", "17:00", "30");
    await breakFields(page).first().press("Enter");
    await expect(results(page)).toContainText("7.50");
    await expect.poll(() => new URL(page.url()).searchParams.get("s0")).toBe("09:00");

    // Enter on Add Time Block still adds a block, and calculates nothing new.
    await page.getByRole("button", { name: "Add Time Block" }).press("Enter");
    await expect(startFields(page)).toHaveCount(2);
    await expect(results(page)).toContainText("7.50");
  });

  test("has no axe violations with results and with a break error", async ({ page }) => {
    await fillBlock(page, 0, "09:00", "17:00", "30");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await fillBlock(page, 1, "22:00", "02:00");
    await calculate(page);
    await expect(results(page)).toContainText("11.50");
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await breakFields(page).nth(1).fill("300");
    await calculate(page);
    await expect(page.getByRole("alert").filter({ hasText: "Block 2" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test("fits a 360 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await fillBlock(page, 0, "09:00", "17:30", "30");
    await page.getByRole("button", { name: "Add Time Block" }).click();
    await fillBlock(page, 1, "22:00", "02:00");
    await calculate(page);
    await expect(results(page)).toContainText("12.00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("working hours from a shared address", () => {
  test("loads the blocks and shows the result", async ({ page }) => {
    await page.goto(`${path}?s0=09:00&e0=17:30&b0=30&s1=22:00&e1=02:00&hdr=Night%20crew`);
    await expect(startFields(page)).toHaveCount(2);
    await expect(endFields(page).nth(1)).toHaveValue("02:00");
    await expect(results(page)).toContainText("12.00");
    await expect(results(page)).toContainText("12:00");
    await expect(page.getByLabel("Report header")).toHaveValue("Night crew");
  });

  test("cleans bad values instead of failing", async ({ page }) => {
    await page.goto(`${path}?s0=25:00&e0=17:00&b0=-40&s1=08:00&e1=09:00&b1=lunch`);
    await expect(startFields(page).first()).toHaveValue("");
    await expect(breakFields(page).first()).toHaveValue("0");
    await expect(results(page)).toContainText("1.00");
  });
});

test("a negative break gets a clear message, as on the timesheet, and keeps what was typed", async ({ page }) => {
  await page.goto(path);
  await fillBlock(page, 0, "09:00", "17:00", "-5");
  await calculate(page);
  await expect(page.getByRole("alert")).toContainText("Block 1: The break must be a number of minutes, 0 or more.");
  await expect(breakFields(page).first()).toHaveValue("-5");
  await expect(results(page)).toHaveCount(0);
});
