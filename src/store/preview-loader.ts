/**
 * The draft preview's live loader (`npm run drafts`): the store read on every request,
 * drafts over published documents, so an edit shows on the next reload with no
 * rebuild. A local dataset is read again only when its file changed.
 */
import { stat } from "node:fs/promises";
import type { LiveLoader } from "astro/loaders";
import { datasetFile } from "./documents";
import { loadSiteContent } from "./load";
import type { SiteContent } from "./site-content";

let cached: { key: string; content: Promise<SiteContent> } | undefined;

async function draftContent(): Promise<SiteContent> {
  // The hosted store is asked every time; a file only when it changed.
  const key = process.env.SANITY_PROJECT_ID
    ? `hosted:${Date.now()}`
    : await stat(datasetFile()).then((info) => `file:${info.mtimeMs}:${info.size}`);
  if (cached?.key !== key) {
    const content = loadSiteContent({ perspective: "drafts" });
    cached = { key, content };
    content.catch(() => {
      if (cached?.content === content) cached = undefined;
    });
  }
  return cached.content;
}

export function previewLoader(): LiveLoader<{ content: SiteContent }> {
  return {
    name: "tallyday-drafts",
    async loadEntry() {
      try {
        return { id: "site", data: { content: await draftContent() } };
      } catch (error) {
        return { error: error as Error };
      }
    },
    async loadCollection() {
      try {
        return { entries: [{ id: "site", data: { content: await draftContent() } }] };
      } catch (error) {
        return { error: error as Error };
      }
    },
  };
}
