import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A page draws its icons from its own copy of them (docs/decisions/icons.md): a first visit
 * does not fetch the shared sprite, before a press or after it.
 */

const spriteRequests = (page: Page) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/icons.svg") requests.push(request.url());
  });
  return requests;
};

const iconHrefs = (page: Page) =>
  page.locator("use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));

for (const path of ["/privacy", "/pricing", "/", "/working-hours-calculator", "/timesheet-generator"]) {
  test(`${path} draws every icon from the page, without the sprite`, async ({ page }) => {
    const requests = spriteRequests(page);
    await page.goto(path);
    const hrefs = await iconHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^#icon-[\w-]+$/);
    // The fixture has let every island hydrate: hydration kept the page's addresses.
    expect(requests).toEqual([]);
  });
}

test("icons a tool draws on a press come from the page too", async ({ page }) => {
  const requests = spriteRequests(page);
  await page.goto("/pomodoro-timer");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pause", exact: true }).locator("use")).toHaveAttribute(
    "href",
    "#icon-pause",
  );
  // A break below zero: the message and its icon come with the tool's first load.
  await page.goto("/working-hours-calculator");
  await page.getByRole("button", { name: "Add Time Block" }).click();
  await page.getByLabel("Start time").first().fill("09:00");
  await page.getByLabel("End time").first().fill("17:00");
  await page.getByRole("spinbutton", { name: "Break (minutes)" }).first().fill("-5");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert").locator("use")).toHaveAttribute("href", "#icon-circle-exclamation-point");
  for (const href of await iconHrefs(page)) expect(href).toMatch(/^#icon-[\w-]+$/);
  expect(requests).toEqual([]);
});
