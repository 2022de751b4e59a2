import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bundledDocuments, bundledPostCount } from "../../src/blog/test-store";
import { sitemapText } from "./site";

const overtimePost = "/blog/how-to-calculate-overtime";

test.describe("blog", () => {
  test("from the list to a category, a post and a tag", async ({ page }) => {
    await page.goto("/blog");
    const tabs = page.getByRole("navigation", { name: "Blog categories" });
    await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    const rows = page.getByRole("article");
    await expect(rows).toHaveCount(12);
    const first = rows.first();
    await expect(first.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(first.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    // The first cover is on the first screen and loads at once; the others wait until they are near.
    const covers = page.locator('main article img[width="1200"]');
    await expect(covers.first()).toHaveAttribute("loading", "eager");
    await expect(covers.first()).toHaveAttribute("fetchpriority", "high");
    await expect(covers.nth(1)).toHaveAttribute("loading", "lazy");

    await tabs.getByRole("link", { name: "Payroll & compliance" }).click();
    await expect(page).toHaveURL(/\/blog\/category\/payroll-and-compliance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog - Payroll & compliance");
    await expect(tabs.getByRole("link", { name: "Payroll & compliance" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: /How to calculate overtime/ }).click();
    await expect(page).toHaveURL(new RegExp(`${overtimePost}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How to calculate overtime/);
    await expect(page.getByRole("link", { name: "Payroll & compliance" })).toHaveAttribute(
      "href",
      "/blog/category/payroll-and-compliance",
    );
    const tag = page.getByRole("list", { name: "Tags" }).getByRole("link").first();
    const tagText = (await tag.textContent()) ?? "";
    expect(tagText).toMatch(/^#/);
    await tag.click();
    await expect(page).toHaveURL(/\/blog\/tag\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Blog - Tag: /);
    // On the tag screen the category is plain text, not a link.
    await expect(page.getByRole("article").first().getByRole("link", { name: "Payroll & compliance" })).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: "How to calculate overtime" })).toHaveCount(1);
  });

  test("on a phone, each category page opens with its own tab in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const slugs = bundledDocuments("category").map((category) => (category.slug as { current: string }).current);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      await page.goto(`/blog/category/${slug}`);
      const nav = await page.getByRole("navigation", { name: "Blog categories" }).boundingBox();
      const tab = await page.locator('nav[aria-label="Blog categories"] a[aria-current="page"]').boundingBox();
      // Within a pixel: the last tab ends where the row's scroll ends, at a fraction of a pixel.
      expect(tab!.x, slug).toBeGreaterThanOrEqual(nav!.x - 1);
      expect(tab!.x + tab!.width, slug).toBeLessThanOrEqual(nav!.x + nav!.width + 1);
    }
  });

  test("a post shows its byline, cover, body and the way back", async ({ page }) => {
    await page.goto(overtimePost);
    // The cover is drawn as SVG and shown through its raster twin, decoded off the main thread.
    const cover = page.locator('main img[width="1200"]');
    await expect
      .poll(() =>
        cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc),
      )
      .toMatch(/\/media\/blog\/cover-overtime-\d+\.avif$/);
    // The byline's author picture is 32 x 32, from its 96 px twin.
    const avatar = page.locator('main img[width="32"][height="32"]').first();
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc),
      )
      .toMatch(/\/media\/blog\/avatar-[\w-]+-96\.avif$/);
    expect(
      await avatar.evaluate((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]),
    ).toEqual([32, 32]);
    // It starts its byline: nothing of the picture element takes a place before it.
    expect(
      await avatar.evaluate(
        (image) => image.getBoundingClientRect().left - image.closest("div")!.getBoundingClientRect().left,
      ),
    ).toBe(0);
    await expect(page.locator(".post-body h2").first()).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await page.getByRole("link", { name: "← Back to posts" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the empty states and a missing post", async ({ page }) => {
    await page.goto("/blog/category/no-such-category");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog - No such category");
    await expect(page.getByText("No posts found for this category. Please check back later.")).toBeVisible();
    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.goto("/blog/tag/no-such-tag");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog - Tag: No such tag");
    await expect(page.getByText("No posts found for this tag. Please check back later.")).toBeVisible();

    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });

  // The plain Playwright page: the fixture's goto would wait for hydration, which waits for the held data.
  plainTest("a post newer than the build loads through the fallback with its loading text first", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/dataset.*.ndjson", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/blog/no-such-post", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Loading post...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });

  // The app shell draws a post the build did not write; its share buttons answer all the same.
  plainTest("a post newer than the build shares and copies its address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [post] = bundledDocuments("post").filter((doc) => doc.slug);
    const fresh = { ...post, _id: "fresh-post", slug: { _type: "slug", current: "fresh-post" }, title: "Fresh post" };
    await page.route("**/assets/dataset.*.ndjson", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n${JSON.stringify(fresh)}\n` });
    });
    await page.goto("/blog/fresh-post");
    await expect(page.getByRole("heading", { level: 1, name: "Fresh post" })).toBeVisible();
    await page.getByRole("button", { name: "Copy URL" }).click();
    await expect(page.getByText("URL copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL("/blog/fresh-post", page.url()).href,
    );
  });

  test("Copy URL says so for two seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Skip to content adds #main to the address; the post's own address is what is copied.
    await page.goto(`${overtimePost}?ref=feed#main`);
    await page.getByRole("button", { name: "Copy URL" }).click();
    await expect(page.getByText("URL copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(overtimePost, page.url()).href);
    await expect(page.getByText("URL copied!")).toBeHidden({ timeout: 4000 });
  });

  test("Copy URL refused by the browser says how to copy it instead", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Refused", "NotAllowedError"));
    });
    await page.goto(overtimePost);
    await page.getByRole("button", { name: "Copy URL" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Could not copy" })).toHaveText(
      "Could not copy. Select the address bar and copy it from there.",
    );
    await expect(page.getByText("URL copied!")).toBeHidden();
  });

  test("the share buttons open sized popups with the post", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[][] = [];
      (window as unknown as { __opened: string[][] }).__opened = calls;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), String(target), String(features)]);
        return null;
      };
    });
    await page.goto(overtimePost);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: "Share on X" }).click();
    await page.getByRole("button", { name: "Share on LinkedIn" }).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    expect(opened).toHaveLength(2);
    const x = new URL(opened[0]![0]!);
    expect(x.searchParams.get("text")).toBe(`Check out "${title}"`);
    expect(x.searchParams.get("url")).toBe(page.url());
    expect(opened[0]![2]).toContain("width=550,height=420");
    expect(new URL(opened[1]![0]!).searchParams.get("url")).toBe(page.url());
    expect(opened[1]![2]).toContain("width=600,height=600");
  });

  test("an unreachable content store shows each screen's error where the browser reads it", async ({ page }) => {
    // Screens the build did not write are read from the store in the browser (the app shell).
    await page.route("**/assets/dataset.*.ndjson", (route) => route.abort());
    for (const [path, message] of [
      ["/blog/category/a-new-topic", "Failed to load posts for this category."],
      ["/blog/tag/a-new-tag", "Failed to load posts for this tag."],
      ["/blog/a-post-published-later", "Failed to load post."],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole("alert")).toHaveText(message!);
      await expect(page.getByRole("alert")).toHaveClass(/text-red-700/);
    }
    // The rest of the site is unaffected.
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the feed and the sitemap list the posts", async ({ request }) => {
    const rss = await request.get("/blog/rss.xml");
    expect(rss.status()).toBe(200);
    const feed = await rss.text();
    expect(feed.match(/<item>/g)).toHaveLength(bundledPostCount());
    // Each item carries the post's whole excerpt, not the lists' 80-character cut.
    const stored = bundledDocuments("post")
      .map((doc) => doc.excerpt)
      // One with no character XML escapes, so it reads the same in the feed.
      .find(
        (excerpt): excerpt is string => typeof excerpt === "string" && excerpt.length > 90 && !/[&<>'"]/.test(excerpt),
      );
    expect(stored).toBeDefined();
    expect(feed).toContain(`<description>${stored!}</description>`);
    const sitemap = await sitemapText(request);
    expect(sitemap).toContain("/blog/how-to-calculate-overtime</loc>");
    expect(sitemap).toContain("/blog/category/remote-work</loc>");
    expect(sitemap).toContain("/blog/tag/payroll</loc>");
  });

  test("/blog has one title and description, whichever shell answers", async ({ request }) => {
    const head = (html: string) => ({
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    });
    const built = head(await (await request.get("/blog")).text());
    const shell = head(await (await request.get("/blog/published-after-the-build")).text());
    expect(built.title).toMatch(/\| Tallyday$/);
    expect(shell).toEqual(built);
  });

  test("each post has its own meta and BlogPosting data", async ({ request }) => {
    const html = await (await request.get(overtimePost)).text();
    expect(html).toMatch(/<title>How to calculate overtime[^<]*\| Tallyday<\/title>/);
    expect(html).toContain('property="og:type" content="article"');
    // The shared link shows the post's own card; search engines still read its cover in the structured data.
    expect(html).toMatch(
      /property="og:image" content="https:\/\/tallyday\.app\/og\/blog\/how-to-calculate-overtime\.png"/,
    );
    expect(html).toMatch(/"image":"[^"]+\/media\/blog\/cover-overtime\.png"/);
    expect(html).toContain('"@type":"BlogPosting"');
  });

  test("a post ends with three related posts, never itself, the nearest by tags first", async ({ page }) => {
    await page.goto(overtimePost);
    const related = page.getByRole("region", { name: "Related posts" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).not.toContain(overtimePost);
    // It shares two of its three tags (payroll, small business) and its category.
    expect(hrefs[0]).toBe("/blog/payroll-ready-timesheet-checklist");
    await links.first().click();
    await expect(page).toHaveURL(/\/blog\/payroll-ready-timesheet-checklist$/);
    await expect(page.getByRole("region", { name: "Related posts" }).getByRole("link")).toHaveCount(3);
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list and a post are readable from the prerendered HTML", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(12);
    await page.goto(overtimePost);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How to calculate overtime/);
    expect(await page.locator(".post-body p").count()).toBeGreaterThan(5);
    await expect(page.getByRole("region", { name: "Related posts" }).getByRole("link")).toHaveCount(3);
  });
});
