import { readFileSync } from "node:fs";
import { staticPaths } from "../../app/lib/static-paths";
import routes from "../../app/routes";
import type { SecurityManifest } from "../../server/rules";

/** The build the end-to-end server serves (see playwright.config.ts). */
export const e2eBuildDir = process.env.E2E_BUILD_DIR ?? "build-e2e";

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

/** The text of every h1 in raw HTML, tags stripped. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .trim(),
  );
}
