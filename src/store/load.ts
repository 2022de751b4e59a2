/**
 * The site's content from the configured store, in one perspective: the bundled
 * dataset (or `CONTENT_DATASET`), or the hosted project when `SANITY_PROJECT_ID` is set.
 */
import { schemaTypes } from "~studio/schemaTypes";
import { tools } from "~/tools/registry";
import { datasetFile, readDatasetFile, readHosted, type Perspective } from "./documents";
import { siteContent, type SiteContent } from "./site-content";

const documentTypes = schemaTypes.filter((type) => type.type === "document").map((type) => type.name);

export interface StoreSettings {
  perspective: Perspective;
  env?: Record<string, string | undefined>;
}

/** Reads, checks and resolves the store's documents; throws `ContentProblems` when any is wrong. */
export async function loadSiteContent({ perspective, env = process.env }: StoreSettings): Promise<SiteContent> {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const documents = projectId
    ? await readHosted(
        {
          projectId,
          dataset: env.SANITY_DATASET?.trim() || "production",
          apiVersion: "2024-01-01",
          token: perspective === "drafts" ? env.SANITY_READ_TOKEN?.trim() || undefined : undefined,
          apiHost: env.SANITY_API_HOST?.trim() || undefined,
        },
        documentTypes,
        perspective,
      )
    : await readDatasetFile(datasetFile(env), perspective);
  return siteContent(documents, { toolPaths: tools.map((tool) => tool.path) });
}
