import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { textsCut } from "./controls";
import { path, button } from "./timesheet";

/**
 * The timesheet generator at a phone's width and a desktop's: nothing scrolls sideways or is cut, and
 * axe finds nothing.
 */

test.describe("timesheet generator", () => {
  test("no horizontal scroll at 360 px, and no axe violations with a result", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${path}?mon_from=09:00&mon_to=17:00&fri_from=22:00&fri_to=06:00&pay=1&type=maxWeek&blank=1`);
    // On a phone the days are cards, not a table that scrolls.
    await expect(page.getByRole("list", { name: "Hours by day" })).toBeVisible();
    await expect(page.getByLabel("Base pay rate")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test("at 1280 px a two-week sheet with every column fits its table, pay included", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Rounding adds the rounded punches, the meal rule its column, overtime two more, a night shift "+1 day" and a
    // split shift two times a cell.
    await page.goto(
      `${path}?period=2&week=2026-11-16&round=punch15&meal=30&meal_after=5&pay=1&rate=22.75` +
        "&mon_from=08:07&mon_to=17:53&tue_from=08:08&tue_to=17:53&tue_break=30&wed_from=22:00&wed_to=06:30&wed_break=0" +
        "&fri_from=06:00&fri_to=10:00&fri_from2=14:00&fri_to2=20:00&sat_from=09:00&sat_to=15:00&sat_break=30&type=afterWeek&otweek=40",
    );
    await button(page, "Calculate").click();
    const frames = page.getByRole("region", { name: /Week 1/ });
    await expect(frames).toHaveCount(1);
    const frame = await frames.evaluate((region) => ({ scroll: region.scrollWidth, client: region.clientWidth }));
    expect(frame.scroll, `the table is ${frame.scroll} px in a ${frame.client} px frame`).toBeLessThanOrEqual(
      frame.client,
    );
    // A time on the next day keeps its mark on its own line: "06:30 (+1 day)", typed and rounded alike.
    const nextDay = await frames.evaluate((region) =>
      [...region.querySelectorAll("td")]
        .filter((cell) => cell.textContent!.includes("(+1 day)") && !cell.textContent!.includes(","))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          // Boxes that overlap in height share a line; the mark's smaller type sits lower on the same one.
          const lines: { top: number; bottom: number }[] = [];
          for (const box of [...range.getClientRects()].sort((a, b) => a.top - b.top)) {
            const line = lines.at(-1);
            if (line && box.top < line.bottom - 1) line.bottom = Math.max(line.bottom, box.bottom);
            else lines.push({ top: box.top, bottom: box.bottom });
          }
          return `${cell.textContent}: ${lines.length} line(s)`;
        }),
    );
    expect(nextDay.length).toBeGreaterThanOrEqual(2);
    expect(nextDay.filter((cell) => !cell.endsWith(": 1 line(s)"))).toEqual([]);
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
