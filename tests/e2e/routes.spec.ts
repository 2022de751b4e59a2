import { expect, test } from "./fixtures";
import { e2eSiteUrl, h1Texts, sitemapText, sitePaths } from "./site";

test.describe("every route is prerendered", () => {
  for (const path of sitePaths) {
    test(`${path} returns 200 with one h1, a title and a description in the raw HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const headings = h1Texts(html);
      expect(headings).toHaveLength(1);
      expect(headings[0]!.length).toBeGreaterThan(3);
      expect(html).toMatch(/<title>[^<]+\| Tallyday<\/title>|<title>Tallyday[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${e2eSiteUrl}${path === "/" ? "/" : path}"`));
      expect(html).toContain('property="og:image"');
      // A production build (SITE_URL set) lets every page be indexed.
      expect(html).not.toContain('name="robots"');
    });
  }

  test("titles and descriptions are unique across pages", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of sitePaths) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(sitePaths.length);
    expect(descriptions.size).toBe(sitePaths.length);
  });

  test("the AI page lives at /tallyday-ai", async ({ page }) => {
    await page.goto("/tallyday-ai");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of sitePaths) {
    test(`${path} shows its heading, header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("hello@tallyday.app");
    });
  }
});

test("the sitemap lists every route and robots.txt points to it", async ({ request }) => {
  // The old address still leads to the index, which names the sitemap files.
  const old = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/sitemap-index.xml");
  const sitemap = await sitemapText(request);
  for (const path of sitePaths) {
    expect(sitemap).toContain(`<loc>${e2eSiteUrl}${path}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${e2eSiteUrl}/blog/how-to-calculate-overtime</loc>`);
  expect(sitemap).not.toContain("/404");
  expect(sitemap).not.toContain("/app-shell");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${e2eSiteUrl}/sitemap-index.xml`);
  expect(robots).not.toContain("Disallow: /\n");
});

test("tab icons and sharing image are served", async ({ request }) => {
  const assets = ["/favicon.svg", "/favicon.ico", "/icon-192.png", "/apple-touch-icon.png"];
  for (const asset of [...assets, "/og-image.png"]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect((await response.body()).length, asset).toBeGreaterThan(100);
  }
  // Tab icons are rasters: an SVG one is built as a whole document on the page's main thread.
  const html = await (await request.get("/")).text();
  const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]);
  expect(icons).toEqual(["/favicon.ico", "/icon-192.png"]);
});
