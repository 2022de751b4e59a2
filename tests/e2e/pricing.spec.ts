import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { detailsOf, signUpUrl, summaries } from "./site";

function price(page: Page, plan: string, period: "monthly" | "yearly") {
  return page.locator(`#plans [data-plan="${plan}"] [data-price="${period}"]`);
}

async function expectPeriod(page: Page, period: "monthly" | "yearly") {
  const other = period === "monthly" ? "yearly" : "monthly";
  const amounts = period === "monthly" ? ["$0", "$4", "$6"] : ["$0", "$2.50", "$5"];
  for (const [index, plan] of ["personal", "growth", "ultimate"].entries()) {
    await expect(price(page, plan, period)).toBeVisible();
    await expect(price(page, plan, period)).toContainText(amounts[index]!);
    await expect(price(page, plan, other)).toBeHidden();
  }
}

test.describe("the billing switch", () => {
  test("shows monthly prices first and annual prices when chosen", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Easily manage your team. Start free.");
    await expect(page.locator("#plans")).toContainText("No credit card required.");
    const group = page.getByRole("group", { name: "Billing period" });
    await expect(group.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expectPeriod(page, "monthly");

    await group.getByRole("radio", { name: /Annual/ }).check();
    await expectPeriod(page, "yearly");
    await expect(price(page, "growth", "yearly")).toContainText(/billed yearly/i);

    await group.getByRole("radio", { name: "Monthly" }).check();
    await expectPeriod(page, "monthly");
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/pricing");
    const monthly = page.getByRole("radio", { name: "Monthly" });
    const annual = page.getByRole("radio", { name: /Annual/ });
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(annual).toBeChecked();
    await expect(annual).toBeFocused();
    await expectPeriod(page, "yearly");
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expectPeriod(page, "monthly");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still switches the prices", async ({ page }) => {
      await page.goto("/pricing");
      await expectPeriod(page, "monthly");
      await page.getByRole("radio", { name: /Annual/ }).check();
      await expectPeriod(page, "yearly");
    });
  });
});

test("plan cards lead to sign-up with the pricing page's words", async ({ page }) => {
  await page.goto("/pricing");
  const plans = page.locator("#plans");
  await expect(plans.locator("[data-plan]").getByRole("heading")).toHaveText(["Personal", "Growth", "Ultimate"]);
  await expect(plans.locator('[data-plan="personal"]').getByRole("link")).toHaveText("Sign up for free");
  await expect(plans.locator('[data-plan="growth"]').getByRole("link")).toHaveText("Start free trial");
  await expect(plans.locator('[data-plan="ultimate"]').getByRole("link")).toHaveText("Start free trial");
  await expect(plans.locator('[data-plan="growth"]')).toContainText("Most popular");
  for (const href of await plans
    .locator("[data-plan] a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toBe(signUpUrl);
  }
});

test("the comparison table sets every feature against every plan", async ({ page }) => {
  await page.goto("/pricing");
  const table = page.getByRole("table", { name: /Personal, Growth and Ultimate/ });
  await expect(table.locator("thead").getByRole("columnheader")).toHaveText([
    "Feature",
    /^Personal/,
    /^Growth/,
    /^Ultimate/,
  ]);
  const ai = table.getByRole("row", { name: /^AI assistant/ });
  await expect(ai.getByRole("cell")).toHaveText([/Not included/, /Not included/, /^Included$/]);
  const views = table.getByRole("row", { name: /^List, board and Kanban views/ });
  await expect(views.getByRole("cell")).toHaveText([/^Included$/, /^Included$/, /^Included$/]);
  // Every plan has its column on a wide screen; the phones' plan switch is not there.
  await expect(page.getByRole("group", { name: "Show the plan" })).toBeHidden();
});

test.describe("the comparison on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows one plan at a time, each a press away, Ultimate's AI rows included", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: /Personal, Growth and Ultimate/ });
    const plans = page.getByRole("group", { name: "Show the plan" });
    await expect(plans.getByRole("radio", { name: "Growth" })).toBeChecked();
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText(["Feature", /^Growth/]);

    await plans.getByRole("radio", { name: "Ultimate" }).check();
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText(["Feature", /^Ultimate/]);
    for (const feature of ["AI assistant", "Leave pattern analysis", "Deadline predictions", "Burnout detection"]) {
      const row = table.getByRole("row", { name: new RegExp(`^${feature}`) });
      await expect(row.getByRole("cell")).toHaveText(["Included"]);
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole("cell")).toBeInViewport({ ratio: 1 });
    }

    await plans.getByRole("radio", { name: "Personal" }).check();
    const ai = table.getByRole("row", { name: /^AI assistant/ });
    await expect(ai.getByRole("cell")).toHaveText([/Not included/]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still switches the plan", async ({ page }) => {
      await page.goto("/pricing");
      const table = page.getByRole("table", { name: /Personal, Growth and Ultimate/ });
      await page.getByRole("radio", { name: "Ultimate" }).check();
      await expect(table.getByRole("row", { name: /^Burnout detection/ }).getByRole("cell")).toHaveText(["Included"]);
    });
  });

  test("fits the screen, the plan's price inside the table's frame", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: /Personal, Growth and Ultimate/ });
    await table.scrollIntoViewIfNeeded();
    const price = table.locator("thead").getByText("From $2.50 per user a month");
    await expect(price).toBeVisible();
    const [frame, text] = await Promise.all([table.locator("..").boundingBox(), price.boundingBox()]);
    // At least a gutter of space between the price and the frame's edge.
    expect(frame!.x + frame!.width - (text!.x + text!.width)).toBeGreaterThanOrEqual(8);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(390);
  });
});

test("the nonprofit banner leads to the nonprofit page", async ({ page }) => {
  await page.goto("/pricing");
  const banner = page.getByRole("region", { name: /30% off for nonprofits/ });
  await expect(banner.getByRole("link")).toHaveAttribute("href", "/nonprofit");
});

test("the FAQ opens one answer at a time, collapses and moves focus with the keys", async ({ page }) => {
  await page.goto("/pricing");
  const faq = page.locator("#faq");
  await faq.scrollIntoViewIfNeeded();
  const triggers = summaries(faq);
  await expect(triggers).toHaveText([
    /free trial/,
    /refund/,
    /upgrade or downgrade/,
    /team grows/,
    /annual billing/,
    /payment methods/,
    /nonprofits/,
  ]);

  await triggers.nth(1).click();
  await expect(detailsOf(triggers.nth(1))).toHaveAttribute("open");
  await expect(faq).toContainText("within 30 days of your first purchase");
  await triggers.nth(2).click();
  await expect(detailsOf(triggers.nth(2))).toHaveAttribute("open");
  await expect(detailsOf(triggers.nth(1))).not.toHaveAttribute("open");
  await triggers.nth(2).click();
  await expect(detailsOf(triggers.nth(2))).not.toHaveAttribute("open");

  await triggers.nth(0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(triggers.nth(6)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(triggers.nth(0)).toBeFocused();
});

test("support, the e-mail link and the closing call are on the page", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.locator("#support").getByRole("heading", { level: 3 })).toHaveText([
    "24/7 customer support",
    "Personalized onboarding",
    "Team online training",
  ]);
  const questions = page.getByRole("region", { name: "Still have questions?" });
  await expect(questions.getByRole("link", { name: /hello@tallyday\.app/ })).toHaveAttribute(
    "href",
    "mailto:hello@tallyday.app",
  );
  const closing = page.locator("section:has(#get-started-heading)");
  await expect(closing.getByRole("link").first()).toHaveAttribute("href", signUpUrl);
});

test("the raw HTML carries every FAQ answer and the product's offers", async ({ request }) => {
  const html = await (await request.get("/pricing")).text();
  expect(html).toContain("Billed yearly");
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const product = blocks.find((block) => block["@type"] === "Product") as
    { name: string; offers: Array<{ price: number; priceCurrency: string }> } | undefined;
  expect(product?.name).toBe("Tallyday");
  expect(product?.offers.map((offer) => offer.price)).toEqual([0, 0, 4, 2.5, 6, 5]);
  expect(product?.offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
  const faq = blocks.find((block) => block["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
  expect(faq?.mainEntity).toHaveLength(7);
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const path of ["/", "/pricing"]) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

test("printed without backgrounds, every plan and its button fit the first sheet, readable", async ({
  page,
}, testInfo) => {
  await page.goto("/pricing");
  const file = testInfo.outputPath("pricing.pdf");
  // Chromium's print to PDF, with backgrounds off as a browser prints by default.
  await page.pdf({ path: file, format: "A4", printBackground: false });
  const firstSheet = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-layout", file, "-"], { encoding: "utf8" });
  for (const plan of ["Personal", "Growth", "Ultimate"]) expect(firstSheet).toContain(plan);
  expect(firstSheet.match(/Start free trial/g)).toHaveLength(2);
  expect(firstSheet).toContain("Sign up for free");
  expect(firstSheet).toContain("Payroll integration");

  // On paper the popular plan's filled button is outlined, its words in ink, not white on white.
  await page.emulateMedia({ media: "print" });
  const growthButton = page.locator('[data-plan="growth"]').getByRole("link", { name: "Start free trial" });
  const look = await growthButton.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, border: style.borderTopStyle };
  });
  expect(look.color).not.toBe("rgb(255, 255, 255)");
  expect(look.border).toBe("solid");
});
