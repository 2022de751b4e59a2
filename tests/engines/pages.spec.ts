import { blogSamplePaths, sitePaths } from "../e2e/site";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./in-page";

const phone = { width: 390, height: 844 };

test("every route fits a phone 390 px wide, with no sideways scroll", async ({ visitor }) => {
  test.setTimeout(240_000);
  await visitor.setViewport(phone.width, phone.height);
  const wider: string[] = [];
  for (const path of [...sitePaths, ...blogSamplePaths, "/missing-page"]) {
    await visitor.goto(path);
    const by = await visitor.evaluate(sidewaysOverflow);
    if (by > 0) wider.push(`${path} by ${by} px`);
  }
  expect(wider).toEqual([]);
});

test("the phone menu opens, a group expands, and Escape or Close closes it", async ({ visitor }) => {
  await visitor.setViewport(phone.width, phone.height);
  await visitor.goto("/pricing");
  const sheetLink = (name: string) => () =>
    visitor.evaluate(
      (text) =>
        [...document.querySelectorAll("#mobile-menu a")].some(
          (link) => link.textContent?.trim() === text && link.checkVisibility(),
        ),
      name,
    );

  await visitor.press("button", "Menu");
  await expect.poll(sheetLink("Pricing")).toBe(true);
  await expect.poll(sheetLink("Retail")).toBe(false);
  await visitor.press("summary", "Solutions");
  await expect.poll(sheetLink("Retail")).toBe(true);
  await visitor.key("Escape");
  await expect.poll(sheetLink("Pricing")).toBe(false);

  await visitor.press("button", "Menu");
  await expect.poll(sheetLink("Pricing")).toBe(true);
  await visitor.press("button", "Close menu");
  await expect.poll(sheetLink("Pricing")).toBe(false);
  // Following a link from the sheet lands on its page.
  await visitor.press("button", "Menu");
  await visitor.press("summary", "Resources");
  await visitor.press("link", "Pomodoro timer", { within: "#mobile-menu" });
  await expect.poll(() => visitor.evaluate(() => location.pathname)).toBe("/pomodoro-timer");
});
