import { expect, test } from "./fixtures";
import { path, fillDay, button, results, table, dayRow, tabTo } from "./timesheet";

/**
 * Entering a week and what the timesheet generator says about it: copying a row, night shifts,
 * rounding, pay, night differentials, the keyboard alone, and inputs it rejects without losing them.
 */

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

  test("a result the sheet no longer matches says so until Calculate", async ({ page }) => {
    const outOfDate = page.getByText(/changed since these results/);
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("7.50");
    await expect(outOfDate).toBeHidden();
    await page.getByLabel("Monday break (minutes)").fill("60");
    await expect(outOfDate).toBeVisible();
    await page.getByLabel("Monday break (minutes)").fill("30");
    await expect(outOfDate).toBeHidden();
    await fillDay(page, "Tuesday", "09:00", "12:00");
    await expect(outOfDate).toBeVisible();
    await button(page, "Calculate").click();
    await expect(outOfDate).toBeHidden();
    await expect(results(page)).toContainText("10.50");
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

  test("a night shift running into the next day's shift is named, not counted twice", async ({ page }) => {
    await page.goto(path);
    await fillDay(page, "Monday", "22:00", "10:00");
    await fillDay(page, "Tuesday", "08:00", "16:00");
    await button(page, "Calculate").click();
    await expect(page.getByRole("alert")).toContainText(
      "Monday: a shift runs past midnight into Tuesday's shift from 08:00.",
    );
    await expect(page.getByLabel("Monday from")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Tuesday from")).toHaveValue("08:00");
    await expect(table(page)).toHaveCount(0);

    await page.getByLabel("Tuesday from").fill("10:00");
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours18.00");
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
    await expect.poll(() => new URL(page.url()).searchParams.get("round")).toBeNull();
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
    await expect(button(page, "Add shift to Tuesday")).toBeFocused();
    // Tab meets the day's controls in the order they are drawn: + before x.
    await page.getByLabel("Tuesday break (minutes)").focus();
    await page.keyboard.press("Tab");
    await expect(button(page, "Add shift to Tuesday")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button(page, "Clear Tuesday")).toBeFocused();
    await button(page, "Calculate").click();
    await expect(results(page)).toContainText("Total hours8.00");
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
    await expect.poll(() => new URL(page.url()).searchParams.get("diff1_amount")).toBe("5");
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
