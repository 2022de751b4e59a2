import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sitemapText } from "./site";

/**
 * The blog's pages over a blog of a few hundred posts: a build of its own from a
 * generated dataset (`npm run build:e2e-blog`, scripts/build-e2e-blog.ts), served
 * on a port of its own apart from the suite's server.
 */
const buildDir = "build-e2e-blog";
const port = Number(process.env.E2E_PORT ?? 4173) + 60;
const origin = `http://localhost:${port}`;
const category = "/blog/category/time-tracking";

let server: ChildProcess | undefined;

// One server on one port: the file's tests run in one worker, one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  if (!existsSync(`${buildDir}/client/blog/index.html`)) {
    throw new Error(`No ${buildDir}/: run \`npm run build:e2e-blog\` first (npm test does).`);
  }
  server = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(`localhost:${port}`)) resolve();
    });
    server!.on("exit", (code) => reject(new Error(`The server exited early with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("blog pages", () => {
  test("the list moves page by page: page 1 has no Previous, the last page no Next", async ({ page }) => {
    await page.goto(`${origin}/blog`);
    await expect(page.getByRole("article")).toHaveCount(12);
    const firstPageTitles = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText("1");

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${origin}/blog/page/2`);
    await expect(page).toHaveTitle(/Page 2/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://tallyday.app/blog/page/2");
    await expect(page.getByRole("navigation", { name: "Blog categories" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(12);
    const secondPageTitles = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText("2");

    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${origin}/blog`);

    // The last number in the pager is the last page: a Previous, no Next, and the rest of the posts.
    const last = pager(page)
      .getByRole("link", { name: /^Page \d+$/ })
      .last();
    const lastNumber = Number(await last.textContent());
    expect(lastNumber).toBeGreaterThan(10);
    await last.click();
    await expect(page).toHaveURL(`${origin}/blog/page/${lastNumber}`);
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(pager(page).getByRole("link", { name: "Previous" })).toBeVisible();
    const onLast = await page.getByRole("article").count();
    expect(onLast).toBeGreaterThan(0);
    expect(onLast).toBeLessThanOrEqual(12);
  });

  test("a category has pages of its own, under its own tab", async ({ page }) => {
    await page.goto(`${origin}${category}`);
    await expect(page.getByRole("article")).toHaveCount(12);
    await pager(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(`${origin}${category}/page/2`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog - Time tracking");
    await expect(page).toHaveTitle(/^Blog - Time tracking - Page 2 \| Tallyday$/);
    const tabs = page.getByRole("navigation", { name: "Blog categories" });
    await expect(tabs.getByRole("link", { name: "Time tracking" })).toHaveAttribute("aria-current", "page");
    // Every row on the page is of this category.
    const rows = page.getByRole("article");
    await expect(rows).toHaveCount(12);
    for (const row of await rows.all())
      await expect(row.getByRole("link", { name: "Time tracking", exact: true })).toBeVisible();
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${origin}${category}`);
  });

  test("a page past the end answers 404, and says so", async ({ page, request }) => {
    expect((await request.get(`${origin}/blog/page/999`)).status()).toBe(404);
    expect((await request.get(`${origin}${category}/page/999`)).status()).toBe(404);
    expect((await request.get(`${origin}/blog/page/2`)).status()).toBe(200);
    await page.goto(`${origin}/blog/page/999`);
    await expect(page.getByRole("heading", { name: "This page has no posts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/blog");
    await expect(page).toHaveTitle(/Page 999/);
    // A category the build did not know: the app shell pages it in the browser, with the same answer.
    expect((await request.get(`${origin}/blog/category/made-up/page/2`)).status()).toBe(404);
    await page.goto(`${origin}/blog/category/made-up/page/2`);
    await expect(page.getByRole("heading", { name: "This page has no posts" })).toBeVisible();
    await expect(page).toHaveTitle(/^Blog - Made up - Page 2 \| Tallyday$/);
  });

  test("the sitemap lists each list's pages, and the feed the newest 20 posts", async ({ request }) => {
    const sitemap = await sitemapText(request, origin);
    expect(sitemap).toContain("https://tallyday.app/blog/page/2</loc>");
    expect(sitemap).toContain(`https://tallyday.app${category}/page/2</loc>`);
    expect(sitemap).not.toContain("/blog/page/1</loc>");
    const feed = await (await request.get(`${origin}/blog/rss.xml`)).text();
    expect(feed.match(/<item>/g)).toHaveLength(20);
  });
});
