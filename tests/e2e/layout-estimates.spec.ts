import { expect, test } from "@playwright/test";
import { sitePaths } from "./site";

/**
 * Before the app runs, a `[data-deferred-block]` below the first screen skips its
 * layout and holds the height its component estimates (app/app.css). Words that
 * ran past a short estimate would sit on the next block's ground, and a contrast
 * checker would judge them there, so each estimate must cover the block's real
 * height at every width between the breakpoints that change it.
 */
const widths = [360, 639, 767, 1023, 1279, 1536];

test("every deferred block's estimated height covers its real one at every width", async ({ page, request }) => {
  test.setTimeout(120_000);
  const paths: string[] = [];
  for (const path of sitePaths) {
    const html = await (await request.get(path)).text();
    // A page that hydrates at load (the contact page) is laid out in full once it has.
    if (html.includes("data-deferred-block") && !html.includes('data-hydrate="load"')) paths.push(path);
  }
  // The home page, the feature pages and the audience pages all hold some.
  expect(paths).toEqual(expect.arrayContaining(["/", "/time-tracking", "/freelancers", "/nonprofit"]));

  const short: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(path);
    expect(await page.locator("html[data-full-layout]").count()).toBe(0);
    const blocks = page.locator("[data-deferred-block]");
    expect(await blocks.first().evaluate((block) => getComputedStyle(block).contentVisibility)).toBe("auto");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const measured = await blocks.evaluateAll((elements) => {
        const root = document.documentElement;
        const estimates = elements.map((element) =>
          parseFloat(getComputedStyle(element).containIntrinsicHeight.replace(/^auto\s+/, "")),
        );
        root.setAttribute("data-full-layout", "");
        const heights = elements.map((element) => element.getBoundingClientRect().height);
        root.removeAttribute("data-full-layout");
        return elements.map((element, index) => ({
          kind: element.getAttribute("data-deferred-block") ?? "",
          estimate: estimates[index] ?? 0,
          height: heights[index] ?? 0,
        }));
      });
      for (const { kind, estimate, height } of measured) {
        if (!(estimate >= height))
          short.push(`${path} ${kind} at ${width}px: ${Math.ceil(height)}px real, ${estimate}px estimated`);
      }
    }
  }
  expect(short).toEqual([]);
});
