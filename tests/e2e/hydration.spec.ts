/**
 * Pages hydrate at the visitor's first move, not at load (server/defer-hydration.ts).
 * These tests use Playwright's own `page`, which does not wait for hydration, and
 * hold the app's entry script back so the visitor acts before React listens.
 */
import { expect, test, type Page } from "@playwright/test";

/** Holds the entry script until `release` is called: React cannot hydrate before then. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test("a page that is only read loads no app script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/time-tracking", { waitUntil: "load" });
  await page.waitForTimeout(1500);
  expect(scripts).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.move(10, 10);
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test("what is typed and pressed before the tool listens still counts", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto("/military-time-converter", { waitUntil: "load" });
  await page.getByRole("textbox", { name: "Military time" }).fill("1830");
  await page.getByRole("textbox", { name: "Hour", exact: true }).fill("7");
  await page.getByRole("textbox", { name: "Minute", exact: true }).fill("5");
  await page.getByRole("combobox", { name: "AM/PM" }).selectOption("PM");
  await page.getByRole("button", { name: "Convert to standard time" }).click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await hydrated(page);
  const military = page.getByRole("region", { name: "Military to standard" });
  await expect(military.getByRole("status")).toContainText("6:30 PM");
  // The fields typed into before hydration are the tool's own values now.
  await page.getByRole("button", { name: "Convert to military time" }).click();
  await expect(page.getByRole("region", { name: "Standard to military" }).getByRole("status")).toContainText("1905");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on Menu before hydration opens the menu once the page listens", async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto("/pricing", { waitUntil: "load" });
    const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await menu.tap();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  });

  test("a tap on a question before hydration opens its answer once the accordion listens", async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto("/pricing", { waitUntil: "load" });
    const question = page.locator("#faq").getByRole("button").first();
    await question.tap();
    release();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });
});

/** What the reader sees near the top of the window, and how far down they are. */
const place = (page: Page) =>
  page.evaluate(() => {
    const seen = document.elementFromPoint(640, 200);
    return { y: window.scrollY, words: seen?.textContent?.slice(0, 60), top: seen?.getBoundingClientRect().top };
  });

test("a reload keeps the reader's place, before and after the page hydrates", async ({ page }) => {
  await page.goto("/time-tracking", { waitUntil: "load" });
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.reload({ waitUntil: "load" });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

  // Once the app runs, React Router restores the place itself, from the history entry's key.
  await page.mouse.move(10, 10);
  await hydrated(page);
  expect(await page.evaluate(() => typeof window.history.state?.key)).toBe("string");
  await page.evaluate(() => window.scrollTo(0, 2100));
  const before = await place(page);
  await page.reload({ waitUntil: "load" });
  // The same words, not only the same number of pixels: sections not yet laid
  // out hold estimated heights, which must not shift what is in view.
  await expect.poll(() => place(page)).toEqual(before);
  await page.mouse.move(12, 12);
  await hydrated(page);
  expect(await place(page)).toEqual(before);
});

test("back from another page returns to the same words", async ({ page }) => {
  await page.goto("/time-tracking", { waitUntil: "load" });
  await page.mouse.move(10, 10);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 3000));
  const before = await place(page);
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/time-tracking$/);
  await expect.poll(() => place(page)).toEqual(before);
});
