import { expect, test } from "./fixtures";

const documents = [
  {
    path: "/privacy",
    heading: "Privacy policy",
    updated: "Last updated 10 August 2024",
    sections: 15,
    facts: [
      "Google, Facebook, Instagram, Twitter, LinkedIn or Slack",
      "This website sets none",
      "Essential session cookies",
      "A cookie-acceptance cookie",
      "Functionality cookies",
      "not directed at children under 13",
      "Tallyday Technologies Pvt. Ltd.",
    ],
  },
  {
    path: "/terms",
    heading: "Terms of service",
    updated: "Last revised 10 August 2024",
    sections: 18,
    facts: [
      "at least 18 years old",
      "within one year",
      "State of Maharashtra",
      "seat and venue of the arbitration is Pune",
    ],
  },
  {
    path: "/refunds",
    heading: "Refunds and cancellations",
    updated: "Last updated 10 August 2024",
    sections: 7,
    facts: ["within 30 days of the first purchase", "within 2 working days", "7 to 10 working days"],
  },
] as const;

for (const doc of documents) {
  test.describe(doc.path, () => {
    test("shows its heading, its date and a table of contents that matches its sections", async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole("heading", { level: 1, name: doc.heading })).toBeVisible();
      await expect(page.locator("main time[datetime='2024-08-10']")).toHaveText("10 August 2024");
      await expect(page.getByRole("main")).toContainText(doc.updated);

      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc.getByRole("link")).toHaveCount(doc.sections);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(doc.sections);
    });

    test("every table-of-contents link jumps to its section", async ({ page }) => {
      await page.goto(doc.path);
      const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(href);
        await expect(heading).toHaveJSProperty("tagName", "H2");
        await expect(heading).toHaveText((await link.textContent()) ?? "");
        await expect(heading).toBeInViewport();
      }
    });

    test("has no horizontal scroll at 360 px", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(doc.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the full text is readable and the contents still jump", async ({ page }) => {
        await page.goto(doc.path);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: doc.heading })).toBeVisible();
        await expect(main.getByRole("heading", { level: 2 })).toHaveCount(doc.sections);
        for (const fact of doc.facts) await expect(main).toContainText(fact);
        await expect(main.getByRole("link", { name: "hello@tallyday.app" }).first()).toHaveAttribute(
          "href",
          "mailto:hello@tallyday.app",
        );

        const last = page.getByRole("navigation", { name: "On this page" }).getByRole("link").last();
        const href = (await last.getAttribute("href")) ?? "";
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator(href)).toBeInViewport();
      });
    });
  });
}

test("the terms number their sections and link to the refunds policy", async ({ page }) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(/^1\. /);
  await expect(main.getByRole("heading", { level: 2 }).last()).toHaveText(/^18\. /);
  const refundsSection = main.locator("section", { has: page.locator("h2#refunds") });
  await refundsSection.getByRole("link", { name: "refunds and cancellations policy" }).click();
  await expect(page).toHaveURL("/refunds");
  await expect(page.getByRole("heading", { level: 1, name: "Refunds and cancellations" })).toBeVisible();
});

test("on wide screens the contents stay beside the text while it scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/terms");
  const toc = page.getByRole("navigation", { name: "On this page" });
  const firstHeading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const [tocBox, headingBox] = [await toc.boundingBox(), await firstHeading.boundingBox()];
  expect(tocBox!.x + tocBox!.width).toBeLessThan(headingBox!.x);

  await page.getByRole("main").getByRole("heading", { level: 2 }).last().scrollIntoViewIfNeeded();
  await expect(toc).toBeInViewport();
});

test("on small screens the contents come first, above the text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  const tocBox = await page.getByRole("navigation", { name: "On this page" }).boundingBox();
  const headingBox = await page.getByRole("main").getByRole("heading", { level: 2 }).first().boundingBox();
  expect(tocBox!.y + tocBox!.height).toBeLessThanOrEqual(headingBox!.y);
});

test("printing leaves out the contents and keeps the text", async ({ page }) => {
  await page.goto("/terms");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible();
  const color = await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .first()
    .evaluate((heading) => getComputedStyle(heading.nextElementSibling!).color);
  expect(color).toBe("rgb(0, 0, 0)");
});

test("as the privacy policy says, the site sets no cookies, even using the tools and the form", async ({ page }) => {
  for (const path of ["/", "/pricing", "/timesheet-generator", "/pomodoro-timer", "/contact", "/blog"]) {
    await page.goto(path);
  }
  await page.goto("/timesheet-generator");
  await page.getByLabel("Save values to this browser").check();
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});
