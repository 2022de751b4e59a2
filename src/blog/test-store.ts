import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLocalStore } from "./store/local";

/** The bundled dataset as a store, for tests. */
export function bundledStore() {
  return createLocalStore(() => readFile(join(process.cwd(), "content/blog/dataset.ndjson"), "utf8"));
}

/** A store over the given documents only. */
export function storeOf(documents: unknown[]) {
  return createLocalStore(async () => documents.map((doc) => JSON.stringify(doc)).join("\n"));
}
