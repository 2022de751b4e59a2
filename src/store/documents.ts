/**
 * Where the site's documents come from: the bundled dataset (or another NDJSON file
 * named by `CONTENT_DATASET`), or the hosted Sanity project when `SANITY_PROJECT_ID`
 * is set. Production reads published documents only; the draft preview reads drafts
 * over them, as Sanity's drafts perspective does (docs/decisions/content-store.md).
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { inPerspective, parseNdjson, type Perspective, type StoreDocument } from "./perspective";

export type { Perspective, StoreDocument };

/** The bundled dataset, relative to the project root. */
export const bundledDataset = "content/dataset.ndjson";

/** The file a build reads: `CONTENT_DATASET`, its older name `BLOG_DATASET`, or the bundled dataset. */
export function datasetFile(env: Record<string, string | undefined> = process.env): string {
  return resolve(process.cwd(), env.CONTENT_DATASET || env.BLOG_DATASET || bundledDataset);
}

/** A local dataset file's documents in a perspective. */
export async function readDatasetFile(file: string, perspective: Perspective): Promise<StoreDocument[]> {
  return inPerspective(parseNdjson(await readFile(file, "utf8")), perspective);
}

export interface HostedSource {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A viewer token: read only on the server, for the drafts perspective (never in a page or a bundle). */
  token?: string;
  apiHost?: string;
}

/** The hosted project's documents of the given types, in a perspective. */
export async function readHosted(
  source: HostedSource,
  types: readonly string[],
  perspective: Perspective,
): Promise<StoreDocument[]> {
  const { createClient } = await import("@sanity/client");
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: false,
    perspective,
    ...(source.token ? { token: source.token } : {}),
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  });
  const documents = await client.fetch<unknown[]>("*[_type in $types]", { types: [...types] });
  return inPerspective(documents, "published");
}
