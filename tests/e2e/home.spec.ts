import { phoneViews } from "../../src/sections/phone-views";
import { contentSecurityPolicy } from "../../server/rules";
import { tourStepMs } from "../../src/page-scripts/video-facade";
import { storePage, storeSettings } from "./content";
import { expect, test } from "./fixtures";
import { securityManifest, signUpUrl } from "./site";

const demo = "https://cal.com/tallyday/demo";

test("the home page shows its sections in the content's order, each under its own heading", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
  // Every section with an id is on the page, in the content's order, and opens with its title.
  const expected = storePage("/").sections.flatMap((section) =>
    typeof section.id === "string" && typeof section.title === "string"
      ? [{ id: section.id, title: section.title }]
      : [],
  );
  expect(expected.length).toBeGreaterThan(4);
  const onPage = await main
    .locator("section[id]")
    .evaluateAll((sections) =>
      sections.map((section) => ({ id: section.id, title: section.querySelector("h2")?.textContent ?? "" })),
    );
  expect(onPage.filter((section) => expected.some((e) => e.id === section.id))).toEqual(expected);
  await expect(page.getByRole("contentinfo")).toContainText(storeSettings.email);
});

test("the hero leads to sign-up and the demo booking page", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Get started free" })).toHaveAttribute("href", signUpUrl);
  await expect(main.getByRole("link", { name: "Get a demo" }).first()).toHaveAttribute("href", demo);
  const hero = main.getByRole("img", { name: /punch board/ }).first();
  // A drawn mockup, as AVIF where the browser reads it (Chromium does) and WebP elsewhere.
  await expect(hero).toHaveAttribute("src", /^\/mockups\/.+\.webp$/);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/mockups\/.+\.avif$/);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("each ecosystem card links to an anchor on the page", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("#ecosystem > div > ul > li");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Time Tracking",
    "Projects management",
    "Leave management",
  ]);
  const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["#time-tracking", "#project-management", "#leave-management"]);
  for (const href of hrefs) await expect(page.locator(href!)).toHaveCount(1);

  await cards.nth(2).getByRole("link").click();
  await expect(page).toHaveURL(/\/#leave-management$/);
  await expect(page.locator("#leave-management")).toBeInViewport();
});

test("the AI section lists its six capabilities, the time claim and the caveat", async ({ page }) => {
  await page.goto("/");
  const ai = page.locator("#ai");
  await expect(ai.getByRole("heading", { level: 3 })).toHaveText([
    "AI virtual assistant",
    "Client profitability predictor",
    "AI team assignment",
    "Leave trends",
    "Burnout prediction",
    "Smart deadline predictions",
  ]);
  await expect(ai).toContainText("20 hours");
  await expect(ai).toContainText(/verify/i);
});

test("the integrations section names the chat, calendar and payroll tools, and more", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#integrations").getByRole("heading", { level: 3 })).toHaveText([
    "Slack",
    "Google Calendar",
    "Outlook",
    "Payroll",
    "And many more",
  ]);
});

test("the press plays our own product tour, captioned, with nothing fetched from elsewhere", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  // The test clock: the tour's steps move on only when the test moves time.
  await page.clock.install();
  await page.goto("/");
  await page.clock.pauseAt(Date.now() + 60_000);
  const play = page.getByRole("button", { name: "Play the Tallyday product tour" });
  await play.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  // The tour's pictures wait for the press.
  expect(requests.filter((url) => /\/mockups\/(kanban|leave-calendar|reports)-/.test(url))).toEqual([]);

  await play.click();
  const tour = page.getByRole("group", { name: /Tallyday product tour/ });
  await expect(tour).toBeVisible();
  await tour.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(play).toHaveCount(0);
  const caption = tour.locator("[data-tour-caption]");
  await expect(caption).toContainText("punch board");
  await expect(tour.locator("figure:not([hidden]) img")).toHaveAttribute("src", /^\/mockups\/punch-board-/);
  await expect(tour.getByRole("button", { name: "Pause the tour" })).toBeFocused();

  await tour.getByRole("button", { name: "Next step" }).click();
  await expect(tour.getByText("2 / 6")).toBeVisible();
  await expect(caption).toContainText("timesheet");
  await expect(tour.locator("figure:not([hidden]) img")).toHaveAttribute("src", /^\/mockups\/timesheet-/);
  await tour.getByRole("button", { name: "Previous step" }).click();
  await expect(tour.getByText("1 / 6")).toBeVisible();

  // Pausing holds the step; the tour moves on by itself only while playing.
  await tour.getByRole("button", { name: "Pause the tour" }).click();
  await expect(tour.getByRole("button", { name: "Play the tour" })).toBeVisible();
  await page.clock.runFor(tourStepMs * 2);
  await expect(tour.getByText("1 / 6")).toBeVisible();
  await tour.getByRole("button", { name: "Play the tour" }).click();
  await page.clock.runFor(tourStepMs);
  await expect(tour.getByText("2 / 6")).toBeVisible();

  await expect(page.locator("iframe")).toHaveCount(0);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
});

test.describe("the video poster on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows its phone view near full size, the play button under its words and saying what it plays", async ({
    page,
  }) => {
    await page.goto("/");
    const play = page.getByRole("button", { name: "Play the Tallyday product tour" });
    await play.scrollIntoViewIfNeeded();
    const poster = page.locator("[data-video-facade] img");
    await expect(poster).toHaveJSProperty("complete", true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/video-poster-phone-/);
    // The drawing's smallest words are 12 units; shown at 90% or more they read at 11 px or larger.
    const view = phoneViews["/mockups/video-poster.svg"]!;
    const shown = (await poster.boundingBox())!;
    expect(shown.width / view.width).toBeGreaterThanOrEqual(0.9);
    // Its words end 74% of the way down (the punch board's card); the button's pill sits below them.
    const pill = (await play.locator(":scope > span").boundingBox())!;
    expect(pill.y).toBeGreaterThanOrEqual(shown.y + shown.height * 0.745);
    expect(pill.y + pill.height).toBeLessThanOrEqual(shown.y + shown.height);
    await expect(play.getByText("Play the Tallyday product tour")).toBeVisible();
  });
});

test("with a video of our own configured, the press embeds it and only then reaches the video host", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  // Hermetic: record the player's requests but never reach the network.
  await page.route(/youtube|ytimg|googlevideo/, (route) => route.abort());
  // What such a build's server sends: the home page's policy with the video host's frame.
  const home = securityManifest().pages["/"]!;
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const policy = contentSecurityPolicy({ ...home, thirdParties: ["video"] });
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } });
  });
  await page.goto("/");
  // What a build with a YouTube id writes: the embed address, and no tour.
  await page.locator("[data-video-facade]").evaluate((facade) => {
    facade.setAttribute("data-embed-url", "https://www.youtube-nocookie.com/embed/our-own-film?autoplay=1");
    facade.querySelector("template")?.remove();
  });
  const play = page.getByRole("button", { name: /Play the Tallyday/ });
  await play.click();
  const player = page.locator("#what-is-tallyday iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/our-own-film?autoplay=1");
  await expect(player).toHaveAttribute("allow", /autoplay/);
  await expect.poll(() => requests.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
});

test("the pricing section's buttons read as on the home page and lead to sign-up", async ({ page }) => {
  await page.goto("/");
  const pricing = page.locator("#pricing");
  const growth = pricing.locator('[data-plan="growth"]');
  await expect(growth).toContainText("Most popular");
  await expect(growth.getByRole("link")).toHaveText("Get started now");
  // The free plan offers no trial (docs/product.md#pricing).
  await expect(pricing.locator('[data-plan="personal"]').getByRole("link")).toHaveText("Sign up for free");
  await expect(pricing.locator('[data-plan="ultimate"]').getByRole("link")).toHaveText("Start free trial");
  for (const href of await pricing
    .locator("[data-plan] a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toBe(signUpUrl);
  }
  await expect(pricing.getByRole("link", { name: /See full pricing/ })).toHaveAttribute("href", "/pricing");
});

test("the closing call carries the product chips", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Included" }).getByRole("listitem")).toHaveText([
    "Projects",
    "Time Tracking",
    "Time off",
    "Shifts",
    "Calendar",
  ]);
});

test("the raw HTML carries Organization and SoftwareApplication data with offers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@type": string; offers?: Array<{ priceCurrency: string }> },
  );
  expect(blocks.map((block) => block["@type"])).toEqual(
    expect.arrayContaining(["Organization", "SoftwareApplication"]),
  );
  const app = blocks.find((block) => block["@type"] === "SoftwareApplication")!;
  expect(app.offers?.length).toBe(3);
  expect(app.offers?.every((offer) => offer.priceCurrency === "USD")).toBe(true);
});
