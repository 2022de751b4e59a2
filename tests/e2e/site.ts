import { readFileSync } from "node:fs";
import { staticPaths } from "../../app/lib/static-paths";
import routes from "../../app/routes";
import type { SecurityManifest } from "../../server/rules";

/** The build the end-to-end server serves (see playwright.config.ts). */
export const e2eBuildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";

/** The SITE_URL of the end-to-end build (package.json `build:e2e`): a production build. */
export const e2eSiteUrl = "https://tallyday.app";

/** Every prerendered page of the route table. */
export const sitePaths = staticPaths(routes);

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
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    decodeEntities((match[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
  );
}
