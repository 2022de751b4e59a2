import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { storePages } from "./content";
import type { SecurityManifest } from "../../server/rules";

/** The build the end-to-end server serves (see playwright.config.ts). */
export const e2eBuildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";

/** Where every "Start free" and sign-up call leads: the app's sign-up page (src/site.config.ts). */
export const signUpUrl = "https://app.tallyday.app/accounts/signup/";

/** The SITE_URL of the end-to-end build (package.json `build:e2e`): a production build. */
export const e2eSiteUrl = "https://tallyday.app";

/**
 * Every page the site serves besides posts, categories and tags: the content store's pages,
 * the not-found page's words aside.
 */
export const sitePaths = [...storePages.keys()].filter((path) => path !== "/404");

export function securityManifest(): SecurityManifest {
  return JSON.parse(readFileSync(`${e2eBuildDir}/security-manifest.json`, "utf8")) as SecurityManifest;
}

/** Blog screens prerendered from the bundled dataset: one of each kind, plus the post without a cover. */
export const blogSamplePaths = [
  "/blog/how-to-calculate-overtime",
  "/blog/payroll-ready-timesheet-checklist",
  "/blog/category/remote-work",
  "/blog/tag/payroll",
];

export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** Text or an attribute value from raw HTML with React's entities decoded. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The text of every h1 in raw HTML, tags stripped. */
export function h1Texts(html: string): string[] {
  // A <template>'s content is not part of the page (the printed report's frame has its own h1).
  const page = html.replace(/<template[\s\S]*?<\/template>/g, "");
  return [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    decodeEntities((match[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
  );
}

/** The toggles of a native disclosure group (FAQ, mobile menu groups): its `<summary>` elements. */
export function summaries(scope: Locator, name?: string | RegExp): Locator {
  const all = scope.locator("summary");
  return name === undefined ? all : all.filter({ hasText: name });
}

/** The `<details>` a summary opens. */
export function detailsOf(summary: Locator): Locator {
  return summary.locator("xpath=..");
}

/** Every sitemap file the sitemap index names, as one text. */
export async function sitemapText(request: APIRequestContext, origin = ""): Promise<string> {
  const index = await (await request.get(`${origin}/sitemap-index.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return (await Promise.all(files.map(async (file) => (await request.get(origin + file)).text()))).join("\n");
}

/**
 * Whether the browser says the button of this name has what it controls open, as a screen
 * reader hears it: Chromium's own accessibility tree, which knows a popover's button
 * (`popovertarget`) without any `aria-expanded` in the page. Undefined: no such button, or
 * one with no expanded state.
 */
export async function buttonExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      backendNodeId: root.backendNodeId,
      accessibleName: name,
      role: "button",
    });
    const expanded = nodes
      .filter((node) => !node.ignored)
      .map((node) => node.properties?.find((property) => property.name === "expanded")?.value.value as boolean);
    return expanded.length === 1 ? expanded[0] : undefined;
  } finally {
    await cdp.detach();
  }
}
