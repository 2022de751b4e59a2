import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bundledDocuments } from "../../src/blog/test-store";

/** Site search (docs/product.md#search) over the bundled blog and the site's pages. */

const field = (page: Page) => page.getByRole("searchbox", { name: "Search posts and pages" });
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /result/ });
const categoryTitles = bundledDocuments("category").map((category) => String(category.title));

/** Resolves once the results on screen are those of `words` (search.ts marks them). */
const shown = (page: Page, words: string) =>
  page.waitForFunction(
    (expected) => document.querySelector<HTMLElement>("[data-search]")?.dataset.searchShown === expected,
    words,
  );

test.describe("search", () => {
  test("a word from a post's title finds that post first, as the reader types in the blog's header", async ({
    page,
  }) => {
    await page.goto("/blog");
    await field(page).pressSequentially("blackout");
    await shown(page, "blackout");
    const first = results(page).getByRole("link").first();
    await expect(first).toHaveText("Blackout dates and peak-season leave, without the resentment");
    await expect(first).toHaveAttribute("href", "/blog/blackout-dates-and-peak-season-leave");
    await expect(status(page)).toHaveText(/^\d+ results? for “blackout”$/);
    // The matching words are marked, and the result says its category.
    await expect(results(page).locator("li").first().locator("mark").first()).toHaveText(/blackout/i);
    await expect(results(page).locator("li").first()).toContainText("Leave & time off");
    await first.click();
    await expect(page).toHaveURL(/\/blog\/blackout-dates-and-peak-season-leave$/);
  });

  test("finds the feature, audience and tool pages, with their section and a date for posts", async ({ page }) => {
    await page.goto("/search?q=overtime");
    await shown(page, "overtime");
    const links = results(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toContain("/overtime-calculator");
    expect(hrefs).toContain("/blog/how-to-calculate-overtime");
    // Never an embed, a list, a legal page or the search page itself.
    for (const href of hrefs) expect(href).not.toMatch(/^\/(embed|blog\/(page|category|tag)|privacy|terms|search)\b/);
    const post = results(page)
      .locator("li")
      .filter({ has: page.locator('a[href="/blog/how-to-calculate-overtime"]') });
    await expect(post).toContainText(/Payroll & compliance · May 19, 2026/);
  });

  test("an excerpt is the page's own words: no label, byline, no-script note or other tools' cards", async ({
    page,
  }) => {
    const excerpts = async (words: string) => {
      await page.goto(`/search?q=${encodeURIComponent(words)}`);
      await shown(page, words);
      return (await results(page).locator("li").allInnerTexts()).map((text) => text.replace(/\s+/g, " "));
    };
    const overtime = (await excerpts("overtime calculator")).find((text) => text.startsWith("Overtime calculator"));
    expect(overtime).toContain("Enter a week of regular, overtime and double-time hours");
    // "Free tool" is the badge above the title: a label, not what the page says.
    expect(overtime).not.toMatch(/\btool Overtime calculator/);
    const pomodoro = (await excerpts("pomodoro")).find((text) => text.startsWith("Pomodoro timer"));
    expect(pomodoro).toContain("Focus in 20-minute rounds");
    expect(pomodoro).not.toContain("needs JavaScript");
    const timesheet = await excerpts("timesheet");
    // A post's byline (author, date, minutes to read) is not its words; its date shows as the result's own line.
    for (const text of timesheet) expect(text).not.toMatch(/min read\./);
    const hours = (await excerpts("working hours")).find((text) => text.startsWith("Working hours calculator"));
    // The cards to the other tools belong to those tools' own results.
    expect(hours).not.toMatch(/Overtime calculatorWeekly|Pomodoro timerFocus/);
    // A figure and its caption are two words, not one ("time zone24/7").
    const figures = await excerpts("whatever your time zone");
    expect(figures.some((text) => text.includes("time zone 24/7"))).toBe(true);
  });

  test("an excerpt keeps apart what the page sets apart, and holds no controls or embed code", async ({ page }) => {
    const excerpts = async (words: string) => {
      await page.goto(`/search?q=${encodeURIComponent(words)}`);
      await shown(page, words);
      return (await results(page).locator("li").allInnerTexts()).map((text) => text.replace(/\s+/g, " "));
    };
    // Two calls side by side are two phrases, not "Start freeGet a demo".
    const demo = await excerpts("get a demo");
    expect(demo.some((text) => /(free|Slack) Get a demo/.test(text))).toBe(true);
    expect(demo.filter((text) => /[a-z]Get a demo/.test(text))).toEqual([]);
    // A tool's controls in their starting state, and the code to embed it, are not the page's words.
    const pomodoro = (await excerpts("pomodoro")).find((text) => text.startsWith("Pomodoro timer"));
    expect(pomodoro).toContain("Focus in 20-minute rounds");
    expect(pomodoro).not.toMatch(/20:00|Ready\./);
    for (const text of await excerpts("embed")) expect(text).not.toMatch(/iframe|addEventListener|Copy embed code/);
  });

  test("the index reads a table's caption, heading cells and rows as words of their own", async ({ page }) => {
    await page.goto("/search");
    // Each page's whole indexed text, as Pagefind hands it to the results.
    const indexed = await page.evaluate(async () => {
      const pagefind = await import(/* @vite-ignore */ "/pagefind/pagefind.js" as string);
      const all = await pagefind.search(null);
      const pages = await Promise.all(all.results.map((result: { data: () => Promise<unknown> }) => result.data()));
      return Object.fromEntries((pages as { url: string; content: string }[]).map((p) => [p.url, p.content]));
    });
    expect(indexed["/slack/"]).toContain("Command What it does in Clocks you in");
    expect(indexed["/military-time-converter/"]).toContain(
      "Military time chart Every whole hour of the day. Military Standard 0100 1:00 AM.",
    );
  });

  test("a category narrows the results to its posts, and the address says so", async ({ page }) => {
    await page.goto("/search?q=timesheet");
    await shown(page, "timesheet");
    const everything = Number((await status(page).textContent())?.match(/^\d+/)?.[0]);
    await page.getByRole("group", { name: "Posts in" }).getByText("Payroll & compliance").click();
    await expect(page).toHaveURL(/\/search\?q=timesheet&category=Payroll\+%26\+compliance$/);
    await expect(status(page)).not.toHaveText(`${everything} results for “timesheet”`);
    const narrowed = Number((await status(page).textContent())?.match(/^\d+/)?.[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(everything);
    for (const item of await results(page).locator("li").all())
      await expect(item).toContainText("Payroll & compliance");
    // The address opens the same search.
    await page.reload();
    await shown(page, "timesheet");
    await expect(page.getByRole("radio", { name: "Payroll & compliance" })).toBeChecked();
    await expect(status(page)).toHaveText(`${narrowed} ${narrowed === 1 ? "result" : "results"} for “timesheet”`);
  });

  test("an empty result says so and offers the categories", async ({ page }) => {
    await page.goto("/blog");
    await field(page).pressSequentially("xylophone");
    await shown(page, "xylophone");
    await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveText("No results for “xylophone”.");
    await expect(results(page)).toBeHidden();
    const offered = page.getByText("Try other words, or browse the blog by category:").locator("..");
    for (const title of categoryTitles) await expect(offered.getByRole("link", { name: title })).toBeVisible();
    // Clearing the field clears the results and what was said.
    await field(page).fill("");
    await shown(page, "");
    await expect(offered).toBeHidden();
  });

  test("by keyboard: type, then Tab to the results, each a link; Enter in the header opens every result", async ({
    page,
  }) => {
    await page.goto("/blog/category/remote-work");
    await field(page).focus();
    await page.keyboard.type("time zones");
    await shown(page, "time zones");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(results(page).getByRole("link").first()).toBeFocused();
    await field(page).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=time\+zones$/);
    await shown(page, "time zones");
    await expect(field(page)).toHaveValue("time zones");
  });

  test("More results by keyboard: the last press moves focus to the first result it added", async ({ page }) => {
    await page.goto("/search?q=leave");
    await shown(page, "leave");
    const more = page.getByRole("button", { name: "More results" });
    await more.focus();
    let before = await results(page).getByRole("link").count();
    for (let press = 0; press < 10 && (await more.isVisible()); press++) {
      before = await results(page).getByRole("link").count();
      await page.keyboard.press("Enter");
      await expect(results(page).getByRole("link")).not.toHaveCount(before);
    }
    await expect(more).toBeHidden();
    await expect(results(page).getByRole("link").nth(before)).toBeFocused();
  });

  test("words typed while a slow search runs show their own results, never an older search's", async ({ page }) => {
    // Pagefind's WebAssembly is held back until every key is typed: the first search cannot end before then.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pagefind/wasm.*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/blog");
    await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>("[data-search]")!;
      const seen: string[] = [];
      (window as unknown as { shownWords: string[] }).shownWords = seen;
      new MutationObserver(() => seen.push(box.dataset.searchShown ?? "")).observe(box, {
        attributeFilter: ["data-search-shown"],
      });
    });
    await field(page).pressSequentially("blackout");
    release();
    await shown(page, "blackout");
    await expect(results(page).getByRole("link").first()).toHaveAttribute(
      "href",
      "/blog/blackout-dates-and-peak-season-leave",
    );
    // The search for the first letter ended after the last key: its results were never drawn.
    expect(await page.evaluate(() => (window as unknown as { shownWords: string[] }).shownWords)).toEqual(["blackout"]);
    await expect(status(page)).toHaveText(/^\d+ results? for “blackout”$/);
  });

  test("loads nothing of search until the field is used", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) requested.push(request.url());
    });
    for (const path of ["/blog", "/blog/tag/payroll", "/search"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(requested).toEqual([]);
    await field(page).focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
  });

  test("a search that cannot load says so and offers the categories", async ({ page }) => {
    await page.route("**/pagefind/**", (route) => route.abort());
    await page.goto("/blog");
    await field(page).pressSequentially("leave");
    await expect(page.getByRole("status").filter({ hasText: "could not load" })).toBeVisible();
    await expect(page.getByRole("link", { name: categoryTitles[0] }).first()).toBeVisible();
    await expect(field(page)).toHaveValue("leave");
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blog's form reaches the search page with the words in the address", async ({ page }) => {
    await page.goto("/blog");
    await field(page).fill("overtime in California");
    await field(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=overtime\+in\+California$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the blog and the site");
    await expect(page.getByText("Search runs in your browser and needs JavaScript.")).toBeVisible();
    for (const title of categoryTitles) await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  });
});
