/**
 * Which documents a reader sees (Sanity's perspectives), without Node: the blog's
 * browser view reads the bundled dataset through this too.
 */
export type Perspective = "published" | "drafts";

export type StoreDocument = Record<string, unknown> & { _id: string; _type: string };

const draftPrefix = "drafts.";

function isDocument(value: unknown): value is StoreDocument {
  const doc = value as { _id?: unknown; _type?: unknown } | null;
  return typeof doc?._id === "string" && typeof doc._type === "string";
}

/**
 * The documents as a perspective sees them. Published: drafts are left out, so a draft
 * never reaches a production build. Drafts: each `drafts.<id>` stands in for `<id>`.
 */
export function inPerspective(documents: readonly unknown[], perspective: Perspective): StoreDocument[] {
  const all = documents.filter(isDocument).filter((doc) => !doc._id.startsWith("versions."));
  const published = all.filter((doc) => !doc._id.startsWith(draftPrefix));
  if (perspective === "published") return published;
  const drafts = new Map(
    all.filter((doc) => doc._id.startsWith(draftPrefix)).map((doc) => [doc._id.slice(draftPrefix.length), doc]),
  );
  const seen = new Set<string>();
  const merged = published.map((doc) => {
    seen.add(doc._id);
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id } : doc;
  });
  for (const [id, draft] of drafts) if (!seen.has(id)) merged.push({ ...draft, _id: id });
  return merged;
}

/** The documents of a dataset file in Sanity's export format: one JSON document a line. */
export function parseNdjson(text: string): unknown[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}
