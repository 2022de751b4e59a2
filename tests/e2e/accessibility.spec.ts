import AxeBuilder from "@axe-core/playwright";
import { test as unhydrated } from "@playwright/test";
import { expect, test } from "./fixtures";
import { blogSamplePaths, sitePaths, viewports } from "./site";

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });

    for (const path of [...sitePaths, ...blogSamplePaths, "/missing-page"]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
        expect(summary).toEqual([]);
      });
    }

    test("the open menus have no violations", async ({ page }) => {
      await page.goto("/");
      if (name === "mobile") {
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Solutions" }).click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "Solutions" }).click();
      }
      // Radix NavigationMenu puts an aria-hidden focus proxy after an open trigger; it hands
      // focus straight into the menu when reached, so no one ever rests on it.
      const results = await new AxeBuilder({ page }).exclude('span[aria-hidden="true"][tabindex="0"]').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

// Before the app runs, blocks below the first screen skip layout and hold estimated
// heights (app/app.css); words that overflow one must not be judged on the wrong ground.
unhydrated.describe("axe before the page hydrates, at mobile width", () => {
  unhydrated.use({ viewport: viewports.mobile });

  // The contact page hydrates at load (its captcha), so it is only ever seen laid out in full.
  for (const path of sitePaths.filter((path) => path !== "/contact")) {
    unhydrated(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      expect(await page.locator("html[data-full-layout]").count()).toBe(0);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }
});
