/**
 * The one place the site's brand facts and build-time settings live.
 * Build-time variables arrive through Vite's `define`, set in astro.config.ts
 * (`publicEnvNames`): those five names and nothing else from the environment.
 */

import { siteOrigin } from "~/lib/site-url";

function env(name: keyof ImportMetaEnv): string {
  const value = import.meta.env?.[name];
  return typeof value === "string" ? value.trim() : "";
}

const appHost = "https://app.tallyday.app";
const siteUrl = siteOrigin(env("SITE_URL"));

export const siteConfig = {
  name: "Tallyday",
  tagline: "Time tracking, projects and leave for teams that keep work moving",
  company: {
    legalName: "Tallyday Technologies Pvt. Ltd.",
    address: {
      street: "5th Floor, Baner Business Bay",
      locality: "Baner",
      city: "Pune",
      region: "Maharashtra",
      postalCode: "411045",
      country: "India",
    },
  },
  email: "hello@tallyday.app",
  /** The public origin, or "" in a preview build (no `SITE_URL`): see lib/site-url.ts. */
  siteUrl,
  isPreview: siteUrl === "",
  app: {
    host: appHost,
    signUp: `${appHost}/accounts/signup/`,
    signIn: `${appHost}/accounts/login/`,
    pricing: `${appHost}/pricing/`,
    slackIntegration: `${appHost}/integrations/slack/`,
    root: `${appHost}/`,
  },
  helpCentre: "https://help.tallyday.app",
  demoBooking: "https://cal.com/tallyday/demo",
  video: {
    /**
     * Blank: the home page's "What is Tallyday?" plays our own product tour, drawn from
     * the product screens. A YouTube id of our own video embeds that instead.
     */
    youtubeId: "",
    embedOrigin: "https://www.youtube-nocookie.com",
  },
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

export type SiteConfig = typeof siteConfig;

/** The company address on one line, as the footer and legal pages print it. */
export function formatAddress(): string {
  const a = siteConfig.company.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** An absolute URL on this site, for canonical links, the sitemap and feeds (root-relative in a preview). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
