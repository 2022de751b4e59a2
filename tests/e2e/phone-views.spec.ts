import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { viewports } from "./site";

test.use({ viewport: viewports.mobile });

/**
 * Every table on the page either fits its frame, or its frame scrolls with a
 * visible cue: edge shadows and a line saying there is more. Nothing is cut off
 * at a column edge without a word.
 */
async function expectNoSilentClipping(page: Page, where: string) {
  const tables = await page.locator("main table").evaluateAll((elements) =>
    elements
      .filter((table) => (table as HTMLElement).offsetParent !== null)
      .map((table) => {
        let frame = table.parentElement;
        while (frame && getComputedStyle(frame).overflowX === "visible") frame = frame.parentElement;
        const clipped = frame ? table.getBoundingClientRect().width > frame.clientWidth + 1 : false;
        const hint = frame?.previousElementSibling;
        return {
          caption: table.querySelector("caption")?.textContent ?? "",
          clipped,
          cue: Boolean(frame?.classList.contains("scroll-cue")),
          hintShown: Boolean(hint?.hasAttribute("data-scroll-hint") && (hint as HTMLElement).offsetParent !== null),
        };
      }),
  );
  expect(tables.length, where).toBeGreaterThan(0);
  for (const table of tables) {
    if (!table.clipped) continue;
    expect(table.cue && table.hintShown, `${where}: "${table.caption}" is cut off without a cue`).toBe(true);
  }
}

test("the pricing comparison and the Slack commands show every column or say how to see them", async ({ page }) => {
  for (const path of ["/pricing", "/slack"]) {
    await page.goto(path);
    await expectNoSilentClipping(page, path);
  }
  // The Slack commands fit a phone whole: their descriptions wrap.
  await page.goto("/slack");
  const commands = page.getByRole("table", { name: /Slack commands/ });
  const frameWidth = await commands.evaluate((table) => table.parentElement!.clientWidth);
  expect((await commands.boundingBox())!.width).toBeLessThanOrEqual(frameWidth + 1);
});

test("the calculators' result tables show every column or say how to see them", async ({ page }) => {
  await page.goto("/overtime-calculator");
  await page.getByLabel("Monday regular hours").fill("8");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("region", { name: "Breakdown by day" })).toBeVisible();
  await expectNoSilentClipping(page, "/overtime-calculator");

  await page.goto("/timesheet-generator");
  await page.getByLabel("Monday from").fill("09:00");
  await page.getByLabel("Monday to").fill("17:00");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("region", { name: "Hours by day" })).toBeVisible();
  await expectNoSilentClipping(page, "/timesheet-generator");
});
