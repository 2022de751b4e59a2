import { periodText } from "../../src/tools/shared/report-details";
import { expect, test } from "./fixtures";
import { expectPrintedOnOneSheet, expectReportFrame, keepPrintFrames, onPaper, recordPrints } from "./printed-report";
import { path, fillDay, button, results, dayRow } from "./timesheet";

/**
 * The timesheet generator's printed report, its PDF and its CSV, for a week and for a period.
 */

test.describe("timesheet generator", () => {
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
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get("week"), params.get("employee"), params.get("approver")];
      })
      .toEqual(["2026-12-30", "Jo Smith", "Sam Lee"]);
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
});
