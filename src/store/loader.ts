/**
 * The content layer's loader over the store: one read of the store per build, checked
 * and resolved, shared by the collections (src/content.config.ts). Production reads
 * published documents only.
 */
import type { Loader } from "astro/loaders";
import { loadSiteContent } from "./load";
import type { SiteContent } from "./site-content";

let published: Promise<SiteContent> | undefined;

function publishedContent(): Promise<SiteContent> {
  published ??= loadSiteContent({ perspective: "published" });
  return published;
}

type Part = "pages" | "plans" | "settings";

/** The entries of one collection, each with its id: a page's path, a plan's key, the one settings document. */
function entriesOf(content: SiteContent, part: Part): Array<{ id: string; data: Record<string, unknown> }> {
  if (part === "pages") return content.pages.map((page) => ({ id: page.path, data: page }));
  if (part === "plans") return content.plans.map((plan) => ({ id: plan.key, data: plan }));
  return [{ id: "settings", data: content.settings }];
}

export function storeLoader(part: Part): Loader {
  return {
    name: `tallyday-store-${part}`,
    async load({ store }) {
      const content = await publishedContent();
      store.clear();
      for (const entry of entriesOf(content, part)) store.set(entry);
    },
  };
}
