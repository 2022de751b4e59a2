import { evaluate, parse } from "groq-js";
import type { QueryParams } from "../queries";
import type { ContentStore } from "./types";

/**
 * The bundled dataset as a content store: Sanity's NDJSON export, queried with
 * groq-js, so the same GROQ strings work with no hosted project at all.
 */
export function createLocalStore(readDataset: () => Promise<string>): ContentStore {
  let documents: Promise<unknown[]> | undefined;
  const load = () => {
    documents ??= readDataset().then(parseNdjson);
    // A failed read is not cached: the next query tries again.
    documents.catch(() => {
      documents = undefined;
    });
    return documents;
  };
  return {
    async fetch(query: string, params: QueryParams = {}) {
      const dataset = await load();
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get();
    },
  };
}

export function parseNdjson(text: string): unknown[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}
