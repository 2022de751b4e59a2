import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { periodText } from "../../src/tools/shared/report-details";
import { expect, islandsReady, test } from "./fixtures";
import { textsCut } from "./controls";
import { downloadPdf } from "./pdf-file";
import { expectPrintedOnOneSheet, expectReportFrame, keepPrintFrames, onPaper, recordPrints } from "./printed-report";

const path = "/timesheet-generator";
const storageKey = "timesheetSavedValues";

async function fillDay(page: Page, day: string, from: string, to: string, pause = "") {
  await page.getByLabel(`${day} from`).fill(from);
  await page.getByLabel(`${day} to`).fill(to);
  await page.getByLabel(`${day} break (minutes)`).fill(pause);
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const results = (page: Page) => page.getByRole("status");
const table = (page: Page) => page.getByRole("region", { name: "Hours by day" });
const dayRow = (page: Page, day: string) => table(page).getByRole("row", { name: new RegExp(`^${day}`) });
/** Presses Tab (a time field's hour, minute and AM/PM parts take a Tab each) until the named field has focus. */
async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === label) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), storageKey);

test.describe("timesheet generator", () => {
  test("Copy First Row fills the week, a row's clear empties that day, Calculate totals it", async ({ page }) => {
    await page.goto(path);
    await button(page, "Copy First Row").click();
    await expect(page.getByRole("alert")).toContainText("Fill in Monday's From and To first");

    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await button(page, "Copy First Row").click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Sunday from")).toHaveValue("09:00");
    await expect(page.getByLabel("Sunday to")).toHaveValue("17:00");
    await expect(page.getByLabel("Sunday break (minutes)")).toHaveValue("30");

    await button(page, "Clear Wednesday").click();
    await expect(page.getByLabel("Wednesday from")).toHaveValue("");
    await expect(page.getByLabel("Wednesday to")).toHaveValue("");
    await expect(page.getByLabel("Wednesday break (minutes)")).toHaveValue("");
    await expect(page.getByLabel("Thursday from")).toHaveValue("09:00");

    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours45.00");
    await expect(results(page)).toContainText("45:00 over 6 days");
    await expect(dayRow(page, "Monday").getByRole("cell")).toHaveText(["09:00", "17:00", "30", "7.50", "7:30"]);
    await expect(dayRow(page, "Wednesday")).toHaveCount(0);

    await page.getByLabel("Show blank days").check();
    await button(page, "Calculate").click();
    await expect(dayRow(page, "Wednesday").getByRole("cell")).toHaveText(["–", "–", "–", "0.00", "0:00"]);
  });

  test("a night shift crosses midnight", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Friday", "22:00", "06:00", "30");
    await expect(page.getByRole("group", { name: "Friday" })).toContainText("7.50 h+1 day");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours7.50");
    await expect(dayRow(page, "Friday").getByRole("cell")).toHaveText([
      "22:00",
      "06:00 (+1 day)",
      "30",
      "7.50",
      "7:30",
    ]);
  });

  test("rounding to 15 and 30 minutes, on both sides of halfway", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:07");
    await fillDay(page, "Tuesday", "09:00", "17:08");
    await page.getByLabel("Round time").selectOption("15");
    await button(page, "Calculate").click();
    await expect(dayRow(page, "Monday")).toContainText("8.00");
    await expect(dayRow(page, "Tuesday")).toContainText("8.25");
    await expect(results(page)).toContainText("Each day's total rounded to the nearest 15 minutes.");

    await fillDay(page, "Monday", "09:00", "17:14");
    await fillDay(page, "Tuesday", "09:00", "17:15");
    await page.getByLabel("Round time").selectOption({ label: "30 minutes" });
    await button(page, "Calculate").click();
    await expect(dayRow(page, "Monday")).toContainText("8.00");
    await expect(dayRow(page, "Tuesday")).toContainText("8.50");

    await page.getByLabel("Round time").selectOption({ label: "None" });
    await button(page, "Calculate").click();
    await expect(dayRow(page, "Tuesday")).toContainText("8.25");
    expect(new URL(page.url()).searchParams.get("round")).toBeNull();
  });

  test("the payment panel shows only when payment is ticked, and the rule changes the pay", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByLabel("Base pay rate")).toHaveCount(0);
    await page.getByLabel("Include payment information").check();
    await expect(page.getByLabel("Base pay rate")).toHaveValue("35");
    await expect(page.getByLabel("Overtime type")).toHaveValue("afterWeek");
    await expect(page.getByLabel("Max hours per day")).toHaveValue("8");
    await expect(page.getByLabel("Max hours per week")).toHaveValue("40");
    await expect(page.getByLabel("Overtime after (hours per day)")).toHaveValue("8");
    await expect(page.getByLabel("Overtime after (hours per week)")).toHaveValue("40");
    await expect(page.getByLabel("Overtime rate multiplier")).toHaveValue("1.5");

    await fillDay(page, "Monday", "09:00", "18:00");
    await button(page, "Copy First Row").click();
    for (const day of ["Saturday", "Sunday"]) await button(page, `Clear ${day}`).click();
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total pay$1,662.50");
    await expect(results(page)).toContainText("Rule applied: Weekly overtime: hours past 40 in the week");
    await expect(dayRow(page, "Friday").getByRole("cell")).toHaveText([
      "09:00",
      "18:00",
      "0",
      "9.00",
      "9:00",
      "4.00",
      "5.00",
      "$402.50",
    ]);

    await page.getByLabel("Overtime type").selectOption("base");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total pay$1,575.00");
    await expect(results(page)).toContainText("No overtime");

    await page.getByLabel("Overtime type").selectOption("maxDay");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total pay$1,400.00");
    await expect(results(page)).toContainText("5.00 h unpaid");

    await page.getByLabel("Overtime type").selectOption("afterDay");
    await page.getByLabel("Overtime after (hours per day)").fill("8.5");
    await button(page, "Calculate").click();
    // 8.5 hours a day at $35 plus half an hour a day at $52.50.
    await expect(results(page)).toContainText("Total pay$1,618.75");

    await page.getByLabel("Include payment information").uncheck();
    await expect(page.getByLabel("Base pay rate")).toHaveCount(0);
    await button(page, "Calculate").click();
    await expect(results(page)).not.toContainText("Total pay");
  });

  test("a rejected input keeps what was typed and says why", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Tuesday", "09:00", "10:00", "90");
    await page.getByLabel("Include payment information").check();
    await page.getByLabel("Overtime rate multiplier").fill("0.5");
    await button(page, "Calculate").click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Tuesday break is longer than the time from From to To.");
    await expect(alert).toContainText("Overtime rate multiplier must be 1 or more.");
    await expect(page.getByLabel("Tuesday break (minutes)")).toHaveValue("90");
    await expect(page.getByLabel("Tuesday break (minutes)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Overtime rate multiplier")).toHaveValue("0.5");
    await expect(table(page)).toHaveCount(0);
  });

  test("saved values come back after a reload, follow later edits, and go when unticked", async ({ page }) => {
    await page.goto(path);
    const save = page.getByLabel("Save values to this browser");
    await expect(save).not.toBeChecked();
    await save.check();
    await fillDay(page, "Monday", "08:30", "16:45", "45");
    await page.getByLabel("Round time").selectOption("15");
    await page.getByLabel("Report header").fill("Jo Smith");
    await page.getByLabel("Report notes").fill("Training on Monday");
    await page.getByLabel("Week starting").fill("2026-11-16");
    await page.getByLabel("Employee name").fill("Jo Smith");
    await page.getByLabel("Approver name").fill("Sam Lee");
    const saved = JSON.parse((await stored(page)) ?? "null");
    expect(saved.timeEntries[0]).toEqual({ day: "Monday", from: "08:30", to: "16:45", break: 45 });
    expect(saved).toMatchObject({ roundTime: "15", reportHeader: "Jo Smith", reportNotes: "Training on Monday" });
    expect(saved.reportDetails).toEqual({ start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" });

    await page.reload();
    await islandsReady(page);
    await expect(page.getByLabel("Monday from")).toHaveValue("08:30");
    await expect(page.getByLabel("Monday to")).toHaveValue("16:45");
    await expect(page.getByLabel("Monday break (minutes)")).toHaveValue("45");
    await expect(page.getByLabel("Round time")).toHaveValue("15");
    await expect(page.getByLabel("Report header")).toHaveValue("Jo Smith");
    await expect(page.getByLabel("Report notes")).toHaveValue("Training on Monday");
    await expect(page.getByLabel("Week starting")).toHaveValue("2026-11-16");
    await expect(page.getByLabel("Employee name")).toHaveValue("Jo Smith");
    await expect(page.getByLabel("Approver name")).toHaveValue("Sam Lee");
    await expect(save).toBeChecked();

    await save.uncheck();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await islandsReady(page);
    await expect(page.getByLabel("Monday from")).toHaveValue("");
    await expect(page.getByLabel("Report header")).toHaveValue("");
    await expect(save).not.toBeChecked();
  });

  for (const [title, garbage] of [
    ["text that is not JSON", "{not json"],
    ["JSON of the wrong shape", JSON.stringify({ timeEntries: "Monday", roundTime: 45, reportHeader: { x: 1 } })],
    ["rows with bad times", JSON.stringify({ timeEntries: [{ day: "Monday", from: "25:99", to: "<b>", break: -20 }] })],
  ]) {
    test(`corrupt stored data (${title}) is ignored and the page still works`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem("seeded")) {
            localStorage.setItem(key!, value!);
            sessionStorage.setItem("seeded", "1");
          }
        },
        [storageKey, garbage],
      );
      await page.goto(path);
      await expect(page.getByLabel("Monday from")).toHaveValue("");
      await expect(page.getByLabel("Monday break (minutes)")).toHaveValue("");
      await expect(page.getByLabel("Round time")).toHaveValue("none");
      await expect(page.getByLabel("Report header")).toHaveValue("");
      await fillDay(page, "Monday", "09:00", "17:00", "30");
      await button(page, "Calculate").click();
      await expect(results(page)).toContainText("Total hours7.50");
      expect(errors).toEqual([]);
    });
  }

  test("when storage is full, the save option says why and the tool still works", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto(path);
    const save = page.getByLabel("Save values to this browser");
    await save.click();
    await expect(save).not.toBeChecked();
    await expect(page.getByText("this browser's storage for the site is full")).toBeVisible();
    await expect(save).toHaveAccessibleDescription(/storage for the site is full/);
    await fillDay(page, "Monday", "09:00", "17:00");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours8.00");
  });

  test("a shared address opens with the same result and wins over saved values", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          timeEntries: [{ day: "Monday", from: "07:00", to: "15:00", break: 0 }],
          roundTime: "30",
          reportHeader: "Saved header",
          reportNotes: "",
        }),
      );
    }, storageKey);
    await page.goto(
      `${path}?mon_from=10:00&mon_to=12:30&tue_from=22:00&tue_to=02:00&pay=1&type=base&rate=20&header=Shared`,
    );
    await expect(page.getByLabel("Monday from")).toHaveValue("10:00");
    await expect(page.getByLabel("Round time")).toHaveValue("none");
    await expect(page.getByLabel("Report header")).toHaveValue("Shared");
    await expect(page.getByLabel("Base pay rate")).toHaveValue("20");
    await expect(results(page)).toContainText("Total hours6.50");
    await expect(results(page)).toContainText("Total pay$130.00");

    await page.goto(`${path}?mon_from=9am&mon_to=17:00&round=45&pay=1&rate=-5&mult=99&type=weird`);
    await expect(page.getByLabel("Monday from")).toHaveValue("");
    await expect(page.getByLabel("Round time")).toHaveValue("none");
    await expect(page.getByLabel("Base pay rate")).toHaveValue("0");
    await expect(page.getByLabel("Overtime rate multiplier")).toHaveValue("10");
    await expect(page.getByLabel("Overtime type")).toHaveValue("afterWeek");
  });

  test("Calculate writes the address and Clear All returns every field to a first visit's", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await page.getByLabel("Report header").fill("Jo");
    await button(page, "Calculate").click();
    expect(new URL(page.url()).search).toBe("?mon_from=09%3A00&mon_to=17%3A00&mon_break=30&header=Jo");
    await page.getByLabel("Round time").selectOption("15");
    await page.getByLabel("Include payment information").check();
    await page.getByLabel("Base pay rate").fill("50");
    await page.getByLabel("Week starting").fill("2026-11-16");
    await page.getByLabel("Employee name").fill("Jo Smith");
    await button(page, "Clear All").click();
    await expect(page.getByLabel("Monday from")).toHaveValue("");
    await expect(page.getByLabel("Week starting")).toHaveValue("");
    await expect(page.getByLabel("Employee name")).toHaveValue("");
    await expect(page.getByLabel("Report header")).toHaveValue("");
    await expect(page.getByLabel("Round time")).toHaveValue("none");
    await expect(page.getByLabel("Include payment information")).not.toBeChecked();
    await expect(page.getByLabel("Base pay rate")).toHaveCount(0);
    await expect(table(page)).toHaveCount(0);
    await expect(results(page)).toHaveText("");
    expect(new URL(page.url()).search).toBe("");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Monday from").focus();
    await page.keyboard.type("0900AM");
    await tabTo(page, "Monday to");
    await page.keyboard.type("0500PM");
    await tabTo(page, "Monday break (minutes)");
    await page.keyboard.type("60");
    await expect(page.getByLabel("Monday to")).toHaveValue("17:00");
    await button(page, "Copy First Row").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Friday from")).toHaveValue("09:00");
    await page.getByLabel("Include payment information").focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Base pay rate")).toBeVisible();
    await page.getByLabel("Monday break (minutes)").focus();
    await page.keyboard.press("Enter");
    await expect(results(page)).toContainText("Total hours49.00");
    await expect(results(page)).toContainText("Total pay$1,872.50");
  });

  test("Generate Report prints a Timesheet Report through a hidden frame", async ({ page }) => {
    await keepPrintFrames(page);
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { __printed?: string[] };
        top.__printed = [...(top.__printed ?? []), document.title];
      };
    });
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await page.getByLabel("Report header").fill("Jo Smith, week 12");
    await page.getByLabel("Report notes").fill("Approved by Sam.");
    await page.getByLabel("Include payment information").check();
    await button(page, "Generate Report").click();
    const frame = page.locator("iframe[data-print-frame]");
    await expect(frame).toHaveCount(1);
    const body = frame.contentFrame().locator("body");
    await expect(body).toContainText("Timesheet Report");
    await expect(body).toContainText("Jo Smith, week 12");
    await expect(body).toContainText("Approved by Sam.");
    await expect(body).toContainText("Total pay: $262.50");
    await expect(body).toContainText("Rule applied: Weekly overtime");
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __printed?: string[] }).__printed ?? []))
      .toEqual(["Timesheet Report"]);
    await expect(results(page)).toContainText("Total hours7.50");
  });

  test("the printed report has the brand, the week, the names and two signature lines on one A4 or Letter page", async ({
    page,
  }) => {
    await keepPrintFrames(page);
    await recordPrints(page);
    await page.goto(path);
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await fillDay(page, day, "09:00", "17:30", "30");
    }
    await fillDay(page, "Saturday", "22:00", "06:00", "30");
    await fillDay(page, "Sunday", "10:00", "14:00");
    await page.getByLabel("Include payment information").check();
    await page.getByLabel("Report header").fill("Warehouse team, week 53");
    await page
      .getByLabel("Report notes")
      .fill("Stocktake on Saturday night.\nTraining on Monday.\nNo leave taken.\nAll times as clocked.");
    // A Wednesday: the report covers its week, Monday to Sunday, across the new year.
    await page.getByLabel("Week starting").fill("2026-12-30");
    await page.getByLabel("Employee name").fill("Jo Smith");
    await page.getByLabel("Approver name").fill("Sam Lee");
    await button(page, "Generate Report").click();
    await expect(dayRow(page, "Friday")).toContainText("Friday Jan 1");

    const report = await expectReportFrame(page, {
      title: "Timesheet Report",
      period: periodText("2026-12-30", "week"),
      employee: "Jo Smith",
      approver: "Sam Lee",
    });
    const rows = report.locator("tbody tr");
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toContainText("Monday Dec 28");
    await expect(rows.nth(4)).toContainText("Friday Jan 1");
    await expect(report.getByRole("columnheader")).toContainText(["Day", "Overtime hours", "Pay"]);

    const printed = await expectPrintedOnOneSheet(page, "Timesheet Report");
    // The count is real: the same report with four times the rows takes a second sheet.
    const rowsHtml = /<tbody[^>]*>([\s\S]*)<\/tbody>/.exec(printed.html)![1]!;
    const longer = printed.html.replace("</tbody>", `${rowsHtml.repeat(3)}</tbody>`);
    expect((await onPaper(page, longer, "A4")).sheets).toBeGreaterThan(1);

    // The details are in the address, so a reload (or a shared link) keeps them.
    const shared = new URL(page.url()).searchParams;
    expect([shared.get("week"), shared.get("employee"), shared.get("approver")]).toEqual([
      "2026-12-30",
      "Jo Smith",
      "Sam Lee",
    ]);
    await page.reload();
    await expect(page.getByLabel("Week starting")).toHaveValue("2026-12-30");
    await expect(page.getByLabel("Employee name")).toHaveValue("Jo Smith");
    await expect(page.getByLabel("Approver name")).toHaveValue("Sam Lee");
    await expect(dayRow(page, "Monday")).toContainText("Monday Dec 28");
  });

  test("a report without details leaves lines to fill in by hand", async ({ page }) => {
    await keepPrintFrames(page);
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await button(page, "Generate Report").click();
    const report = page.locator("iframe[data-print-frame]").contentFrame();
    await expect(report.getByRole("heading", { level: 1 })).toHaveText("Timesheet Report");
    // The print frame has no size on screen, so what shows on paper is read from the computed styles.
    const display = (selector: string) =>
      report
        .locator(selector)
        .evaluate((element) => getComputedStyle(element.closest("[data-optional]") ?? element).display);
    for (const slot of ["period", "employee", "approver"]) {
      const line = report.locator(`dd[data-slot="${slot}"]`);
      await expect(line).toBeEmpty();
      expect(await line.evaluate((element) => getComputedStyle(element).borderBottomStyle)).toBe("solid");
    }
    await expect(report.locator("[data-signature]")).toHaveCount(2);
    // No header and no notes: neither takes any room.
    expect(await display('[data-slot="header"]')).toBe("none");
    expect(await display('[data-slot="notes"]')).toBe("none");
    expect(await display('dd[data-slot="period"]')).not.toBe("none");
    await expect(report.locator("tbody tr")).toHaveCount(1);
  });

  test("Download CSV saves the table: the screen's columns, with each hours column also as h:mm", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await fillDay(page, "Friday", "22:00", "06:00");
    await page.getByLabel("Include payment information").check();
    await button(page, "Calculate").click();
    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download CSV").click()]);
    // Named as the PDF is: after the tool, and the week when the report has one.
    expect(download.suggestedFilename()).toBe("timesheet.csv");
    let text = "";
    for await (const chunk of await download.createReadStream()) text += chunk.toString();
    const headers = await page.getByRole("table", { name: "Hours by day" }).getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "Day",
      "From",
      "To",
      "Break (minutes)",
      "Hours",
      "h:mm",
      "Base hours",
      "Overtime hours",
      "Pay",
    ]);
    expect(text.split("\r\n")[0]).toBe(
      "\uFEFFDay,From,To,Break (minutes),Hours,Hours (h:mm),Base hours,Base hours (h:mm),Overtime hours,Overtime hours (h:mm),Pay",
    );
    expect(text).toContain("Monday,09:00,17:00,30,7.50,7:30,7.50,7:30,0.00,0:00,262.50");
    expect(text).toContain("Friday,22:00,06:00 (+1 day),0,8.00,8:00,8.00,8:00,0.00,0:00,280.00");
    expect(text).toContain("Total,,,,15.50,15:30,15.50,15:30,0.00,0:00,542.50");
  });

  test("no horizontal scroll at 360 px, and no axe violations with a result", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${path}?mon_from=09:00&mon_to=17:00&fri_from=22:00&fri_to=06:00&pay=1&type=maxWeek&blank=1`);
    // On a phone the days are cards, not a table that scrolls.
    await expect(page.getByRole("list", { name: "Hours by day" })).toBeVisible();
    await expect(page.getByLabel("Base pay rate")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`a two-week period with a split shift: overtime per workweek, shared, saved and restored (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.getByLabel("Pay period").selectOption({ label: "2 weeks" });
      await expect(page.getByLabel("Monday from", { exact: true })).toHaveCount(0);
      await page.getByLabel("Week starting").fill("2026-11-16");
      await expect(page.getByRole("group", { name: "Week 2 Monday" })).toContainText("Nov 23");

      // 09:00-12:00 and 13:00-19:00: 9 hours, copied to every day of both weeks.
      await fillDay(page, "Week 1 Monday", "09:00", "12:00");
      await button(page, "Add shift to Week 1 Monday").click();
      await page.getByLabel("Week 1 Monday from (shift 2)").fill("13:00");
      await page.getByLabel("Week 1 Monday to (shift 2)").fill("19:00");
      await expect(page.getByRole("group", { name: "Week 1 Monday" })).toContainText("9.00 h");
      await button(page, "Copy First Row").click();
      await expect(page.getByLabel("Week 2 Sunday from (shift 2)")).toHaveValue("13:00");
      // Week 1: five days, 45 hours. Week 2: four days, 36 hours.
      for (const day of ["Week 1 Saturday", "Week 1 Sunday", "Week 2 Friday", "Week 2 Saturday", "Week 2 Sunday"]) {
        await button(page, `Clear ${day}`).click();
      }
      await page.getByLabel("Include payment information").check();
      await button(page, "Calculate").click();

      // After 40 a week: 5 hours of overtime in week 1 and none in week 2, never 1 hour over the 81.
      await expect(results(page)).toContainText("Total hours81.00");
      await expect(results(page)).toContainText("Total pay$2,922.50");
      await expect(results(page)).toContainText("5.00 h overtime = $262.50");
      await expect(page.getByRole("list", { name: "Week subtotals" }).getByRole("listitem")).toHaveText([
        "Week 1: 45.00 h (45:00), $1,662.50 (5.00 h overtime)",
        "Week 2: 36.00 h (36:00), $1,260.00",
      ]);
      // Each day's hours and pay are on screen at this width.
      const monday = table(page).getByText("$315.00").filter({ visible: true }).first();
      await monday.scrollIntoViewIfNeeded();
      await expect(monday).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The address holds the period and both shifts: a reload opens the same sheet and result.
      const shared = new URL(page.url()).searchParams;
      expect([shared.get("period"), shared.get("w2mon_from2"), shared.get("w2mon_to2")]).toEqual([
        "2",
        "13:00",
        "19:00",
      ]);
      await page.reload();
      await expect(page.getByLabel("Pay period")).toHaveValue("2");
      await expect(page.getByLabel("Week 2 Thursday from (shift 2)")).toHaveValue("13:00");
      await expect(page.getByLabel("Week 2 Friday from")).toHaveValue("");
      await expect(results(page)).toContainText("Total pay$2,922.50");

      // Saved in this browser: a visit without the address brings the period and its shifts back.
      await page.getByLabel("Save values to this browser").check();
      const saved = JSON.parse((await stored(page)) ?? "null");
      expect(saved.payPeriod).toBe(2);
      expect(saved.timeEntries[7]).toEqual({
        day: "Monday",
        week: 2,
        from: "09:00",
        to: "12:00",
        break: "",
        shifts: [{ from: "13:00", to: "19:00" }],
      });
      await page.goto(path);
      await expect(page.getByLabel("Pay period")).toHaveValue("2");
      await expect(page.getByLabel("Week 2 Monday to (shift 2)")).toHaveValue("19:00");
      await expect(page.getByLabel("Week 2 Friday to")).toHaveValue("");
      await button(page, "Calculate").click();
      await expect(results(page)).toContainText("Total hours81.00");
    });
  }

  test("the period's report and CSV carry each week's subtotal and the period's total", async ({ page }) => {
    await keepPrintFrames(page);
    await recordPrints(page);
    await page.goto(
      `${path}?period=2&mon_from=09:00&mon_to=12:00&mon_from2=13:00&mon_to2=17:00&w2tue_from=22:00&w2tue_to=06:00&week=2026-11-16`,
    );
    await expect(results(page)).toContainText("Total hours15.00");
    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download CSV").click()]);
    let text = "";
    for await (const chunk of await download.createReadStream()) text += chunk.toString();
    expect(text.split("\r\n").slice(1, -1)).toEqual([
      'Week 1 Monday Nov 16,"09:00, 13:00","12:00, 17:00",0,7.00,7:00',
      "Week 1 total,,,,7.00,7:00",
      "Week 2 Tuesday Nov 24,22:00,06:00 (+1 day),0,8.00,8:00",
      "Week 2 total,,,,8.00,8:00",
      "Period total,,,,15.00,15:00",
    ]);

    await button(page, "Generate Report").click();
    const report = await expectReportFrame(page, {
      title: "Timesheet Report",
      period: "2 weeks: Mon, Nov 16, 2026 – Sun, Nov 29, 2026",
      employee: "",
      approver: "",
    });
    // Each week's subtotal follows its days; the period's total closes the table.
    await expect(report.locator("tbody tr").filter({ hasText: /total/ })).toHaveText([
      /Week 1 total.*7\.00/,
      /Week 2 total.*8\.00/,
    ]);
    await expect(report.locator("tfoot")).toHaveText(/Period total.*15\.00/);
    await expect(report.locator("body")).toContainText("Total hours: 15.00");
  });

  test("overlapping shifts and a day over 24 hours are named, and nothing typed is lost", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Tuesday", "09:00", "13:00");
    await button(page, "Add shift to Tuesday").click();
    await page.getByLabel("Tuesday from (shift 2)").fill("12:00");
    await page.getByLabel("Tuesday to (shift 2)").fill("17:00");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText("Tuesday: shifts 1 and 2 overlap.");
    await expect(page.getByLabel("Tuesday from (shift 2)")).toHaveValue("12:00");
    await expect(page.getByLabel("Tuesday from (shift 2)")).toHaveAttribute("aria-invalid", "true");
    await expect(table(page)).toHaveCount(0);

    await page.getByLabel("Tuesday from (shift 2)").fill("13:00");
    await button(page, "Add shift to Tuesday").click();
    await expect(button(page, "Add shift to Tuesday")).toHaveCount(0);
    await page.getByLabel("Tuesday from (shift 3)").fill("17:00");
    await page.getByLabel("Tuesday to (shift 3)").fill("12:00");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText("Tuesday: the shifts add up to more than 24 hours.");

    await button(page, "Remove shift 3 from Tuesday").click();
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours8.00");
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

test.describe("a team's period with rounding, a meal rule and pay", () => {
  const employees = (page: Page) => page.getByRole("list", { name: "Employees in this period" }).getByRole("button");
  const summary = (page: Page) => page.getByRole("region", { name: "Team summary" });

  /** Jo Smith by the 7-minute rule with a 30-minute meal after 5 hours at $20; then Ana Ruiz, added with Jo's settings. */
  async function twoEmployees(page: Page) {
    await page.goto(path);
    await page.getByLabel("Week starting").fill("2026-11-16");
    await page.getByLabel("Employee name").fill("Jo Smith");
    await page.getByLabel("Approver name").fill("Sam Lee");
    await page.getByLabel("Round time").selectOption({ label: "7-minute rule" });
    await page.getByLabel(/meal/i).first().check();
    await expect(page.getByLabel("Meal break (minutes)")).toHaveValue("30");
    await expect(page.getByLabel("Meal break after (hours)")).toHaveValue("5");
    await fillDay(page, "Monday", "08:07", "16:38");
    await fillDay(page, "Tuesday", "08:08", "16:30");
    await page.getByLabel("Include payment information").check();
    await page.getByLabel("Base pay rate").fill("20");

    await button(page, "Add employee").click();
    await expect(employees(page)).toHaveText(["Jo Smith", "Employee 2"]);
    // A new sheet starts with the settings of the one in view, and none of its times or its name.
    await expect(page.getByLabel("Round time")).toHaveValue("7min");
    await expect(page.getByLabel(/meal/i).first()).toBeChecked();
    await expect(page.getByLabel("Base pay rate")).toHaveValue("20");
    await expect(page.getByLabel("Monday from")).toHaveValue("");
    await expect(page.getByLabel("Employee name")).toHaveValue("");
    await expect(page.getByLabel("Approver name")).toHaveValue("Sam Lee");
    await page.getByLabel("Employee name").fill("Ana Ruiz");
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await expect(employees(page)).toHaveText(["Jo Smith", "Ana Ruiz"]);
  }

  test("Calculate shows each punch as typed and rounded, the meal, both notations and the team's summary", async ({
    page,
  }) => {
    await twoEmployees(page);
    await employees(page).filter({ hasText: "Jo Smith" }).click();
    await expect(page.getByLabel("Monday from")).toHaveValue("08:07");
    await button(page, "Calculate").click();
    // Monday 08:00 to 16:45 less the meal, 8:15; Tuesday 08:15 to 16:30 less the meal, 7:45.
    await expect(results(page)).toContainText("Total hours16.00");
    await expect(results(page)).toContainText("Rounding added 7 minutes (0:07) over the period.");
    await expect(results(page)).toContainText("Applied on 2 days, 1:00 in all.");
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Day",
      "From",
      "From rounded",
      "To",
      "To rounded",
      "Break (minutes)",
      "Meal (minutes)",
      "Hours",
      "h:mm",
      "Base hours",
      "Overtime hours",
      "Pay",
    ]);
    await expect(dayRow(page, "Monday").getByRole("cell")).toHaveText([
      "08:07",
      "08:00",
      "16:38",
      "16:45",
      "0",
      "30",
      "8.25",
      "8:15",
      "8.25",
      "0.00",
      "$165.00",
    ]);
    const team = summary(page).getByRole("table", { name: "Hours and pay by employee" });
    await expect(team.getByRole("row", { name: /^Jo Smith/ }).getByRole("cell")).toHaveText([
      "16.00",
      "0.00",
      "16.00",
      "16:00",
      "$320.00",
    ]);
    await expect(team.getByRole("row", { name: /^Ana Ruiz/ }).getByRole("cell")).toHaveText([
      "7.50",
      "0.00",
      "7.50",
      "7:30",
      "$150.00",
    ]);
    await expect(team.getByRole("row", { name: /^Team total/ })).toContainText("23.50");
    await expect(team.getByRole("row", { name: /^Team total/ })).toContainText("$470.00");

    // The result follows the employee chosen.
    await employees(page).filter({ hasText: "Ana Ruiz" }).click();
    await expect(results(page)).toContainText("Total hours7.50");
    await expect(dayRow(page, "Monday")).toContainText("7:30");
    // What the sheet in view holds is in the address, its new settings included.
    const shared = new URL(page.url()).searchParams;
    expect([shared.get("round"), shared.get("meal"), shared.get("meal_after"), shared.get("employee")]).toEqual([
      "7min",
      "30",
      "5",
      "Ana Ruiz",
    ]);
  });

  test("one report for the team: the PDF's summary and each sheet, and one CSV", async ({ page }) => {
    await twoEmployees(page);
    await button(page, "Calculate").click();
    await expect(summary(page)).toBeVisible();

    const pdf = await downloadPdf(page, "A4");
    expect(pdf.name).toBe("timesheet-team-2026-11-16.pdf");
    expect(pdf.pages).toBe(3);
    const [first, jo, ana] = pdf.text.split("\f");
    expect(first).toContain("2 employees");
    expect(first).toContain("Jo Smith 16.00 0.00 16.00 16:00 $320.00");
    expect(first).toContain("Ana Ruiz 7.50 0.00 7.50 7:30 $150.00");
    expect(first).toContain("Team total 23.50 0.00 23.50 23:30 $470.00");
    expect(first).toContain("Approver signature");
    expect(first).not.toContain("Employee signature");
    expect(jo).toContain("Jo Smith");
    expect(jo).toContain("Monday Nov 16 08:07 08:00 16:38 16:45 0 30 8.25 8:15 8.25 0.00 $165.00");
    expect(jo).toContain("Rounding added 7 minutes");
    expect(jo).toContain("Employee signature");
    expect(ana).toContain("Ana Ruiz");
    expect(ana).toContain("Monday Nov 16 09:00 09:00 17:00 17:00 30 0 7.50 7:30 7.50 0.00 $150.00");

    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download CSV").click()]);
    expect(download.suggestedFilename()).toBe("timesheet-team-2026-11-16.csv");
    let text = "";
    for await (const chunk of await download.createReadStream()) text += chunk.toString();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "Employee,Regular hours,Regular hours (h:mm),Overtime hours,Overtime hours (h:mm),Hours,Hours (h:mm),Pay",
      "Jo Smith,16.00,16:00,0.00,0:00,16.00,16:00,320.00",
      "Ana Ruiz,7.50,7:30,0.00,0:00,7.50,7:30,150.00",
      "Team total,23.50,23:30,0.00,0:00,23.50,23:30,470.00",
      "",
    ]);
    expect(lines[5]).toBe(
      "Employee,Day,From,From rounded,To,To rounded,Break (minutes),Meal (minutes),Hours,Hours (h:mm),Base hours,Base hours (h:mm),Overtime hours,Overtime hours (h:mm),Pay",
    );
    expect(lines).toContain("Jo Smith,Monday Nov 16,08:07,08:00,16:38,16:45,0,30,8.25,8:15,8.25,8:15,0.00,0:00,165.00");
    expect(lines).toContain("Ana Ruiz,Total,,,,,,0,7.50,7:30,7.50,7:30,0.00,0:00,150.00");

    // Printed, the summary then each sheet, each with its own signatures.
    await keepPrintFrames(page);
    await recordPrints(page);
    await page.reload();
    await button(page, "Generate Report").click();
    const printed = page.locator("iframe[data-print-frame]").contentFrame();
    await expect(printed.locator("[data-report-sheet]")).toHaveCount(2);
    await expect(printed.locator("[data-signature]")).toHaveCount(1 + 2 * 2);
  });

  test("a reload keeps every employee, their settings and the one in view", async ({ page }) => {
    await twoEmployees(page);
    await page.reload();
    await islandsReady(page);
    await expect(employees(page)).toHaveText(["Jo Smith", "Ana Ruiz"]);
    await expect(employees(page).filter({ hasText: "Ana Ruiz" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
    await expect(page.getByLabel("Base pay rate")).toHaveValue("20");
    await employees(page).filter({ hasText: "Jo Smith" }).click();
    await expect(page.getByLabel("Tuesday from")).toHaveValue("08:08");
    await expect(page.getByLabel("Round time")).toHaveValue("7min");
    await expect(page.getByLabel("Week starting")).toHaveValue("2026-11-16");

    // After Calculate the address holds the sheet in view; a reload of it still opens the whole team.
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours16.00");
    await page.getByLabel("Monday break (minutes)").fill("45");
    await page.reload();
    await islandsReady(page);
    await expect(employees(page)).toHaveText(["Jo Smith", "Ana Ruiz"]);
    await expect(page.getByLabel("Monday break (minutes)")).toHaveValue("45");
  });

  test("removing an employee can be undone, and the period holds at most 25", async ({ page }) => {
    await twoEmployees(page);
    await button(page, "Remove Ana Ruiz").click();
    await expect(employees(page)).toHaveCount(0);
    await expect(page.getByText("Removed Ana Ruiz from this period.")).toBeVisible();
    await button(page, "Undo").click();
    await expect(employees(page)).toHaveText(["Jo Smith", "Ana Ruiz"]);
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");

    for (let count = 2; count < 50; count += 1) await button(page, "Add employee").click();
    await expect(page.getByRole("alert")).toContainText("A period holds up to 25 employees.");
    await expect(employees(page)).toHaveCount(25);
    await employees(page).filter({ hasText: "Ana Ruiz" }).click();
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
  });

  test("when storage is full, adding employees says so and the team still works on the page", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00");
    await button(page, "Add employee").click();
    await expect(page.getByText("this browser's storage for the site is full")).toBeVisible();
    await expect(page.getByLabel("Save values to this browser")).not.toBeChecked();
    await fillDay(page, "Monday", "10:00", "12:00");
    await button(page, "Calculate").click();
    await expect(summary(page).getByRole("row", { name: /^Team total/ })).toContainText("10.00");
    await employees(page).first().click();
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
  });
});

test.describe("night differentials", () => {
  test("pay the extra inside the window across midnight, and raise the regular rate overtime is paid on", async ({
    page,
  }) => {
    // Five days of 14:00 to 00:00: 50 hours at $15, two of each day's inside 22:00 to 06:00 at $5 more.
    await page.goto(
      `${path}?mon_from=14:00&mon_to=00:00&tue_from=14:00&tue_to=00:00&wed_from=14:00&wed_to=00:00&thu_from=14:00&thu_to=00:00&fri_from=14:00&fri_to=00:00&pay=1&rate=15`,
    );
    await page.getByRole("button", { name: "Add night differential" }).click();
    await expect(page.getByLabel("Differential from")).toHaveValue("22:00");
    await expect(page.getByLabel("Differential to")).toHaveValue("06:00");
    await page.getByLabel("Differential amount").fill("5");
    await button(page, "Calculate").click();
    // Straight time $750 + $50 = $800 over 50 hours: $16.00; overtime 10 hours at $15 + 0.5 x $16.
    await expect(results(page)).toContainText("Total pay$880.00");
    await expect(results(page)).toContainText("Regular rate: $16.00 an hour");
    await expect(results(page)).toContainText("10.00 h differential = $50.00");
    expect(new URL(page.url()).searchParams.get("diff1_amount")).toBe("5");
  });

  test("a rate of zero or a letter, and overlapping windows, say what is wrong and keep what was typed", async ({
    page,
  }) => {
    await page.goto(path);
    await fillDay(page, "Monday", "20:00", "04:00");
    await page.getByLabel("Include payment information").check();
    await page.getByRole("button", { name: "Add night differential" }).click();
    await page.getByLabel("Differential amount").fill("0");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText("Differential amount must be a number more than 0");
    await page.getByLabel("Differential amount").fill("two");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText("Differential amount must be a number more than 0");
    await expect(page.getByLabel("Differential amount")).toHaveValue("two");
    await expect(page.getByLabel("Differential amount")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Differential amount").fill("2");
    await page.getByRole("button", { name: "Add another differential" }).click();
    await page.getByLabel("Differential 2 from").fill("18:00");
    await page.getByLabel("Differential 2 to").fill("23:00");
    await page.getByLabel("Differential 2 amount").fill("1");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText("Differentials 1 and 2 overlap");
    await expect(page.getByLabel("Differential 2 to")).toHaveValue("23:00");
    await expect(table(page)).toHaveCount(0);

    await page.getByLabel("Differential 2 to").fill("22:00");
    await button(page, "Calculate").click();
    // 2 evening hours at $1 and 6 night hours at $2 on 8 hours at $35.
    await expect(results(page)).toContainText("Total pay$294.00");
  });
});

test("the new settings come from a shared link and open with their result, in the embed too", async ({ page }) => {
  for (const at of [path, `/embed${path}`]) {
    await page.goto(`${at}?mon_from=08:04&mon_to=16:31&round=punch6&meal=30&meal_after=5`);
    await expect(page.getByLabel("Round time")).toHaveValue("punch6");
    await expect(page.getByLabel("Meal break (minutes)")).toHaveValue("30");
    // 08:06 to 16:30 is 8:24, less the 30-minute meal: 7:54.
    await expect(results(page)).toContainText("Total hours7.90");
    await expect(page.getByRole("button", { name: "Add employee" })).toBeVisible();
  }
});

test("a bad meal rule from a link gets the message typing would, and keeps what it said", async ({ page }) => {
  await page.goto(`${path}?mon_from=09:00&mon_to=17:00&meal=abc&meal_after=5`);
  await expect(page.getByLabel("Meal break (minutes)")).toHaveValue("");
  await button(page, "Calculate").click();
  await expect(page.getByRole("alert")).toContainText("The meal break must be a number of minutes from 1 to 240.");
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
