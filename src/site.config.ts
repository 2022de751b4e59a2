/**
 * The site's build-time settings. The brand's facts (name, company, e-mail, links out)
 * are the settings document of the content store. Build-time variables arrive through Vite's `define`, set in astro.config.ts
 * (`publicEnvNames`): those five names and nothing else from the environment.
 */

import { siteOrigin } from "~/lib/site-url";

function env(name: keyof ImportMetaEnv): string {
  const value = import.meta.env?.[name];
  return typeof value === "string" ? value.trim() : "";
}

const siteUrl = siteOrigin(env("SITE_URL"));

export const siteConfig = {
  /** The public origin, or "" in a preview build (no `SITE_URL`): see lib/site-url.ts. */
  siteUrl,
  isPreview: siteUrl === "",
  /** The draft preview (`npm run drafts`): drafts shown, never indexed or cached. */
  isDraftPreview: env("CONTENT_PREVIEW") === "drafts",
  /** Where a video of our own (the settings' YouTube id) is embedded from, only after the press. */
  videoEmbedOrigin: "https://www.youtube-nocookie.com",
  sanity: {
    projectId: env("SANITY_PROJECT_ID"),
    dataset: env("SANITY_DATASET") || "production",
    apiVersion: "2024-01-01",
  },
  web3forms: {
    accessKey: env("WEB3FORMS_ACCESS_KEY"),
    endpoint: "https://api.web3forms.com/submit",
  },
  hcaptcha: {
    siteKey: env("HCAPTCHA_SITEKEY") || "50b2fe65-b00b-4b9e-ad62-3ba471098be2",
  },
} as const;

/** An absolute URL on this site, for canonical links, the sitemap and feeds (root-relative in a preview). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
