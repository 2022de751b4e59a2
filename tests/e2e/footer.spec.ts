import { tools } from "../../src/tools/registry";
import { expect, test } from "./fixtures";

test("the footer carries the address, the e-mail, the year and every link group", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Tallyday Technologies Pvt. Ltd.");
  await expect(footer).toContainText("Baner Business Bay");
  await expect(footer).toContainText("Pune, Maharashtra 411045, India");
  await expect(footer.getByRole("link", { name: "hello@tallyday.app" })).toHaveAttribute(
    "href",
    "mailto:hello@tallyday.app",
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Tallyday Technologies Pvt. Ltd.`);

  const expected: Record<string, string> = {
    Pricing: "/pricing",
    "Terms of service": "/terms",
    "Privacy policy": "/privacy",
    "Refunds and cancellations": "/refunds",
    "Time Tracking": "/time-tracking",
    "Project Management": "/project-management",
    "Leave Management": "/leave-management",
    "Tallyday AI": "/tallyday-ai",
    "Slack integration": "/slack",
    ...Object.fromEntries(tools.map((tool) => [tool.navLabel, tool.path])),
    "How we calculate, with sources": "/tools/how-we-calculate",
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("every footer link leads to a page that exists", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .getByRole("contentinfo")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs.filter((href) => href.startsWith("/"))) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
});
