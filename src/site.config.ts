/**
 * The site's build-time settings that islands may read too. The brand's facts (name,
 * company, e-mail, links out) are the settings document of the content store. The
 * variables are declared and checked in astro.config.ts (`env.schema`); the contact
 * form's keys are server-side settings its page hands it (sections/Sections.astro).
 */
import { CONTENT_PREVIEW, SANITY_DATASET, SANITY_PROJECT_ID, SITE_URL } from "astro:env/client";
import { siteOrigin } from "~/lib/site-url";

const siteUrl = siteOrigin(SITE_URL);

export const siteConfig = {
  /** The public origin, or "" in a preview build (no `SITE_URL`): see lib/site-url.ts. */
  siteUrl,
  isPreview: siteUrl === "",
  /** The draft preview (`npm run drafts`): drafts shown, never indexed or cached. */
  isDraftPreview: CONTENT_PREVIEW === "drafts",
  /** Where a video of our own (the settings' YouTube id) is embedded from, only after the press. */
  videoEmbedOrigin: "https://www.youtube-nocookie.com",
  sanity: {
    projectId: SANITY_PROJECT_ID?.trim() ?? "",
    dataset: SANITY_DATASET.trim() || "production",
    apiVersion: "2024-01-01",
  },
  web3forms: { endpoint: "https://api.web3forms.com/submit" },
} as const;

/** An absolute URL on this site, for canonical links, the sitemap and feeds (root-relative in a preview). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
