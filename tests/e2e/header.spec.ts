import { storePage } from "./content";
import { expect, test } from "./fixtures";
import { buttonExpanded, detailsOf, signUpUrl, summaries, viewports } from "./site";

test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop });

  test("Features, Solutions and Resources menus open with their links", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Menu" })).toBeHidden();

    await banner.getByRole("button", { name: "Features" }).click();
    for (const name of [
      "Time Tracking",
      "Project Management",
      "Leave Management",
      "Tallyday AI",
      "Slack integration",
    ]) {
      await expect(banner.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(banner.getByRole("link", { name: /Tallyday AI/ })).toHaveAttribute("href", "/tallyday-ai");

    await banner.getByRole("button", { name: "Solutions" }).click();
    const main = banner.getByRole("navigation", { name: "Main" });
    for (const heading of ["Company type", "Industries", "Learn"]) {
      await expect(main.getByText(heading, { exact: true })).toBeVisible();
    }
    await expect(banner.getByRole("link", { name: "Financial services" })).toHaveAttribute(
      "href",
      "/financial-services",
    );
    await expect(banner.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blog");
    await expect(banner.getByRole("link", { name: /Help centre/ })).toHaveAttribute(
      "href",
      "https://help.tallyday.app",
    );

    await banner.getByRole("button", { name: "Resources" }).click();
    await expect(banner.getByRole("link", { name: /Work hours calculator/ })).toHaveAttribute(
      "href",
      "/working-hours-calculator",
    );
    await expect(banner.getByRole("link", { name: /Free timesheet generator/ })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: /Work hours calculator/ })).toBeHidden();
  });

  test("a menu link navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Resources" }).click();
    await banner.getByRole("link", { name: /Pomodoro timer/ }).click();
    await expect(page).toHaveURL("/pomodoro-timer");
    await expect(page.getByRole("heading", { level: 1, name: "Pomodoro timer" })).toBeVisible();
  });

  test("an audience page reached from the Solutions menu shows its own copy", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Solutions" }).click();
    await banner.getByRole("link", { name: "Retail" }).click();
    await expect(page).toHaveURL("/retail");
    const retail = storePage("/retail");
    const [hero] = retail.sections;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      hero?._type === "hero" ? String(hero.heading) : "",
    );
    await expect(page).toHaveTitle(retail.title);
  });

  test("Pricing, Talk to sales, Sign in and Start free point where they should", async ({ page }) => {
    await page.goto("/time-tracking");
    const banner = page.getByRole("banner");
    const startFree = banner.getByRole("link", { name: "Start free" });
    await expect(startFree).toBeVisible();
    await expect(startFree).toHaveAttribute("href", signUpUrl);
    await expect(banner.getByRole("link", { name: "Talk to sales" })).toHaveAttribute(
      "href",
      "https://cal.com/tallyday/demo",
    );
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "https://app.tallyday.app/accounts/login/",
    );
    await banner.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
  });

  test("the menus work from the keyboard", async ({ page }) => {
    await page.goto("/");
    const features = page.getByRole("banner").getByRole("button", { name: "Features" });
    await features.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => buttonExpanded(page, "Features")).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/time-tracking");
  });

  test("a skip link jumps to the content", async ({ page }) => {
    await page.goto("/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: viewports.mobile });

  test("sign-up sits beside Menu, on one line with the logo", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const startFree = banner.getByRole("link", { name: "Start free" });
    await expect(startFree).toBeVisible();
    await expect(startFree).toHaveAttribute("href", signUpUrl);
    const [logo, start, menu] = await Promise.all(
      [banner.getByRole("link", { name: /home/ }), startFree, banner.getByRole("button", { name: "Menu" })].map(
        (locator) => locator.boundingBox(),
      ),
    );
    for (const box of [start, menu])
      expect(Math.abs(box!.y + box!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(4);
    expect(start!.x + start!.width).toBeLessThanOrEqual(menu!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("Menu toggles the panel and each group expands and collapses", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Features" })).toBeHidden();
    const menu = banner.getByRole("button", { name: "Menu" });
    await expect.poll(() => buttonExpanded(page, "Menu")).toBe(false);

    await menu.click();
    await expect.poll(() => buttonExpanded(page, "Close menu")).toBe(true);
    const panel = banner.getByRole("navigation", { name: "Mobile" });
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Talk to sales" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Sign in" })).toBeVisible();

    const solutions = summaries(panel, "Solutions");
    await solutions.click();
    await expect(detailsOf(solutions)).toHaveAttribute("open");
    await expect(panel.getByRole("link", { name: "Retail" })).toBeVisible();
    await summaries(panel, "Resources").click();
    await expect(panel.getByRole("link", { name: "Pomodoro timer" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Retail" })).toBeVisible();
    await solutions.click();
    await expect(panel.getByRole("link", { name: "Retail" })).toBeHidden();

    await menu.click();
    await expect.poll(() => buttonExpanded(page, "Menu")).toBe(false);
    await expect(panel).toBeHidden();
  });

  test("while the panel is open, its button reads Close and the bar above stays bright and usable", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const menu = banner.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAccessibleName("Menu");
    // The bar as a visitor sees it: the logo and Start free look the same with the panel open (no dimming).
    const bar = [banner.getByRole("link", { name: /home/ }), banner.getByRole("link", { name: "Start free" })];
    const looks = () => Promise.all(bar.map((item) => item.screenshot({ animations: "disabled" })));
    const closed = await looks();
    await menu.click();
    const close = banner.getByRole("button", { name: "Close menu" });
    await expect(close).toBeVisible();
    await expect.poll(() => buttonExpanded(page, "Close menu")).toBe(true);
    await expect(close.getByText("Close")).toBeVisible();
    await expect(close.getByText("Menu", { exact: true })).toBeHidden();
    const open = await looks();
    open.forEach((shot, index) => expect(shot.equals(closed[index]!)).toBe(true));
    await close.click();
    await expect(banner.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(menu).toHaveAccessibleName("Menu");
  });

  test("Escape closes the panel and returns focus to Menu", async ({ page }) => {
    await page.goto("/pricing");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const features = summaries(page.getByRole("navigation", { name: "Mobile" }), "Features");
    await features.focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("following a link closes the panel", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await summaries(panel, "Features").click();
    await panel.getByRole("link", { name: "Leave Management" }).click();
    await expect(page).toHaveURL("/leave-management");
    await expect(panel).toBeHidden();
    await expect.poll(() => buttonExpanded(page, "Menu")).toBe(false);
  });
});

test.describe("tablet header", () => {
  test.use({ viewport: { width: 834, height: 1112 } });

  test("keeps Sign in, Talk to sales and Start free in the bar, and the menus behind Menu", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    for (const name of ["Sign in", "Talk to sales", "Start free"])
      await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Features" })).toBeHidden();
    await banner.getByRole("button", { name: "Menu" }).click();
    const panel = banner.getByRole("navigation", { name: "Mobile" });
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeVisible();
    await summaries(panel, "Features").click();
    await expect(panel.getByRole("link", { name: "Time Tracking" })).toBeVisible();
    // The bar already offers them; the sheet does not repeat them.
    await expect(panel.getByRole("link", { name: "Sign in" })).toBeHidden();
  });
});
