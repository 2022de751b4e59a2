import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { blogSamplePaths, sitePaths, summaries, viewports } from "./site";

// The two ends every page lays out between: the desktop, and the narrowest a page must reflow
// to (WCAG 1.4.10: 320 CSS px), which has the phone's layout. The bench runs axe at the phone's
// 390 px as well (npm run bench).
const widths = { desktop: viewports.desktop, narrow: { width: 320, height: 720 } };

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });

    for (const path of [...sitePaths, ...blogSamplePaths, "/missing-page"]) {
      test(`${path} has no violations`, async ({ page }) => {
        // Loaded, with every island hydrated (fixtures.ts): what a visitor meets.
        await page.goto(path);
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
      if (viewport.width < 768) {
        await page.getByRole("button", { name: "Menu" }).click();
        await summaries(page.getByRole("navigation", { name: "Mobile" }), "Solutions").click();
      } else {
        await page.getByRole("banner").getByRole("button", { name: "Solutions" }).click();
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
