import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { edits } from "../../scripts/content-dataset";
import { expect, test } from "./fixtures";
import { ownPort, startOwnServer, type OwnServer } from "./own-server";
import { sitemapText, sitePaths } from "./site";

/**
 * The content store as the marketing team uses it: a dataset edited as an editor would
 * (scripts/content-dataset.ts), built for production (`build-e2e-content/`) and served
 * as the draft preview (`build-e2e-drafts/`), both by `npm run build:e2e-content`.
 */
const contentBuild = "build-e2e-content";
const draftsBuild = "build-e2e-drafts";
const token = "sk-test-viewer-token-3f9c1e";

test.describe.configure({ mode: "serial" });

test.describe("a production build of an edited dataset", () => {
  let server: OwnServer;
  let origin: string;

  test.beforeAll(async () => {
    if (!existsSync(`${contentBuild}/client/index.html`))
      throw new Error(`No ${contentBuild}/: run \`npm run build:e2e-content\` first (npm test does).`);
    server = await startOwnServer(ownPort(30), contentBuild, { ACCESS_LOG: "off" });
    origin = `http://localhost:${server.port}`;
  });
  test.afterAll(() => server.stop());

  test("shows the new headline, and the new Growth price on every page that names it, the old one nowhere", async ({
    request,
  }) => {
    const home = await (await request.get(`${origin}/`)).text();
    expect(home).toContain(edits.homeHeading);
    const named: string[] = [];
    for (const path of sitePaths) {
      const html = await (await request.get(`${origin}${path}`)).text();
      expect(html, path).not.toMatch(/\$4 per user|\$2\.50/);
      if (html.includes("$7")) named.push(path);
    }
    // The plans on the home page and /pricing, and the pages whose copy names Growth's price.
    expect(named).toEqual(expect.arrayContaining(["/", "/pricing", "/time-tracking", "/leave-management"]));
  });

  test("serves the new page at its path, in the sitemap and the Solutions menu", async ({ page, request }) => {
    const sitemap = await sitemapText(request, origin);
    expect(sitemap).toContain(`https://tallyday.app${edits.newPage.path}`);
    await page.goto(`${origin}/`);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Solutions" }).click();
    await banner.getByRole("link", { name: "Construction" }).click();
    await expect(page).toHaveURL(`${origin}${edits.newPage.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edits.newPage.heading);
    await expect(page).toHaveTitle(new RegExp(edits.newPage.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://tallyday.app${edits.newPage.path}`,
    );
  });

  test("never shows a draft", async ({ request }) => {
    const pricing = await (await request.get(`${origin}/pricing`)).text();
    expect(pricing).toContain("Easily manage your team. Start free.");
    expect(pricing).not.toContain(edits.draftPricingHeading);
    const everything = readdirSync(`${contentBuild}/client`, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => readFileSync(join(contentBuild, "client", file), "utf8"));
    expect(everything.some((html) => html.includes(edits.draftPricingHeading))).toBe(false);
  });
});

test.describe("the draft preview", () => {
  let preview: ChildProcess;
  let origin: string;
  let dataset: string;
  const port = ownPort(31);

  test.beforeAll(async () => {
    if (!existsSync(`${draftsBuild}/server/entry.mjs`))
      throw new Error(`No ${draftsBuild}/: run \`npm run build:e2e-content\` first (npm test does).`);
    // A dataset of its own, which the test edits as the Studio would.
    dataset = join(mkdtempSync(join(tmpdir(), "tallyday-drafts-")), "dataset.ndjson");
    cpSync(`${contentBuild}/dataset.ndjson`, dataset);
    origin = `http://localhost:${port}`;
    preview = spawn(process.execPath, ["server/drafts.ts", "--no-build"], {
      env: {
        ...process.env,
        PORT: String(port),
        DRAFTS_BUILD_DIR: draftsBuild,
        CONTENT_DATASET: dataset,
        SANITY_READ_TOKEN: token,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      preview.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes(`localhost:${port}`)) resolve();
      });
      preview.once("exit", (code) => reject(new Error(`The draft preview exited early with ${code}`)));
    });
  });
  test.afterAll(() => {
    preview?.kill("SIGTERM");
    rmSync(join(dataset, ".."), { recursive: true, force: true });
  });

  test("shows the draft over the published page, and says it is a draft preview", async ({ page }) => {
    await page.goto(`${origin}/pricing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edits.draftPricingHeading);
    await expect(page.getByText(/^Draft preview:/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Published documents still show where no draft exists.
    await page.goto(`${origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edits.homeHeading);
  });

  test("every response, page, asset or not found, is no-store and noindex", async ({ page, request }) => {
    const seen: string[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(origin)) seen.push(response.url());
    });
    await page.goto(`${origin}/timesheet-generator`);
    const responses = [...new Set(seen), `${origin}/no-such-page`, `${origin}/blog/how-to-calculate-overtime`];
    expect(responses.some((url) => url.endsWith(".js"))).toBe(true);
    for (const url of responses) {
      const response = await request.get(url);
      expect(response.headers()["cache-control"], url).toBe("no-store");
      expect(response.headers()["x-robots-tag"], url).toBe("noindex");
    }
    expect((await request.get(`${origin}/no-such-page`)).status()).toBe(404);
  });

  test("an edit shows on the next reload, with no rebuild", async ({ page }) => {
    await page.goto(`${origin}/pricing`);
    const edited = readFileSync(dataset, "utf8").replace(edits.draftPricingHeading, "Edited a moment ago");
    writeFileSync(dataset, edited);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edited a moment ago");
  });

  test("the read token reaches no response and no file of the build", async ({ page }) => {
    const bodies: string[] = [];
    page.on("response", async (response) => {
      if (response.url().startsWith(origin))
        bodies.push(`${JSON.stringify(response.headers())}${await response.text().catch(() => "")}`);
    });
    for (const path of ["/", "/pricing", "/blog", "/contact", "/overtime-calculator"]) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
    }
    expect(bodies.length).toBeGreaterThan(10);
    expect(bodies.filter((body) => body.includes(token))).toEqual([]);
    const files = readdirSync(draftsBuild, { recursive: true, encoding: "utf8" }).filter((file) =>
      statSync(join(draftsBuild, file)).isFile(),
    );
    expect(files.filter((file) => readFileSync(join(draftsBuild, file), "latin1").includes(token))).toEqual([]);
  });
});
