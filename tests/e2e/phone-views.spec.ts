import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sitePaths, viewports } from "./site";

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

test("the calculators' results on a phone are cards that fit the screen, with no table to scroll", async ({ page }) => {
  await page.goto("/overtime-calculator");
  await page.getByLabel("Monday regular hours").fill("8");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("list", { name: "Hours and pay by day" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Hours and pay by day" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);

  await page.goto("/timesheet-generator");
  await page.getByLabel("Monday from").fill("09:00");
  await page.getByLabel("Monday to").fill("17:00");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("list", { name: "Hours by day" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Hours by day" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
});

/** The drawn product pictures beside a page's words (the video's poster and tour fill their own frame). */
const productPictures = (page: Page) => page.locator('main img[src^="/mockups/"]:not([data-video-frame] img)');

interface Shown {
  source: string;
  /** The fetched twin's size in pixels. */
  naturalWidth: number;
  naturalHeight: number;
  /** The picture's box on the page, in CSS px. */
  width: number;
  height: number;
  left: number;
  right: number;
  /** The drawing's units across the picture, as its phone `<source>` declares them (0 without one). */
  viewWidth: number;
}

/** Scrolls to each product picture (they load lazily) and reports what it shows and where. */
async function showProductPictures(page: Page): Promise<Shown[]> {
  const images = productPictures(page);
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  const shown: Shown[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    shown.push(
      await image.evaluate(async (element: HTMLImageElement) => {
        const box = element.getBoundingClientRect();
        const phone = element.parentElement?.querySelector("source[media]");
        // The twin's own pixels: `naturalWidth` of an image chosen from a srcset is scaled to its slot.
        const twin = new Image();
        twin.src = element.currentSrc;
        await twin.decode();
        return {
          source: element.currentSrc,
          naturalWidth: twin.naturalWidth,
          naturalHeight: twin.naturalHeight,
          width: box.width,
          height: box.height,
          left: box.left,
          right: box.right,
          viewWidth: Number(phone?.getAttribute("width") ?? 0),
        };
      }),
    );
  }
  return shown;
}

const mockupRequests = (page: Page) => {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/mockups/") && !pathname.includes("video-poster")) urls.push(pathname);
  });
  return urls;
};

const productPages = ["/", "/leave-management", "/nonprofit", "/retail"];

test.describe("product pictures on a phone", () => {
  for (const path of productPages) {
    test(`${path} shows each product screen as a phone view, legible, sharp and within the screen`, async ({
      page,
    }) => {
      const requests = mockupRequests(page);
      await page.goto(path);
      const viewport = page.viewportSize()!;
      for (const picture of await showProductPictures(page)) {
        const what = `${path}: ${picture.source}`;
        expect(picture.source, what).toMatch(/\/mockups\/[a-z-]+-phone-\d+\.avif$/);
        // A twin at least as sharp as the screen, and not a desktop-sized one.
        expect(picture.naturalWidth / picture.width, what).toBeGreaterThanOrEqual(1);
        expect(picture.naturalWidth / picture.width, what).toBeLessThanOrEqual(3.5);
        // Drawn at two thirds of its size or more, where the whole drawing would be under half.
        expect(picture.viewWidth / picture.width, what).toBeLessThanOrEqual(1.5);
        // Its box has the phone view's shape, and stays on the screen.
        expect(picture.width / picture.height, what).toBeCloseTo(picture.naturalWidth / picture.naturalHeight, 1);
        expect(picture.left, what).toBeGreaterThanOrEqual(0);
        expect(picture.right, what).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // A phone fetches the phone views only.
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => !url.includes("-phone-"))).toEqual([]);
    });
  }

  test("a phone view's box has its shape before it loads, so nothing moves when it arrives", async ({ page }) => {
    await page.goto("/leave-management");
    const last = productPictures(page).last();
    const before = await last.evaluate((element: HTMLImageElement) => ({
      loaded: element.complete && element.naturalWidth > 0,
      height: element.getBoundingClientRect().height,
    }));
    expect(before.loaded).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const after = await last.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().height);
    expect(Math.abs(after - before.height)).toBeLessThanOrEqual(1);
  });

  test("the home hero's phone view still loads first and at once", async ({ page }) => {
    await page.goto("/");
    const hero = productPictures(page).first();
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() => hero.evaluate((element: HTMLImageElement) => element.currentSrc))
      .toMatch(/-phone-720\.avif$/);
  });
});

test("the product tour shows each screen's phone view in a taller frame on a phone, the whole screen on a desktop", async ({
  page,
}) => {
  for (const [viewport, source] of [
    [viewports.mobile, /-phone-\d+\.avif$/],
    [viewports.desktop, /\/mockups\/[a-z-]+(?<!-phone)-\d+\.avif$/],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("button", { name: /product tour/ }).click();
    const step = page.locator("[data-tour-step]:not([hidden]) img");
    await expect.poll(() => step.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(source);
    const frame = await page.locator("[data-video-frame]").boundingBox();
    expect(frame!.height / frame!.width).toBeCloseTo(viewport === viewports.mobile ? 4 / 3 : 9 / 16, 1);
  }
});

/**
 * A fresh connection's first round trip carries about 14 KB. The picture a phone shows on a
 * page's first screen has to fit in it beside its headers, or the screen waits one more round
 * trip for it (docs/decisions/images.md, "The first screen's picture").
 */
const firstPictureLimit = 12 * 1024;

test("every page's first picture on a phone fits one round trip: its phone twin weighs 12 KB or less", async ({
  request,
}) => {
  const weights: string[] = [];
  for (const path of sitePaths) {
    const html = await (await request.get(path)).text();
    const first = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].find(([picture]) =>
      picture.includes('loading="eager"'),
    )?.[0];
    const twin = first?.match(/<source media="\(max-width: 639px\)" type="image\/avif" srcSet="(\S+) 720w/)?.[1];
    if (!twin) continue;
    const bytes = (await (await request.get(twin)).body()).length;
    weights.push(`${path} ${twin} ${bytes}`);
    expect.soft(bytes, `${path}: ${twin}`).toBeLessThanOrEqual(firstPictureLimit);
  }
  // The pages that open on a product picture: the home page, features, audiences, integrations.
  expect(weights.length, weights.join("\n")).toBeGreaterThanOrEqual(12);
});

test.describe("product pictures on a desktop", () => {
  test.use({ viewport: viewports.desktop });

  for (const path of productPages) {
    test(`${path} shows each whole drawing and fetches no phone view`, async ({ page }) => {
      const requests = mockupRequests(page);
      await page.goto(path);
      for (const picture of await showProductPictures(page))
        expect(picture.source, path).toMatch(/\/mockups\/[a-z-]+(?<!-phone)-\d+\.avif$/);
      expect(requests.filter((url) => url.includes("-phone-"))).toEqual([]);
    });
  }
});
