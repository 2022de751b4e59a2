import { createClient } from "@sanity/client";
import type { QueryParams } from "../queries";
import type { ContentStore } from "./types";

export interface HostedStoreConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Only for tests: a stand-in for Sanity's API on another host. */
  apiHost?: string;
  /** The draft preview's drafts perspective, read with a viewer token on the server only. */
  drafts?: { token: string };
}

/**
 * A hosted Sanity project as the content store: public reads of the dataset,
 * no token, and no CDN, so a post published a minute ago shows at once.
 */
export function createHostedStore(config: HostedStoreConfig): ContentStore {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    ...(config.drafts ? { perspective: "drafts" as const, token: config.drafts.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return {
    fetch: (query: string, params: QueryParams = {}) => client.fetch<unknown>(query, params),
  };
}
