import { expect, islandsReady, test } from "./fixtures";
import { path, storageKey, fillDay, button, results, table, stored } from "./timesheet";

/**
 * What the timesheet generator keeps and shares: values saved in this browser, the address a result is
 * shared by, and a two-week period carried through both.
 */

test.describe("timesheet generator", () => {
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
    // Storage is written by the module saving asked for; on a busy machine it may arrive after the typing.
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "null")?.reportDetails?.approver).toBe("Sam Lee");
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
    await expect.poll(() => stored(page)).toBeNull();
    await page.reload();
    await islandsReady(page);
    await expect(page.getByLabel("Monday from")).toHaveValue("");
    await expect(page.getByLabel("Report header")).toHaveValue("");
    await expect(save).not.toBeChecked();
  });

  test("what is typed before the saved sheets arrive is kept, not replaced by them", async ({ page }) => {
    const saved = { timeEntries: [{ day: "Monday", from: "08:30", to: "16:45", break: 45 }], roundTime: "15" };
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKey, JSON.stringify(saved)]);
    // The module that reads saved sheets is held back, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/deferred\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await fillDay(page, "Monday", "09:00", "17:00", "30");
    const arrived = page.waitForResponse(/\/assets\/deferred\.[\w-]+\.js$/);
    release();
    await arrived;
    // The breakdown by day comes from that module, so once it shows, the module has had its
    // chance to open the saved sheets (it would have done so first).
    await button(page, "Calculate").click();
    await expect(table(page)).not.toHaveCount(0);
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
    await expect(results(page)).toContainText("Total hours7.50");
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
    // The address follows the result a moment after the press (timesheet-tool.tsx).
    await expect.poll(() => new URL(page.url()).search).toBe("?mon_from=09%3A00&mon_to=17%3A00&mon_break=30&header=Jo");
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
    await expect.poll(() => new URL(page.url()).search).toBe("");
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
      await expect
        .poll(() => {
          const params = new URL(page.url()).searchParams;
          return [params.get("period"), params.get("w2mon_from2"), params.get("w2mon_to2")];
        })
        .toEqual(["2", "13:00", "19:00"]);
      await page.reload();
      await expect(page.getByLabel("Pay period")).toHaveValue("2");
      await expect(page.getByLabel("Week 2 Thursday from (shift 2)")).toHaveValue("13:00");
      await expect(page.getByLabel("Week 2 Friday from")).toHaveValue("");
      await expect(results(page)).toContainText("Total pay$2,922.50");

      // Saved in this browser: a visit without the address brings the period and its shifts back.
      await page.getByLabel("Save values to this browser").check();
      await expect.poll(() => stored(page)).not.toBeNull();
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
