import { createServer, type Server } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "@playwright/test";
import { tools } from "../../src/tools/registry";
import { expect, test } from "./fixtures";
import { e2eSiteUrl } from "./site";

/**
 * Another site, on another origin (127.0.0.1 against the site's localhost),
 * that frames our embeds: it serves whatever host page a test gives it.
 */
let host: Server;
let hostOrigin = "";
let hostPage = "";

test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** A host page around a snippet, pointed at the server under test, recording each height it is told. */
function hostPageFor(snippet: string, siteOrigin: string): string {
  return `<!doctype html><html><head><title>A payroll blog</title></head><body>
<h1>Our favourite calculator</h1>
${snippet.replaceAll(e2eSiteUrl, siteOrigin)}
<script>window.__heights = []; addEventListener("message", (e) => window.__heights.push(e.data && e.data.height));</script>
</body></html>`;
}

async function embedFrame(page: Page, toolPath: string): Promise<Frame> {
  const frame = await expect
    .poll(() => page.frames().find((candidate) => candidate.url().includes(`/embed${toolPath}`)))
    .toBeTruthy()
    .then(() => page.frames().find((candidate) => candidate.url().includes(`/embed${toolPath}`))!);
  await frame.waitForFunction(
    () => document.querySelector("astro-island") && !document.querySelector("astro-island[ssr]"),
  );
  return frame;
}

test("Copy embed code puts a working snippet on the clipboard, and another site's page runs the tool in it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/overtime-calculator");
  await page.getByRole("button", { name: "Copy embed code" }).click();
  await expect(page.getByText("Embed code copied")).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(/<iframe [^>]*src="https:\/\/tallyday\.app\/embed\/overtime-calculator"/);
  expect(snippet).toContain('loading="lazy"');
  expect(snippet).toContain('title="Overtime calculator by Tallyday"');

  hostPage = hostPageFor(snippet, new URL(baseURL!).origin);
  await page.goto(hostOrigin);
  const frame = await embedFrame(page, "/overtime-calculator");
  await frame.getByLabel("Monday regular hours").fill("8");
  await frame.getByLabel("Monday overtime hours").fill("2");
  await frame.getByRole("button", { name: "Calculate" }).click();
  await expect(frame.getByRole("status")).toContainText("$275.00");
  // The frame takes the height the embed reports, so the result shows without a scrollbar.
  await expect
    .poll(async () => {
      const reported = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights.at(-1));
      const applied = await page.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().height);
      return reported !== undefined && Math.abs(applied - reported) < 1;
    })
    .toBe(true);
  await expect(frame.getByRole("link", { name: /Free tool by Tallyday/ })).toHaveAttribute("target", "_blank");
});

for (const tool of tools) {
  const height = tool.embedHeight;
  test(`${tool.path} works inside another site's page and tells it its height`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    hostPage = hostPageFor(
      `<iframe src="${origin}/embed${tool.path}" title="${tool.name}" width="100%" height="${height}" loading="lazy"></iframe>`,
      origin,
    );
    await page.goto(hostOrigin);
    const frame = await embedFrame(page, tool.path);
    // The tool alone: no site header, footer or guide; the tool's own names inside.
    await expect(frame.getByRole("banner")).toHaveCount(0);
    await expect(frame.getByRole("contentinfo")).toHaveCount(0);
    await expect(frame.locator("#guide-heading")).toHaveCount(0);
    const names: Record<string, () => Promise<void>> = {
      "/military-time-converter": async () => {
        await frame.getByRole("textbox", { name: "Military time" }).fill("1730");
        await frame.getByRole("button", { name: "Convert to standard time" }).click();
        await expect(frame.getByRole("region", { name: "Military to standard" }).getByRole("status")).toContainText(
          "5:30 PM",
        );
      },
      "/overtime-calculator": async () => {
        await frame.getByLabel("Monday regular hours").fill("8");
        await frame.getByRole("button", { name: "Calculate" }).click();
        await expect(frame.getByRole("status")).toContainText("$200.00");
      },
      "/working-hours-calculator": async () => {
        await frame.getByLabel("Start time").fill("09:00");
        await frame.getByLabel("End time").fill("17:30");
        await frame.getByRole("button", { name: "Calculate" }).click();
        await expect(frame.getByRole("status")).toContainText("8.50");
      },
      "/timesheet-generator": async () => {
        await frame.getByLabel("Monday from", { exact: true }).fill("09:00");
        await frame.getByLabel("Monday to", { exact: true }).fill("17:00");
        await frame.getByRole("button", { name: "Calculate" }).click();
        await expect(frame.getByText("8.00").first()).toBeVisible();
      },
      "/pomodoro-timer": async () => {
        await frame.getByRole("button", { name: "Start" }).click();
        await expect(frame.getByRole("button", { name: "Pause" })).toBeVisible();
      },
    };
    await names[tool.path]!();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __heights: number[] }).__heights.length))
      .toBeGreaterThan(0);
  });
}

test("inside another site's page the report prints and downloads as a PDF", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  hostPage = hostPageFor(
    `<iframe src="${origin}/embed/overtime-calculator" title="Overtime" width="100%" height="1800"></iframe>`,
    origin,
  );
  await page.goto(hostOrigin);
  const frame = await embedFrame(page, "/overtime-calculator");
  await frame.getByLabel("Monday regular hours").fill("8");
  await frame.getByRole("button", { name: "Calculate" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    frame.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^overtime.*\.pdf$/);
  // Printing goes through a frame of the embed's own, which is added to its document to print.
  await frame.getByRole("button", { name: "Print report" }).click();
  await expect(frame.locator("iframe[data-print-frame]")).toHaveCount(1);
});

test("an embed, alone, has no axe violations", async ({ page }) => {
  await page.goto("/embed/overtime-calculator");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test("embeds stay out of search and point to their tool page", async ({ request }) => {
  for (const tool of tools) {
    const html = await (await request.get(`/embed${tool.path}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="${e2eSiteUrl}${tool.path}">`);
  }
});

test("only embeds may be framed by other sites", async ({ request }) => {
  for (const tool of tools) {
    const embed = await request.get(`/embed${tool.path}`);
    expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(embed.headers()["x-frame-options"]).toBeUndefined();
    const full = await request.get(tool.path);
    expect(full.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(full.headers()["x-frame-options"]).toBe("DENY");
  }
});
