import { tools } from "../../src/tools/registry";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { overtimeRuleSource } from "../../src/tools/overtime/split";
import { storePage, storeSettings } from "./content";
import { expect, islandsReady, test } from "./fixtures";
import { decodeEntities, h1Texts, sitePaths, viewports } from "./site";
import { keepPrintFrames } from "./printed-report";

const toolPaths = tools.map((tool) => tool.path);

/** Uncaught errors of the page, to assert none happened. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The h1 a page is built with, to compare with what a visitor who follows a link sees. */
async function prerenderedHeading(request: APIRequestContext, path: string): Promise<string> {
  const [heading] = h1Texts(await (await request.get(path)).text());
  return heading ?? "";
}

test.describe("with the content store unreachable", () => {
  test.use({ viewport: viewports.desktop });

  test("the features, tools, pricing and built blog work as usual; only a post newer than the build says it could not load", async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page);
    let storeRequests = 0;
    // The bundled dataset, and the hosted store when a build is configured with one.
    for (const store of ["**/assets/dataset.*.ndjson", "https://*.api.sanity.io/**"]) {
      await page.route(store, (route) => {
        storeRequests++;
        return route.abort();
      });
    }
    await page.goto("/");
    const banner = page.getByRole("banner");
    const footer = page.getByRole("contentinfo");
    const heading = page.getByRole("heading", { level: 1 });

    await banner.getByRole("button", { name: "Features" }).click();
    await banner.getByRole("link", { name: /Time Tracking/ }).click();
    await expect(page).toHaveURL("/time-tracking");
    await expect(heading).toHaveText(await prerenderedHeading(request, "/time-tracking"));

    await footer.getByRole("link", { name: "Overtime calculator", exact: true }).click();
    await expect(page).toHaveURL("/overtime-calculator");
    await islandsReady(page);
    await page.getByLabel("Monday regular hours").fill("8");
    await page.getByLabel("Monday overtime hours").fill("2");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("status")).toContainText("Total pay for the week$275.00");

    await banner.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(heading).toHaveText(await prerenderedHeading(request, "/pricing"));
    await expect(page.getByRole("main")).toContainText("Most popular");

    await banner.getByRole("button", { name: "Solutions" }).click();
    await banner.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL("/blog");
    // Built from the store at build time: the list reads without it.
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);

    // A post published after the build is read from the store in the browser: that fails, and says so.
    await page.goto("/blog/published-after-the-build");
    await expect(page.getByRole("alert")).toHaveText("Failed to load post.");
    expect(storeRequests).toBeGreaterThan(0);

    // Leaving the broken blog is as easy as reaching it.
    await footer.getByRole("link", { name: "Military time converter", exact: true }).click();
    await expect(page).toHaveURL("/military-time-converter");
    await islandsReady(page);
    await page.getByRole("textbox", { name: "Military time" }).fill("1730");
    await page.getByRole("button", { name: "Convert to standard time" }).click();
    await expect(page.getByRole("region", { name: "Military to standard" }).getByRole("status")).toContainText(
      "5:30 PM",
    );

    expect(errors).toEqual([]);
  });
});

/** Storage as a browser leaves it when the visitor blocks site data: touching it throws. */
function blockStorage() {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Access to '${name}' is denied for this document.`, "SecurityError");
      },
    });
  }
}

/** Storage with no room left: reads work, every write throws. */
function fillStorage() {
  Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}

for (const { state, breakStorage, why } of [
  { state: "blocked", breakStorage: blockStorage, why: "this browser is blocking site storage" },
  { state: "full", breakStorage: fillStorage, why: "this browser's storage for the site is full" },
]) {
  test.describe(`with browser storage ${state}`, () => {
    let errors: string[] = [];

    test.beforeEach(async ({ page }) => {
      errors = pageErrors(page);
      await page.addInitScript(breakStorage);
    });

    test.afterEach(() => {
      expect(errors).toEqual([]);
    });

    test("the military time converter converts both ways", async ({ page }) => {
      await page.goto("/military-time-converter");
      await page.getByRole("textbox", { name: "Hour", exact: true }).fill("1");
      await page.getByRole("textbox", { name: "Minute", exact: true }).fill("05");
      await page.getByRole("combobox", { name: "AM/PM" }).selectOption("PM");
      await page.getByRole("button", { name: "Convert to military time" }).click();
      await expect(page.getByRole("region", { name: "Standard to military" }).getByRole("status")).toContainText(
        "1305",
      );
      await page.getByRole("textbox", { name: "Military time" }).fill("0930");
      await page.getByRole("button", { name: "Convert to standard time" }).click();
      await expect(page.getByRole("region", { name: "Military to standard" }).getByRole("status")).toContainText(
        "9:30 AM",
      );
    });

    test("the overtime calculator totals the week", async ({ page }) => {
      await page.goto("/overtime-calculator");
      await page.getByLabel("Monday regular hours").fill("8");
      await page.getByLabel("Monday overtime hours").fill("2");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("status")).toContainText("Total pay for the week$275.00");
    });

    test("the working hours calculator adds up a block", async ({ page }) => {
      await page.goto("/working-hours-calculator");
      await page.getByLabel("Start time").fill("09:00");
      await page.getByLabel("End time").fill("17:30");
      await page.getByRole("spinbutton", { name: "Break (minutes)" }).fill("30");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Total hours" })).toContainText("8.00");
    });

    test("the timesheet generator calculates, and its save option says why it cannot save", async ({ page }) => {
      await page.goto("/timesheet-generator");
      const save = page.getByLabel("Save values to this browser");
      await save.click();
      await expect(save).not.toBeChecked();
      await expect(page.getByText(`Could not save: ${why}`)).toBeVisible();
      await expect(save).toHaveAccessibleDescription(new RegExp(`^Could not save: ${why}`));
      await page.getByLabel("Monday from").fill("09:00");
      await page.getByLabel("Monday to").fill("17:00");
      await page.getByLabel("Monday break (minutes)").fill("30");
      await page.getByRole("button", { name: "Calculate", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("Total hours7.50");
    });

    test("the pomodoro timer runs a session and keeps tasks for this visit", async ({ page }) => {
      await page.clock.install();
      await page.goto("/pomodoro-timer");
      await page.getByRole("button", { name: "Start", exact: true }).click();
      await page.clock.fastForward("20:00");
      await expect(page.getByRole("tab", { name: "Rest", exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("timer")).toHaveText("05:00");
      await expect(page.getByRole("region", { name: "Completed" })).toContainText(/Pomodoros\s*1/);

      await page.getByLabel("New task").fill("Draft the Q3 report");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      const tasks = page.getByRole("region", { name: "Tasks" });
      await expect(tasks.getByRole("listitem")).toHaveText([/^Draft the Q3 report/]);
      await expect(tasks.getByRole("status")).toContainText(`Could not save: ${why}`);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its heading and content, and each tool says it needs JavaScript", async ({ page }) => {
    const notice = page.getByText("This tool needs JavaScript to calculate.");
    for (const path of sitePaths) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect
        .soft(
          main
            .locator("p")
            .filter({ hasText: /\w{4,}/ })
            .first(),
          path,
        )
        .toBeVisible();
      expect.soft((await main.innerText()).length, `${path}: words in main`).toBeGreaterThan(300);
      if (toolPaths.includes(path)) await expect.soft(notice, path).toBeVisible();
      else await expect.soft(notice, path).toHaveCount(0);
    }
  });

  test("on a wide screen the header's menus are there and open on a press", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Features", "Solutions", "Resources"]) {
      await expect(nav.getByRole("button", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Pricing" })).toBeVisible();
    // Native popovers: they open and close with no script.
    await nav.getByRole("button", { name: "Features" }).click();
    await expect(nav.getByRole("link", { name: /^Time Tracking/ }).first()).toBeVisible();
    // The open menu sits under the header; its trigger keeps its label and arrow on one line.
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await solutions.click();
    await expect(nav.getByRole("link", { name: "Startups" })).toBeVisible();
    expect((await solutions.boundingBox())?.height).toBe(40);
  });
});

/**
 * The outside hosts the site names: the settings document's links out (app, help centre,
 * demo booking) and the site config's services (form relay, captcha). The config is read
 * as text: the module reads `import.meta.env`, which only exists under Vite.
 */
function configuredHosts(): Set<string> {
  const source = readFileSync("src/site.config.ts", "utf8") + JSON.stringify(storeSettings);
  return new Set([...source.matchAll(/["`](https:\/\/[^"`$/]+)/g)].map((match) => new URL(match[1]!).hostname));
}

/** The hosts of the laws the methodology page cites, each by its official text: links allowed on that page only. */
function citedHosts(): Set<string> {
  // The page's own sources, and those of the overtime rules it lists (the calculator's own, tools/overtime/split.ts).
  const cited = JSON.stringify([storePage("/tools/how-we-calculate"), overtimeRuleSource]);
  const urls = cited.match(/https:\/\/[^"]+/g) ?? [];
  return new Set(urls.map((url) => new URL(url).hostname));
}

/** Paths that answer with a deliberate permanent redirect, and where to. */
const deliberateRedirects: Record<string, string> = { "/work-hours-calculator": "/working-hours-calculator" };

const attribute = (tag: string, name: string) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decodeEntities(match[1]!) : undefined;
};

/** A blog post's body is editorial content from the content store; its citations may go anywhere. */
function withoutPostBody(html: string): string {
  const start = html.indexOf('<div class="post-body"');
  if (start < 0) return html;
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<(\/?)div\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + html.slice(start + tag.index + tag[0].length);
  }
  return html.slice(0, start);
}

interface Crawl {
  /** Every internal page path reached, in order. */
  pages: string[];
  problems: string[];
}

/**
 * Follows every internal `<a href>` of the served HTML from the seeds, checks each
 * page, picture, stylesheet, icon and preload answers 200, and that links leaving
 * the site go to a host the site config names.
 */
async function crawl(request: APIRequestContext, origin: string, seeds: string[]): Promise<Crawl> {
  const hosts = configuredHosts();
  const cited = citedHosts();
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  const assets = new Set<string>();
  const problems: string[] = [];
  const pages: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() === 301 && deliberateRedirects[path]) {
      const target = new URL(response.headers().location ?? "", origin);
      if (target.origin !== origin || target.pathname !== deliberateRedirects[path])
        problems.push(`${path} redirects to ${target.href}, not ${deliberateRedirects[path]}`);
      if (!seen.has(target.pathname)) {
        seen.add(target.pathname);
        queue.push(target.pathname);
      }
      continue;
    }
    if (response.status() !== 200) {
      problems.push(`${path} answered ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    pages.push(path);
    const html = await response.text();
    const pageUrl = new URL(path, origin);

    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = attribute(tag, "href");
      if (!href || href.startsWith("#") || /^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, pageUrl);
      if (url.origin === origin) {
        if (!seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      } else if (!/^https?:$/.test(url.protocol)) problems.push(`${path} links to ${href}`);
    }
    for (const [tag] of withoutPostBody(html).matchAll(/<a\b[^>]*>/g)) {
      const href = attribute(tag, "href");
      if (!href || !/^https?:/.test(href)) continue;
      const url = new URL(href);
      const citation = path === "/tools/how-we-calculate" && cited.has(url.hostname);
      if (url.origin !== origin && !hosts.has(url.hostname) && !citation)
        problems.push(`${path} links to ${href}, an unlisted host`);
    }

    const files = [
      ...[...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => [
        attribute(tag, "src"),
        ...(attribute(tag, "srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
      ]),
      ...[...html.matchAll(/<link\b[^>]*>/g)]
        .filter(([tag]) => /\brel="(stylesheet|icon|apple-touch-icon|preload|modulepreload|manifest)"/.test(tag))
        .map(([tag]) => attribute(tag, "href")),
    ];
    for (const file of files) {
      if (!file) continue;
      const url = new URL(file, pageUrl);
      if (url.origin !== origin) problems.push(`${path} loads ${file} from another site`);
      else assets.add(url.pathname);
    }
  }

  for (const asset of assets) {
    const status = (await request.get(asset)).status();
    if (status !== 200) problems.push(`${asset} answered ${status}`);
  }
  return { pages, problems };
}

test.describe("following the links", () => {
  test("every page, picture, stylesheet and icon answers 200; links leave only for configured hosts", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    expect(configuredHosts()).toEqual(
      new Set(["app.tallyday.app", "help.tallyday.app", "cal.com", "www.youtube-nocookie.com", "api.web3forms.com"]),
    );
    // From the home page; the route table's pages and the deliberate redirect as well, so none is left out.
    const { pages, problems } = await crawl(request, origin, ["/", ...sitePaths, ...Object.keys(deliberateRedirects)]);
    expect(problems).toEqual([]);
    expect(pages).toEqual(expect.arrayContaining([...sitePaths, "/blog/how-to-calculate-overtime"]));
  });

  test("every page of the route table can be reached by following links from the home page", async ({
    request,
    baseURL,
  }) => {
    const { pages } = await crawl(request, new URL(baseURL!).origin, ["/"]);
    expect(sitePaths.filter((path) => !pages.includes(path))).toEqual([]);
  });
});

test.describe("printing", () => {
  test.use({ viewport: viewports.desktop });

  for (const path of ["/privacy", "/overtime-calculator?mon=8&mon_ot=2"]) {
    test(`${path.replace(/\?.*/, "")} prints without the header, footer, menus or buttons`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      for (const navigation of await page.getByRole("navigation").all()) await expect(navigation).toBeHidden();
      for (const button of await page.getByRole("button").all()) await expect(button).toBeHidden();
      await expect(page.getByRole("main")).toBeVisible();
    });
  }

  test("the legal page keeps its title and text in print", async ({ page }) => {
    await page.goto("/privacy");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  });

  test("the tool page prints its title, fields and result, not the guide, examples, FAQ, other tools or sign-up band", async ({
    page,
  }) => {
    await page.goto("/overtime-calculator?mon=8&mon_ot=2");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The lead under the title is for the screen: it is there, but not on paper.
    await expect(page.locator("main h1 + p")).toHaveCount(1);
    await expect(page.locator("main h1 + p")).toBeHidden();
    await expect(page.getByRole("region", { name: "Breakdown by day" })).toBeVisible();
    await expect(page.getByLabel("Monday regular hours")).toHaveValue("8");
    await expect(page.getByLabel("Monday regular hours")).toBeVisible();
    for (const heading of ["guide", "examples", "faq", "more-tools", "get-started"])
      await expect(page.locator(`#${heading}-heading`), heading).toBeHidden();
  });

  for (const tool of [
    { path: "/overtime-calculator?mon=8&mon_ot=2", print: "Print report", title: "Overtime Report" },
    { path: "/working-hours-calculator?s0=09:00&e0=17:30&b0=30", print: "Print report", title: "Working Hours Report" },
    { path: "/timesheet-generator?mon_from=09:00&mon_to=17:00", print: "Generate Report", title: "Timesheet Report" },
  ]) {
    test(`the ${tool.title} is a clean document: its title, a table, no site chrome or buttons`, async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await keepPrintFrames(page);
      await page.goto(tool.path);
      await page.getByRole("button", { name: tool.print, exact: true }).click();
      const frame = page.locator("iframe[data-print-frame]");
      await expect(frame).toHaveCount(1);
      const report = frame.contentFrame();
      await expect
        .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.title))
        .toBe(tool.title);
      await expect(report.locator("body")).toContainText(tool.title);
      // The frame is drawn at 0 x 0 until the print dialog lays it out, so nothing in it is "visible".
      await expect(report.getByRole("table").first()).toBeAttached();
      await expect(report.getByRole("row").nth(1)).toBeAttached();
      await expect(report.getByRole("button")).toHaveCount(0);
      await expect(report.getByRole("banner")).toHaveCount(0);
      await expect(report.getByRole("contentinfo")).toHaveCount(0);
      await expect(report.getByRole("navigation")).toHaveCount(0);
    });
  }
});
