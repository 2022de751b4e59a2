import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLocalStore } from "./store/local";

/** The bundled dataset as a store, for tests. */
export function bundledStore() {
  return createLocalStore(() => readFile(join(process.cwd(), "content/dataset.ndjson"), "utf8"));
}

/** A store over the given documents only. */
export function storeOf(documents: unknown[]) {
  return createLocalStore(async () => documents.map((doc) => JSON.stringify(doc)).join("\n"));
}

/** The bundled dataset's documents of one type, read directly (not through a query), to check queries against. */
export function bundledDocuments(type: string): Array<Record<string, unknown>> {
  return readFileSync(join(process.cwd(), "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => doc._type === type);
}

/** How many posts the bundled dataset publishes: those with a slug. */
export function bundledPostCount(): number {
  return bundledDocuments("post").filter((doc) => (doc.slug as { current?: string } | undefined)?.current).length;
}
