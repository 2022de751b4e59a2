import { evaluate, parse, type Document } from "groq-js";
import { inPerspective, parseNdjson, type Perspective } from "~/store/perspective";
import type { QueryParams } from "../queries";
import type { ContentStore } from "./types";

/**
 * The bundled dataset as a content store: Sanity's NDJSON export, queried with
 * groq-js, so the same GROQ strings work with no hosted project at all. Like
 * Sanity's public API it answers with published documents only, drafts left out,
 * unless the draft preview asks for the drafts perspective.
 */
export function createLocalStore(
  readDataset: () => Promise<string>,
  perspective: Perspective = "published",
): ContentStore {
  let documents: Promise<Dataset> | undefined;
  const load = () => {
    documents ??= readDataset().then((text) => indexed(text, perspective));
    // A failed read is not cached: the next query tries again.
    documents.catch(() => {
      documents = undefined;
    });
    return documents;
  };
  return {
    async fetch(query: string, params: QueryParams = {}) {
      const { dataset, byId } = await load();
      // References resolve by id in one look-up, not a scan of the dataset: a list of
      // two thousand posts dereferences thousands of times (docs/product.md#blog).
      const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref);
      const result = await evaluate(parse(query, { params }), { dataset, params, dereference });
      return result.get();
    },
  };
}

interface Dataset {
  dataset: unknown[];
  byId: Map<string, Document>;
}

function indexed(text: string, perspective: Perspective): Dataset {
  const dataset = inPerspective(parseNdjson(text), perspective);
  const byId = new Map<string, Document>();
  for (const doc of dataset) {
    const id = (doc as { _id?: unknown } | null)?._id;
    if (typeof id === "string") byId.set(id, doc as Document);
  }
  return { dataset, byId };
}
