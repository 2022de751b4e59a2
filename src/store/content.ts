/**
 * How pages read the content store: through Astro's content layer. A production build
 * reads the collections its loader filled once (published documents only); the draft
 * preview reads the live collection on every request (docs/decisions/content-store.md#drafts).
 */
import { getCollection, getEntry, getLiveEntry } from "astro:content";
import { siteConfig } from "~/site.config";
import type { PageContent, PlanContent, SettingsContent, SiteContent } from "./site-content";

/** Page documents that only give words to routes of their own: the blog's lists, search and the not-found page. */
export const routedElsewhere: ReadonlySet<string> = new Set(["/blog", "/404", "/search"]);

const isDraftPreview = siteConfig.isDraftPreview;

async function drafts(): Promise<SiteContent> {
  const { entry, error } = await getLiveEntry("drafts", "site");
  if (error || !entry) throw error ?? new Error("The draft preview could not read the content store.");
  return entry.data.content;
}

export async function siteSettings(): Promise<SettingsContent> {
  if (isDraftPreview) return (await drafts()).settings;
  const entry = await getEntry("settings", "settings");
  if (!entry) throw new Error("The content store has no settings document.");
  return entry.data;
}

/** The plans, lowest first. */
export async function sitePlans(): Promise<PlanContent[]> {
  if (isDraftPreview) return (await drafts()).plans;
  return (await getCollection("plans")).map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

export async function sitePages(): Promise<PageContent[]> {
  if (isDraftPreview) return (await drafts()).pages;
  return (await getCollection("pages")).map((entry) => entry.data);
}

/** The page document at a path, or undefined. */
export async function pageAt(path: string): Promise<PageContent | undefined> {
  if (isDraftPreview) return (await drafts()).pages.find((page) => page.path === path);
  return (await getEntry("pages", path))?.data;
}
