import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { overtimeDefaults } from "../../src/tools/overtime/overtime";
import { weekDays } from "../../src/tools/shared/week";
import { periodText } from "../../src/tools/shared/report-details";
import { expect, test } from "./fixtures";
import { expectPrintedOnOneSheet, expectReportFrame, keepPrintFrames, recordPrints } from "./printed-report";

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

/** Each text shows inside the card, and the card inside a window `width` wide. */
async function expectInView(card: Locator, texts: string[], width: number) {
  for (const text of texts) {
    const box = (await card.getByText(text, { exact: true }).first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}
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
      "11:00",
      "$200.00",
      "$75.00",
      "$50.00",
      "$325.00",
    ]);
    await expect(breakdown(page).getByRole("row", { name: /^Week/ })).toContainText("$525.00");
    await expect.poll(() => new URL(page.url()).search).toBe("?mon=8&mon_ot=2&mon_dt=1&fri=8&rate=25&ot=1.5&dt=2");
  });

  test("a result the form no longer matches says so until Calculate", async ({ page }) => {
    const outOfDate = page.getByText(/changed since these results/);
    await page.goto(path);
    await fillMondayAndFriday(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results(page)).toContainText("Total pay for the week$525.00");
    await expect(outOfDate).toBeHidden();
    await page.getByLabel("Friday regular hours").fill("6");
    await expect(outOfDate).toBeVisible();
    await expect(results(page)).toContainText("Total pay for the week$525.00");
    await page.getByLabel("Friday regular hours").fill("8");
    await expect(outOfDate).toBeHidden();
    // The report's own fields are part of what Calculate took in.
    await page.getByLabel("Report header").fill("Week 12");
    await expect(outOfDate).toBeVisible();
    await page.getByLabel("Base rate").fill("30");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(outOfDate).toBeHidden();
    await expect(results(page)).toContainText("Total pay for the week$630.00");
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
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  test("a shared address opens with the same result; bad values get the messages typing would", async ({ page }) => {
    await page.goto(`${path}?mon=8&mon_ot=2&mon_dt=1&rate=25&ot=1.5&dt=2&header=Jo%20Smith`);
    await expect(page.getByLabel("Monday overtime hours")).toHaveValue("2");
    await expect(page.getByLabel("Report header")).toHaveValue("Jo Smith");
    await expect(results(page)).toContainText("$325.00");

    // Nothing in a link is changed silently: each value stays as it came, with the message typing it would get.
    await page.goto(`${path}?mon=25&tue=-8&rate=-25&dt=99`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Monday regular hours can't be more than 24.");
    await expect(alert).toContainText("Tuesday regular hours can't be negative.");
    await expect(alert).toContainText("Enter a base rate of 0 or more.");
    await expect(alert).toContainText("The double-time multiplier can be at most 10.");
    await expect(page.getByLabel("Monday regular hours")).toHaveValue("25");
    await expect(page.getByLabel("Tuesday regular hours")).toHaveValue("-8");
    await expect(page.getByLabel("Base rate")).toHaveValue("-25");
    await expect(page.getByLabel("Monday regular hours")).toHaveAttribute("aria-invalid", "true");
    await expect(results(page)).toHaveText("");

    // A rule the calculator does not know is named, not swapped for the federal one without a word.
    await page.goto(`${path}?mode=worked&rule=texas&mon_h=8`);
    await expect(page.getByRole("alert")).toContainText(
      'This link\'s overtime rule, "texas", is not one the calculator knows',
    );
    await expect(results(page)).toHaveText("");
    await page.getByRole("button", { name: "Calculate" }).click();
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
    await page.getByRole("button", { name: "Print report" }).click();
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
    // Named as the PDF is: after the tool, and the week when the report has one.
    expect(download.suggestedFilename()).toBe("overtime.csv");
    const stream = await download.createReadStream();
    let text = "";
    for await (const chunk of stream) text += chunk.toString();
    // Each hours column in decimal and, in a column of its own, as h:mm.
    expect(text).toContain(
      "Day,Regular hours,Regular hours (h:mm),Overtime hours,Overtime hours (h:mm),Double-time hours,Double-time hours (h:mm),Total hours,Total hours (h:mm)",
    );
    expect(text).toContain("Monday,8.00,8:00,2.00,2:00,1.00,1:00,11.00,11:00,200.00,75.00,50.00,325.00");
    expect(text).toContain("Total,16.00,16:00,2.00,2:00,1.00,1:00,19.00,19:00,400.00,75.00,50.00,525.00");
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

async function enterHoursWorked(page: Page, hours: (number | string)[]) {
  await page.getByRole("radio", { name: /Hours worked per day/ }).check();
  for (const [index, value] of hours.entries()) {
    await page.getByLabel(`${weekDays[index]} hours worked`).fill(String(value));
  }
}

const tenHourWeek = [10, 10, 10, 10, 10];

test("the printed report has the brand, the week, the names and two signature lines on one A4 or Letter page", async ({
  page,
}) => {
  await keepPrintFrames(page);
  await recordPrints(page);
  await page.goto(path);
  // The widest report: hours worked, split by California's rules, with a reason on every day.
  await enterHoursWorked(page, [13, 9, 10, 8, 12.5, 6, 9]);
  await page.getByLabel("Overtime rule").selectOption("california");
  await page.getByLabel("Report header").fill("Night crew");
  await page.getByLabel("Report notes").fill("Cover for two absences.\nSigned off by the shift lead.");
  const details = { start: "2026-11-16", employee: "Asha Verma", approver: "Sam Lee" };
  await page.getByLabel("Week starting").fill(details.start);
  await page.getByLabel("Employee name").fill(details.employee);
  await page.getByLabel("Approver name").fill(details.approver);
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.getByRole("button", { name: "Print Report" }).click();

  const report = await expectReportFrame(page, {
    title: "Overtime Report",
    period: periodText(details.start, "week"),
    employee: details.employee,
    approver: details.approver,
  });
  await expect(report.locator("tbody tr")).toHaveCount(weekDays.length);

  await expectPrintedOnOneSheet(page, "Overtime Report");

  // Calculate put the details in the address, so a reload keeps them.
  await page.reload();
  await expect(page.getByLabel("Week starting")).toHaveValue(details.start);
  await expect(page.getByLabel("Employee name")).toHaveValue(details.employee);
  await expect(page.getByLabel("Approver name")).toHaveValue(details.approver);
});

test.describe("overtime calculator, hours worked per day", () => {
  test("hours by type is the first visit's mode; hours worked is one choice away", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("radio", { name: /Hours by type/ })).toBeChecked();
    await expect(page.getByLabel("Monday hours worked")).toHaveCount(0);
    await page.getByRole("radio", { name: /Hours worked per day/ }).check();
    await expect(page.getByLabel("Monday regular hours")).toHaveCount(0);
    for (const day of weekDays) await expect(page.getByLabel(`${day} hours worked`)).toBeVisible();
    const rule = page.getByLabel("Overtime rule");
    await expect(rule).toHaveJSProperty("tagName", "SELECT");
    await expect(rule.locator("option")).toHaveCount(8);
    for (const label of ["Base rate", "Overtime multiplier", "Double-time multiplier"])
      await expect(page.getByLabel(label)).toBeVisible();
  });

  test("a 50-hour week over 40 a week: 40 regular, 10 overtime, explained by day, kept in the address", async ({
    page,
  }) => {
    await page.goto(path);
    await enterHoursWorked(page, tenHourWeek);
    await expect(page.getByLabel("Overtime rule")).toHaveValue("weekly");
    await page.getByRole("button", { name: "Calculate" }).click();

    // 40 regular at $25 and 10 overtime at $37.50.
    const pay = "$1,375.00";
    await expect(results(page)).toContainText(`Total pay for the week${pay}`);
    await expect(results(page)).toContainText("50.00 hours in all");
    await expect(results(page)).toContainText("40.00 hours");
    await expect(results(page)).toContainText("10.00 hours");
    const table = breakdown(page).getByRole("table");
    // The table follows the totals a moment later (it loads on the first result).
    await expect(table).toBeVisible();
    const headings = await table.getByRole("columnheader").allTextContents();
    const whyAt = headings.findIndex((text) => /why/i.test(text)) - 1; // cells start after the day
    expect(whyAt).toBeGreaterThan(0);
    const cells = (day: string) => table.getByRole("row", { name: new RegExp(`^${day}`) }).getByRole("cell");
    await expect(cells("Monday").nth(0)).toHaveText("10.00");
    await expect(cells("Monday").nth(1)).toHaveText("0.00");
    await expect(cells("Friday").nth(0)).toHaveText("0.00");
    await expect(cells("Friday").nth(1)).toHaveText("10.00");
    const mondayWhy = await cells("Monday").nth(whyAt).textContent();
    const fridayWhy = await cells("Friday").nth(whyAt).textContent();
    expect(fridayWhy).toContain("10");
    expect(fridayWhy).not.toBe(mondayWhy);
    await expect(table.getByRole("row", { name: /^Week/ })).toContainText(pay);

    // The address is written just after the answer's frame.
    await expect
      .poll(() => {
        const query = new URL(page.url()).searchParams;
        return [query.get("mode"), query.get("rule"), query.get("fri_h")];
      })
      .toEqual(["worked", "weekly", "10"]);
    await page.reload();
    await expect(page.getByRole("radio", { name: /Hours worked per day/ })).toBeChecked();
    await expect(page.getByLabel("Friday hours worked")).toHaveValue("10");
    await expect(results(page)).toContainText(`Total pay for the week${pay}`);
  });

  test("each rule splits the same long week its own way", async ({ page }) => {
    const week = [14, 9, 9, 9, 9, 9, 3];
    // 62 hours at $25, overtime $37.50, double time $50, worked out by hand:
    const pay = {
      // 40 regular, 22 overtime.
      weekly: "$1,825.00",
      // Past 8 a day: Monday 6 and Tuesday to Saturday 1 each, 11 overtime; 51 regular.
      daily: "$1,687.50",
      // The 11 daily first; of the 51 regular left, Saturday's 8 and Sunday's 3 fall past 40: 22 overtime.
      "daily-weekly": "$1,825.00",
      // Monday 8 + 4 + 2 double time; Tuesday to Saturday 8 + 1; Saturday's 8 regular fall past 40;
      // Sunday, the 7th day in a row, 3 overtime: 40 regular, 20 overtime, 2 double time.
      california: "$1,850.00",
    };
    await page.goto(path);
    await enterHoursWorked(page, week);
    for (const rule of ["weekly", "daily", "daily-weekly", "california"] as const) {
      await page.getByLabel("Overtime rule").selectOption(rule);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(results(page)).toContainText(`Total pay for the week${pay[rule]}`);
      await expect.poll(() => new URL(page.url()).searchParams.get("rule")).toBe(rule);
    }
    // California: Monday's 14 hours are 8 regular, 4 overtime and 2 double time; all seven days worked.
    const monday = breakdown(page)
      .getByRole("row", { name: /^Monday/ })
      .getByRole("cell");
    await expect(monday.nth(0)).toHaveText("8.00");
    await expect(monday.nth(1)).toHaveText("4.00");
    await expect(monday.nth(2)).toHaveText("2.00");
    const sunday = breakdown(page)
      .getByRole("row", { name: /^Sunday/ })
      .getByRole("cell");
    await expect(sunday.nth(0)).toHaveText("0.00");
    await expect(sunday.nth(1)).toHaveText("3.00");
  });

  test("bad hours say what is wrong beside the day and keep what was typed", async ({ page }) => {
    await page.goto(path);
    await enterHoursWorked(page, ["abc", "-2", "25", "8"]);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    for (const [day, typed] of [
      ["Monday", "abc"],
      ["Tuesday", "-2"],
      ["Wednesday", "25"],
    ]) {
      const field = page.getByLabel(`${day} hours worked`);
      await expect(field).toHaveValue(typed!);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const message = page.locator(`#${await field.getAttribute("aria-describedby")}`);
      await expect(message).toBeVisible();
      await expect(message).toContainText(day!);
      await expect(page.getByRole("alert")).toContainText((await message.textContent())!);
    }
    await expect(page.getByLabel("Thursday hours worked")).not.toHaveAttribute("aria-invalid");
    await expect(breakdown(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).search).toBe("");

    await page.getByLabel("Monday hours worked").fill("8");
    await page.getByLabel("Tuesday hours worked").fill("8");
    await page.getByLabel("Wednesday hours worked").fill("8");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    // 32 regular hours at $25.
    await expect(results(page)).toContainText("Total pay for the week$800.00");
  });

  test("switching mode keeps what was typed in each", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Monday regular hours").fill("8");
    await enterHoursWorked(page, [11]);
    await page.getByRole("radio", { name: /Hours by type/ }).check();
    await expect(page.getByLabel("Monday regular hours")).toHaveValue("8");
    await page.getByRole("radio", { name: /Hours worked per day/ }).check();
    await expect(page.getByLabel("Monday hours worked")).toHaveValue("11");
  });

  test("Clear All keeps the mode and returns hours, rule and rates to a first visit's", async ({ page }) => {
    await page.goto(path);
    await enterHoursWorked(page, tenHourWeek);
    await page.getByLabel("Overtime rule").selectOption("california");
    await page.getByLabel("Base rate").fill("30");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(breakdown(page)).toBeVisible();
    await page.getByRole("button", { name: "Clear All", exact: true }).click();
    await expect(breakdown(page)).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /Hours worked per day/ })).toBeChecked();
    for (const day of weekDays) await expect(page.getByLabel(`${day} hours worked`)).toHaveValue("");
    await expect(page.getByLabel("Overtime rule")).toHaveValue("weekly");
    await expect(page.getByLabel("Base rate")).toHaveValue(String(overtimeDefaults.baseRate));
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("radio", { name: /Hours by type/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /Hours worked per day/ })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Overtime rule")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Monday hours worked")).toBeFocused();
    await page.keyboard.type("9");
    await page.keyboard.press("Enter");
    await expect(results(page)).toContainText("Total pay for the week$225.00");
  });

  test("the report names the rule and the CSV explains each day", async ({ page }) => {
    await keepPrintFrames(page);
    await stubPrint(page);
    await page.goto(path);
    await enterHoursWorked(page, [10]);
    await page.getByLabel("Overtime rule").selectOption("daily");
    const ruleName = (await page.getByLabel("Overtime rule").locator("option:checked").textContent())!;
    await page.getByRole("button", { name: "Calculate" }).click();

    await page.getByRole("button", { name: "Print report" }).click();
    const report = page.locator("iframe[data-print-frame]").contentFrame().locator("body");
    await expect(report).toContainText(ruleName);
    // 8 regular at $25 and 2 overtime at $37.50.
    await expect(report).toContainText("Total pay: $275.00");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    let text = "";
    for await (const chunk of await download.createReadStream()) text += chunk.toString();
    const [heading, monday] = text.replace(/^\uFEFF/, "").split("\r\n");
    const columns = heading!.split(",");
    expect(columns).toContain("Why");
    const cells = monday!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells.slice(0, 4)).toEqual(["Monday", "8.00", "8:00", "2.00"]);
    expect(cells[columns.indexOf("Why")]).not.toBe("");
  });

  test("at 390 px nothing is cut off, and the result and errors pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${path}?mode=worked&rule=california&mon_h=14&tue_h=9&wed_h=9&thu_h=9&fri_h=9&sat_h=9&sun_h=3`);
    await expect(breakdown(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every day's hours and pay are in view: a card a day, nothing to scroll sideways.
    const days = breakdown(page).getByRole("list", { name: "Hours and pay by day" }).getByRole("listitem");
    // Monday, 14 hours: 8 at $25, 4 at $37.50 and 2 at $50; Sunday, the 7th day, 3 at $37.50.
    await expectInView(days.filter({ hasText: "Monday" }), ["14.00", "$450.00"], 390);
    await expectInView(days.filter({ hasText: "Sunday" }), ["3.00", "$112.50"], 390);
    const select = page.getByLabel("Overtime rule");
    expect(await select.evaluate((element: HTMLSelectElement) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    for (const day of weekDays) {
      const box = (await page.getByLabel(`${day} hours worked`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

    await page.getByLabel("Monday hours worked").fill("-1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("overtime calculator, several pay rates in a week", () => {
  /** 40 hours at the base rate of $15, Monday to Friday; 10 on Saturday at a second rate of $20. */
  async function twoRates(page: Page) {
    await page.goto(path);
    await page.getByRole("radio", { name: /Hours worked per day/ }).check();
    await page.getByLabel("Base rate").fill("15");
    for (const day of weekDays.slice(0, 5)) await page.getByLabel(`${day} hours worked`, { exact: true }).fill("8");
    await page.getByRole("button", { name: "Add pay rate" }).click();
    await page.getByLabel("Name of rate 2").fill("Second job");
    await page.getByLabel("Pay rate 2").fill("20");
    await page.getByLabel("Saturday hours worked (rate 2)").fill("10");
  }

  test("pays overtime at half the weighted-average regular rate on top of straight time, and says how", async ({
    page,
  }) => {
    await twoRates(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    // 40 x $15 + 10 x $20 = $800 over 50 hours: $16.00; premium 10 x 0.5 x $16.00 = $80.00.
    await expect(results(page)).toContainText("Total pay for the week$880.00");
    await expect(results(page)).toContainText("Straight time$800.00");
    await expect(results(page)).toContainText("Overtime premium (0.5x)$80.00");
    await expect(results(page)).toContainText("Regular rate$16.00 an hour");
    await expect(results(page)).toContainText("Regular rate: $800.00 straight time ÷ 50.00 hours = $16.00 an hour");
    await expect(results(page)).toContainText(
      "Rates: Base rate $15.00 an hour, 40.00 hours = $600.00 · Second job $20.00 an hour, 10.00 hours = $200.00",
    );
    const saturday = breakdown(page).getByRole("row", { name: /^Saturday/ });
    await expect(saturday.getByRole("cell")).toHaveText([
      "0.00",
      "10.00",
      "0.00",
      "10.00",
      "10:00",
      "10 past 40 in the week",
      "$200.00",
      "$80.00",
      "$0.00",
      "$280.00",
    ]);
    // The rates and their hours are in the address: a reload opens the same week and result.
    await expect.poll(() => new URL(page.url()).searchParams.get("rate2")).toBe("20");
    await expect.poll(() => new URL(page.url()).searchParams.get("name2")).toBe("Second job");
    await page.reload();
    await expect(page.getByLabel("Saturday hours worked (rate 2)")).toHaveValue("10");
    await expect(results(page)).toContainText("Total pay for the week$880.00");
  });

  test("every state rule still applies to the day's hours at all rates", async ({ page }) => {
    await twoRates(page);
    await page.getByLabel("Overtime rule").selectOption("california");
    await page.getByLabel("Saturday hours worked (rate 2)").fill("");
    await page.getByLabel("Monday hours worked (rate 2)").fill("4");
    await page.getByRole("button", { name: "Calculate" }).click();
    // Monday: 8 at $15 and 4 at $20, 12 hours: 8 regular and 4 over 8 in the day. $680 over 44 hours is $15.4545...
    await expect(breakdown(page).getByRole("row", { name: /^Monday/ })).toContainText("8 regular, 4 over 8 in the day");
    await expect(results(page)).toContainText("Regular rate$15.45 an hour");
    await expect(results(page)).toContainText("Total pay for the week$710.91");
  });

  test("a rate of zero or a letter, and bad hours at a rate, say what is wrong and keep what was typed", async ({
    page,
  }) => {
    await twoRates(page);
    const alert = page.getByRole("alert");
    await page.getByLabel("Pay rate 2").fill("0");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(alert).toContainText("Pay rate 2 must be a number of dollars more than 0.");
    // Said beside the field too.
    await expect(page.getByLabel("Pay rate 2")).toHaveAccessibleDescription(/must be a number of dollars more than 0/);
    await page.getByLabel("Pay rate 2").fill("twenty");
    await page.getByLabel("Tuesday hours worked (rate 2)").fill("-2");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(alert).toContainText("Pay rate 2 must be a number of dollars more than 0.");
    await expect(alert).toContainText("Tuesday hours worked at Second job can't be negative.");
    await expect(page.getByLabel("Pay rate 2")).toHaveValue("twenty");
    await expect(page.getByLabel("Pay rate 2")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Tuesday hours worked (rate 2)")).toHaveValue("-2");
    await expect(breakdown(page)).toHaveCount(0);
  });

  test("up to three rates; removing one keeps the others", async ({ page }) => {
    await twoRates(page);
    await page.getByRole("button", { name: "Add pay rate" }).click();
    await expect(page.getByRole("button", { name: "Add pay rate" })).toHaveCount(0);
    await page.getByLabel("Pay rate 3").fill("18");
    await page.getByRole("button", { name: "Remove rate 2" }).click();
    await expect(page.getByLabel("Pay rate 2")).toHaveValue("18");
    await expect(page.getByLabel("Pay rate 3")).toHaveCount(0);
    await expect(page.getByLabel("Monday hours worked", { exact: true })).toHaveValue("8");
  });

  test("works in the embed and at 320 px, fields whole and nothing wider than the window", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`/embed${path}?mode=worked&rate=15&mon_h=8&tue_h=8&wed_h=8&thu_h=8&fri_h=8&rate2=20&sat_h2=10`);
    await expect(results(page)).toContainText("Total pay for the week$880.00");
    await expect(page.getByLabel("Pay rate 2")).toHaveValue("20");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});

test("at 320 px a day's three hours fields line up, whatever their labels' lengths", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(path);
  const tops = await page
    .getByRole("group", { name: "Wednesday" })
    .locator("input")
    .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
  expect(new Set(tops).size, `tops ${tops.join(", ")}`).toBe(1);
});

test("the hint and the fields agree on how hours are typed: 7.25 is a quarter hour and calculates", async ({
  page,
}) => {
  await page.goto(path);
  await expect(page.getByText("In decimal hours: 7.25 is 7 hours 15 minutes.")).toBeVisible();
  await expect(page.getByLabel("Monday regular hours")).toHaveAttribute("step", "0.25");
  await page.getByLabel("Monday regular hours").fill("7.25");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(results(page)).toContainText("7.25 hours in all (7:15)");
});
