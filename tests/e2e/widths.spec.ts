import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { textsCut } from "./controls";
import { blogSamplePaths, sitePaths } from "./site";

/*
 * Every width a visitor brings (docs/product.md#layout): no page is wider than
 * the window, down to 320 px (WCAG 2.2 reflow); data tables scroll inside their
 * own frame. The header holds each of its items on one line, whole, from 320 to
 * 1440 px.
 */

/** How far the page reaches past the window's right edge, in CSS px (0: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [320, 768, 1024, 1280]) {
  test(`every route fits a window ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const wider: string[] = [];
    for (const path of [...sitePaths, ...blogSamplePaths, "/missing-page"]) {
      await page.goto(path);
      const by = await overflow(page);
      if (by > 0) wider.push(`${path} by ${by} px`);
    }
    expect(wider).toEqual([]);
  });
}

/** Each width from 320 to 1440 px in steps of 16, and the widths either side of each of the header's switches. */
const headerWidths = [
  ...new Set([
    ...Array.from({ length: (1440 - 320) / 16 + 1 }, (_, step) => 320 + step * 16),
    359,
    360,
    374,
    375,
    390,
    414,
    639,
    640,
    767,
    768,
    779,
    800,
    820,
    830,
    834,
    959,
    960,
    1023,
    1024,
    1366,
    1440,
  ]),
].sort((a, b) => a - b);

/**
 * What is wrong with the header's bar at this width: an item (link or button,
 * not inside a menu) on more than one line, cut by the window's edge, or over
 * its neighbour.
 */
function headerFaults(page: Page): Promise<string[]> {
  return page.getByRole("banner").evaluate((header) => {
    const faults: string[] = [];
    const items = [...header.querySelectorAll<HTMLElement>("a, button")].filter(
      (item) => !item.closest("[popover]") && item.checkVisibility() && !item.matches(".sr-only"),
    );
    const boxes = items.map((item) => item.getBoundingClientRect());
    items.forEach((item, index) => {
      const name = item.getAttribute("aria-label") ?? item.textContent?.trim() ?? item.tagName;
      // The lines its words sit on: the bottoms of their text's boxes.
      const lines = new Set<number>();
      const words = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = words.nextNode(); text; text = words.nextNode()) {
        const parent = text.parentElement!;
        if (parent.closest(".sr-only") || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.bottom));
      }
      if (lines.size > 1) faults.push(`${name} on ${lines.size} lines`);
      const box = boxes[index]!;
      if (box.left < 0 || box.right > document.documentElement.clientWidth) faults.push(`${name} cut by the edge`);
      const next = boxes[index + 1];
      if (next && next.left < box.right - 0.5) faults.push(`${name} under the next item`);
    });
    return faults;
  });
}

test("the header keeps every item whole and on one line from 320 to 1440 px", async ({ page }) => {
  await page.goto("/pricing");
  const banner = page.getByRole("banner");
  const faults: string[] = [];
  for (const width of headerWidths) {
    await page.setViewportSize({ width, height: 800 });
    for (const fault of await headerFaults(page)) faults.push(`${width} px: ${fault}`);
    if ((await overflow(page)) > 0) faults.push(`${width} px: the page scrolls sideways`);
    // Either the full header or the Menu button: the menus are always a press away.
    const full = await banner.getByRole("button", { name: "Features" }).isVisible();
    const menu = await banner.getByRole("button", { name: "Menu" }).isVisible();
    if (full === menu) faults.push(`${width} px: ${full ? "both the menus and Menu" : "neither the menus nor Menu"}`);
    if (width < 768 && !menu) faults.push(`${width} px: no Menu button below 768 px`);
  }
  expect(faults).toEqual([]);
});

/**
 * What is wrong with the page's form controls on a phone: text under 16 px (phones zoom
 * the page into such a field when it is pressed, and leave it zoomed), a placeholder
 * longer than its field, or a select's option longer than the select can show, so the
 * chosen one is cut mid-word.
 */
async function controlFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const controls = page.locator("input, select, textarea").filter({ visible: true });
  for (const control of await controls.all()) {
    const { name, type, fontSize } = await control.evaluate((element: HTMLInputElement) => ({
      name: element.labels?.[0]?.textContent?.trim() ?? element.getAttribute("aria-label") ?? element.id,
      type: element.getAttribute("type") ?? "",
      fontSize: getComputedStyle(element).fontSize,
    }));
    if (["radio", "checkbox", "range", "hidden"].includes(type)) continue;
    if (Number.parseFloat(fontSize) < 16) faults.push(`${name}: ${fontSize} text`);
    for (const text of await control.evaluate(textsCut)) faults.push(`${name}: "${text}" is cut`);
  }
  return faults;
}

test("every form control at 320 px shows its text and placeholder whole, at a size phones do not zoom into", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const faults: string[] = [];
  for (const path of sitePaths) {
    await page.goto(path);
    // The overtime rule appears once hours are entered per day.
    if (path === "/overtime-calculator") await page.getByRole("radio", { name: /Hours worked per day/ }).check();
    // The timesheet's pay settings appear once asked for.
    if (path === "/timesheet-generator") await page.getByLabel("Include payment information").check();
    for (const fault of await controlFaults(page)) faults.push(`${path}: ${fault}`);
  }
  expect(faults).toEqual([]);
});

test("a timesheet day's name, hours and buttons never overlap, from 320 px up", async ({ page }) => {
  await page.goto("/timesheet-generator");
  const day = page.getByRole("group", { name: "Wednesday" });
  await page.getByLabel("Wednesday from", { exact: true }).fill("22:00");
  await page.getByLabel("Wednesday to", { exact: true }).fill("11:45");
  await page.getByRole("button", { name: "Add shift to Wednesday" }).click();
  await expect(day.getByText("+1 day")).toBeVisible();
  const faults: string[] = [];
  for (const width of [320, 360, 390, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overlaps = await day.evaluate((group) => {
      // Every visible thing a visitor reads or presses in the day: its text runs and its controls.
      const boxes: Array<{ what: string; box: DOMRect }> = [];
      const walker = document.createTreeWalker(group, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        if (!text.textContent?.trim() || parent.closest(".sr-only, button, label")) continue;
        if (!parent.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        boxes.push({ what: text.textContent.trim(), box: range.getBoundingClientRect() });
      }
      for (const control of group.querySelectorAll<HTMLElement>("input, button")) {
        if (control.checkVisibility())
          boxes.push({ what: control.getAttribute("aria-label") ?? "", box: control.getBoundingClientRect() });
      }
      const found: string[] = [];
      boxes.forEach((one, index) => {
        for (const other of boxes.slice(index + 1)) {
          const apart =
            one.box.right <= other.box.left + 0.5 ||
            other.box.right <= one.box.left + 0.5 ||
            one.box.bottom <= other.box.top + 0.5 ||
            other.box.bottom <= one.box.top + 0.5;
          if (!apart) found.push(`"${one.what}" over "${other.what}"`);
        }
      });
      return found;
    });
    for (const overlap of overlaps) faults.push(`${width} px: ${overlap}`);
  }
  expect(faults).toEqual([]);
});

test("at 320 px the billing switch keeps both choices on one line", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  for (const path of ["/pricing", "/"]) {
    await page.goto(path);
    const switchBox = page.getByRole("group", { name: /billing/i }).first();
    const tops = await switchBox
      .locator("label")
      .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    expect(new Set(tops).size, path).toBe(1);
  }
});

test("at 320 px the running pomodoro's buttons stay inside the timer's panel", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto("/pomodoro-timer");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const pause = page.getByRole("button", { name: "Pause" });
  await expect(pause).toBeVisible();
  const outside = await pause.evaluate((button) => {
    const panel = button.closest("[class*='shadow-card']")!.getBoundingClientRect();
    return [...button.parentElement!.querySelectorAll("button")]
      .filter((each) => {
        const box = each.getBoundingClientRect();
        return box.left < panel.left + 8 || box.right > panel.right - 8;
      })
      .map((each) => each.getAttribute("aria-label") ?? each.textContent);
  });
  expect(outside).toEqual([]);
});

test("at 320 px a card's Explore link keeps its arrow beside its last word", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const stranded: string[] = [];
  for (const path of ["/startups", "/small-business", "/nonprofit", "/agency", "/consulting", "/financial-services"]) {
    await page.goto(path);
    for (const link of await page.getByRole("link", { name: /^Explore / }).all()) {
      const gap = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const arrow = element.querySelector("svg")!.getBoundingClientRect();
        // The arrow is the last thing in the link: the text's last piece is the line it should sit on.
        const words = lines.filter((rect) => rect.right <= arrow.left + 0.5);
        const last = words.at(-1)!;
        return {
          apart: Math.round(arrow.left - last.right),
          sameLine: arrow.top < last.bottom && arrow.bottom > last.top,
        };
      });
      if (!gap.sameLine || gap.apart > 12) stranded.push(`${path}: ${await link.textContent()} (${gap.apart} px)`);
    }
  }
  expect(stranded).toEqual([]);
});

test("the blog's category tabs show the whole focus ring inside their scrolling row", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/blog");
  const tabs = page.getByRole("navigation", { name: "Blog categories" });
  await tabs.getByRole("link").first().focus();
  await page.keyboard.press("Tab");
  const focused = tabs.locator("a:focus-visible");
  await expect(focused).toHaveCount(1);
  const inside = await focused.evaluate((tab) => {
    const style = getComputedStyle(tab);
    const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    const box = tab.getBoundingClientRect();
    const row = tab.closest("ul")!.getBoundingClientRect();
    return box.top - reach >= row.top && box.bottom + reach <= row.bottom;
  });
  expect(inside).toBe(true);
});

test("below 1024 px a timesheet day's times start on a line under its name and hours", async ({ page }) => {
  await page.goto("/timesheet-generator");
  const misplaced: string[] = [];
  for (const width of [320, 390, 640, 768, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    const name = (await page
      .getByRole("group", { name: "Monday" })
      .getByText("Monday", { exact: true })
      .boundingBox())!;
    const from = (await page.getByLabel("Monday from", { exact: true }).boundingBox())!;
    if (from.y < name.y + name.height) misplaced.push(`${width} px`);
  }
  expect(misplaced).toEqual([]);
});
