/**
 * The draft preview's blog store (`npm run drafts`, server only): drafts over published
 * documents, so an edit shows on the next reload. The hosted one is read with the viewer
 * token, a secret of the preview's server process (astro:env, read at run time, never
 * built in); a local dataset is read again whenever its file changed.
 */
import { SANITY_READ_TOKEN } from "astro:env/server";
import { stat } from "node:fs/promises";
import { siteConfig } from "~/site.config";
import { datasetFile } from "~/store/documents";
import type { ContentStore } from "./store/types";

let draftFile: { version: string; store: Promise<ContentStore> } | undefined;

export async function draftStore(readDataset: () => Promise<string>): Promise<ContentStore> {
  if (siteConfig.sanity.projectId) {
    const { createHostedStore } = await import("./store/hosted");
    return createHostedStore({ ...siteConfig.sanity, drafts: { token: SANITY_READ_TOKEN?.trim() ?? "" } });
  }
  const { mtimeMs, size } = await stat(datasetFile());
  const version = `${mtimeMs}:${size}`;
  if (draftFile?.version !== version) {
    const { createLocalStore } = await import("./store/local");
    draftFile = { version, store: Promise.resolve(createLocalStore(readDataset, "drafts")) };
  }
  return draftFile.store;
}
