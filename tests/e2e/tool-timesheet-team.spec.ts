import type { Page } from "@playwright/test";
import { expect, islandsReady, test } from "./fixtures";
import { downloadPdf } from "./pdf-file";
import { keepPrintFrames, recordPrints } from "./printed-report";
import { path, fillDay, button, results, table, dayRow } from "./timesheet";

/**
 * A team's period in the timesheet generator: several employees, one report and one CSV.
 */

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
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get("round"), params.get("meal"), params.get("meal_after"), params.get("employee")];
      })
      .toEqual(["7min", "30", "5", "Ana Ruiz"]);
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
    // Focus follows the keyboard user: to Undo, then back to the employee it brought back.
    await expect(button(page, "Undo")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(employees(page)).toHaveText(["Jo Smith", "Ana Ruiz"]);
    await expect(employees(page).filter({ hasText: "Ana Ruiz" })).toBeFocused();
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
