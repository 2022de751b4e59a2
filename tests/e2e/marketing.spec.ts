import { audiencePaths } from "./content";
import { expect, test } from "./fixtures";
import { detailsOf, signUpUrl, sitePaths, summaries } from "./site";

// The site config reads Vite's build-time environment, so the URLs it names are spelled out here.
const appRoot = "https://app.tallyday.app/";
const demoBooking = "https://cal.com/tallyday/demo";

test.describe("audience and industry pages", () => {
  for (const path of audiencePaths) {
    const slug = path.slice(1);
    test(`/${slug} has its heading, the sign-up and demo calls and an FAQ`, async ({ page }) => {
      await page.goto(`/${slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();

      // The Personal plan is free, so the freelancers' start button opens the app rather than the trial sign-up.
      const start =
        slug === "freelancers"
          ? main.getByRole("link", { name: "Start free" }).first()
          : main.getByRole("link", { name: "Get started free" });
      await expect(start).toBeVisible();
      await expect(start).toHaveAttribute("href", slug === "freelancers" ? appRoot : signUpUrl);
      await expect(main.getByRole("link", { name: "Get a demo" }).first()).toHaveAttribute("href", demoBooking);

      const faq = page.locator("#faq");
      await faq.scrollIntoViewIfNeeded();
      expect(await summaries(faq).count()).toBeGreaterThanOrEqual(3);

      // Plans go by their names on /pricing; no page invents one of its own.
      await expect(main.getByText(/freelancer plan/i)).toHaveCount(0);
      // The statement is ours, under our heading, not an unattributed quote.
      await expect(main.getByRole("heading", { name: "Why teams choose Tallyday" })).toBeVisible();
      await expect(main.locator("blockquote, q")).toHaveCount(0);
    });
  }

  test("every scene on an audience page is dated from the build: one month and year, the same on every page", async ({
    page,
  }) => {
    const months = "January|February|March|April|May|June|July|August|September|October|November|December";
    const dates = new Set<string>();
    for (const path of audiencePaths) {
      await page.goto(path);
      // The title bars over the drawn scenes, as wide screens show them.
      const dated = await page
        .locator("main svg[aria-hidden] text")
        .allTextContents()
        .then((texts) => texts.join(" "));
      const found = [...dated.matchAll(new RegExp(`\\b(?:(${months}) )?(\\d{4})\\b`, "g"))];
      expect(found.length, path).toBeGreaterThan(0);
      for (const [, month, year] of found) {
        dates.add(year!);
        if (month) dates.add(month);
      }
    }
    // One year and one month across the whole site, within a month of today (the build ran just before).
    const years = [...dates].filter((value) => /^\d{4}$/.test(value));
    const monthNames = [...dates].filter((value) => !/^\d{4}$/.test(value));
    expect(years).toHaveLength(1);
    expect(monthNames).toHaveLength(1);
    const built = new Date(`${monthNames[0]} 1, ${years[0]}`);
    const now = new Date();
    const monthsApart = (now.getFullYear() - built.getFullYear()) * 12 + now.getMonth() - built.getMonth();
    expect(Math.abs(monthsApart)).toBeLessThanOrEqual(1);
  });

  test("See pricing opens the pricing page in the same tab", async ({ page }) => {
    await page.goto("/remote-teams");
    const link = page.getByRole("main").getByRole("link", { name: "See pricing" });
    await expect(link).not.toHaveAttribute("target", /.+/);
    await link.click();
    await expect(page).toHaveURL("/pricing");
  });
});

test.describe("the FAQ accordion on an audience page", () => {
  test("opens one answer at a time, closes again and moves by keys", async ({ page }) => {
    await page.goto("/nonprofit");
    const faq = page.locator("#faq");
    await faq.scrollIntoViewIfNeeded();
    const triggers = summaries(faq);
    const [first, second] = [triggers.nth(0), triggers.nth(1)];

    await first.click();
    await expect(detailsOf(first)).toHaveAttribute("open");
    await expect(detailsOf(first).locator("div")).toBeVisible();

    await second.click();
    await expect(detailsOf(second)).toHaveAttribute("open");
    await expect(detailsOf(first)).not.toHaveAttribute("open");

    await second.click();
    await expect(detailsOf(second)).not.toHaveAttribute("open");
    await expect(faq.locator("details[open]")).toHaveCount(0);

    const last = triggers.last();
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    await page.keyboard.press("End");
    await expect(last).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
  });
});

test.describe("no horizontal scroll at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of sitePaths) {
    test(`${path} fits 360 px`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

// Two untinted sections in a row read as one gap of white, not two stacked paddings.
test.describe("the gap between two white sections", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/freelancers", "/slack"]) {
    test(`${path} leaves one section gap between white sections`, async ({ page }) => {
      await page.goto(path);
      const gaps = await page.evaluate(() => {
        const sections = [...document.querySelectorAll("main > section")];
        const plain = (section: Element) =>
          getComputedStyle(section).backgroundImage === "none" &&
          getComputedStyle(section).backgroundColor === "rgba(0, 0, 0, 0)";
        const section = parseFloat(getComputedStyle(document.documentElement).fontSize) * 6;
        return sections.slice(1).flatMap((next, index) => {
          const previous = sections[index]!;
          if (!plain(previous) || !plain(next)) return [];
          const gap =
            next.firstElementChild!.getBoundingClientRect().top -
            previous.lastElementChild!.getBoundingClientRect().bottom;
          return [{ gap, section }];
        });
      });
      expect(gaps.length).toBeGreaterThan(0);
      for (const { gap, section } of gaps) expect(gap).toBeLessThanOrEqual(section);
    });
  }
});
