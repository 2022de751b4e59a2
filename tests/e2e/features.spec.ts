import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { detailsOf, signUpUrl, summaries } from "./site";

// The site config reads Vite's build-time environment, so the URLs it names are spelled out here.
const demoBooking = "https://cal.com/tallyday/demo";
const slackIntegration = "https://app.tallyday.app/integrations/slack/";

const featurePages = [
  { path: "/time-tracking", start: "Get started free" },
  { path: "/project-management", start: "Get started free" },
  { path: "/leave-management", start: "Get started free" },
  { path: "/tallyday-ai", start: "Get started free" },
  // The chat page's hero installs the app; sign-up sits beside "Included in all plans".
  { path: "/slack", start: "Create your free account" },
] as const;

/** Scrolls each drawn mockup into view (they load lazily) and reports any that did not decode as AVIF. */
async function brokenMockups(page: Page): Promise<string[]> {
  const images = page.getByRole("main").locator('img[src^="/mockups/"]');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  const broken: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    // The picture's AVIF source where the browser reads it; a WebP twin otherwise.
    const { width, source } = await image.evaluate((element: HTMLImageElement) => ({
      width: element.naturalWidth,
      source: element.currentSrc,
    }));
    if (width === 0 || !source.endsWith(".avif")) broken.push(source || "?");
  }
  return broken;
}

test.describe("feature pages", () => {
  for (const { path, start } of featurePages) {
    test(`${path} has one heading, the sign-up and demo calls and drawn mockups that load`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main.getByRole("link", { name: start }).first()).toHaveAttribute("href", signUpUrl);
      await expect(main.getByRole("link", { name: "Get a demo" }).first()).toHaveAttribute("href", demoBooking);
      expect(await brokenMockups(page)).toEqual([]);
    });
  }

  test("each closing call states that page's offer: the AI lives in Ultimate, Slack is in every plan", async ({
    page,
  }) => {
    await page.goto("/tallyday-ai");
    const ai = page.getByRole("main");
    // The assistant is not in the Growth trial, so no call on its page offers that trial.
    await expect(ai.getByText(/trial of Growth/)).toHaveCount(0);
    await expect(ai.locator(`section[aria-labelledby="get-started-heading"]`)).toContainText("Ultimate");

    await page.goto("/slack");
    const closing = page.getByRole("main").locator(`section[aria-labelledby="get-started-heading"]`);
    await expect(closing.getByRole("link", { name: "Add to Slack" })).toBeVisible();
    await expect(closing).toContainText("every plan");
    await expect(closing).not.toContainText(/trial/);
  });

  test("the Time Tracking page links to /pricing in the same tab", async ({ page }) => {
    await page.goto("/time-tracking");
    const link = page.getByRole("main").getByRole("link", { name: "See pricing" });
    await expect(link).toHaveAttribute("href", "/pricing");
    await expect(link).not.toHaveAttribute("target", /.+/);
    await link.click();
    await expect(page).toHaveURL("/pricing");
  });

  test("the Leave and AI pages draw their Connect, Download and Ask controls instead of faking them", async ({
    page,
  }) => {
    await page.goto("/leave-management");
    let main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /Google Calendar and Outlook/ })).toHaveCount(1);
    await expect(main.getByRole("button", { name: /connect|download/i })).toHaveCount(0);
    await expect(main.getByRole("link", { name: /connect|download/i })).toHaveCount(0);

    await page.goto("/tallyday-ai");
    main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /Ask box/ })).toHaveCount(1);
    await expect(main.getByRole("textbox")).toHaveCount(0);
    await expect(main.getByRole("button", { name: /^ask$/i })).toHaveCount(0);
  });
});

test.describe("the Slack page", () => {
  test("installs through the app, lists the seven commands and answers three questions", async ({ page }) => {
    await page.goto("/slack");
    const main = page.getByRole("main");

    const install = main.getByRole("link", { name: "Add to Slack" });
    expect(await install.count()).toBeGreaterThanOrEqual(2); // the hero and the closing call
    for (const link of await install.all()) await expect(link).toHaveAttribute("href", slackIntegration);

    const table = main.getByRole("table");
    await expect(table.getByRole("rowheader")).toHaveText([
      "in",
      "out",
      "projects",
      "apply",
      "balance",
      "help",
      "settings",
    ]);
    await expect(main.getByText(/Send help or hi/)).toBeVisible();

    await expect(main.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(main.getByText("Included in all plans at no extra cost").first()).toBeVisible();
    await expect(main.getByText(/admin permission in your Slack workspace/).first()).toBeVisible();

    const faq = page.locator("#faq");
    await faq.scrollIntoViewIfNeeded();
    await expect(summaries(faq)).toHaveCount(3);
  });
});

test.describe("the FAQ accordion on a feature page", () => {
  test("opens one answer at a time, closes again and moves by keys", async ({ page }) => {
    await page.goto("/time-tracking");
    const faq = page.locator("#faq");
    await faq.scrollIntoViewIfNeeded();
    const triggers = summaries(faq);
    expect(await triggers.count()).toBeGreaterThanOrEqual(4);
    const [first, second, last] = [triggers.nth(0), triggers.nth(1), triggers.last()];

    await first.click();
    await expect(detailsOf(first)).toHaveAttribute("open");
    await expect(faq.getByText(/pricing page/)).toBeVisible();
    await expect(faq.getByRole("link", { name: "pricing page" })).toHaveAttribute("href", "/pricing");

    await second.click();
    await expect(detailsOf(second)).toHaveAttribute("open");
    await expect(detailsOf(first)).not.toHaveAttribute("open");

    await second.click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("End");
    await expect(last).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });
});

test.describe("feature pages at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path } of featurePages) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

// A <picture> takes no box of its own; its <source> must not take one either, or it fills
// the grid cell beside the words and pushes the mockup onto a row of its own.
test("on a wide screen each feature mockup sits beside its words", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/time-tracking");
  const rows = await page
    .getByRole("main")
    .locator("picture")
    .evaluateAll((pictures) =>
      pictures.map((picture) => {
        const image = picture.querySelector("img")!.getBoundingClientRect();
        const words = [...picture.parentElement!.children].find((child) => child !== picture)!.getBoundingClientRect();
        return { besideWords: image.top < words.bottom && image.bottom > words.top, apart: image.left !== words.left };
      }),
    );
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) expect(row).toEqual({ besideWords: true, apart: true });
});

test("a statistics band keeps its figures on one line when a caption wraps", async ({ page }) => {
  for (const [path, width] of [
    ["/time-tracking", 1280],
    ["/time-tracking", 700],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const band = page.locator("section.bg-brand-950 dl").first();
    const tops = await band
      .locator("dd")
      .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().top));
    const columns = width >= 1024 ? 4 : 2;
    for (let row = 0; row < tops.length; row += columns) {
      const line = tops.slice(row, row + columns);
      expect(Math.max(...line) - Math.min(...line), `${path} at ${width}px`).toBeLessThan(1);
    }
  }
});
