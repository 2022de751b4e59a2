/**
 * What the end-to-end build was built from: the bundled dataset's published page
 * documents, so the tests follow the content store as the site does.
 */
import { readFileSync } from "node:fs";

export interface StorePage {
  _id: string;
  path: string;
  title: string;
  sections: Array<Record<string, unknown> & { _type: string }>;
}

const documents = readFileSync("content/dataset.ndjson", "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string })
  .filter((doc) => !doc._id.startsWith("drafts."));

/** Every page document of the bundled dataset, by path. */
export const storePages: ReadonlyMap<string, StorePage> = new Map(
  documents.filter((doc) => doc._type === "page").map((doc) => [doc.path as string, doc as unknown as StorePage]),
);

export function storePage(path: string): StorePage {
  const page = storePages.get(path);
  if (!page) throw new Error(`The bundled dataset has no page at ${path}.`);
  return page;
}

/** The first section of a kind on a page. */
export function sectionOf<T = Record<string, unknown>>(path: string, kind: string): T {
  const section = storePage(path).sections.find((item) => item._type === kind);
  if (!section) throw new Error(`The page at ${path} has no ${kind} section.`);
  return section as T;
}

/** The pages whose sections include one of a kind, such as the audience pages' scenes. */
export function pagesWith(predicate: (page: StorePage) => boolean): StorePage[] {
  return [...storePages.values()].filter(predicate);
}

/** The settings document. */
export const storeSettings = documents.find((doc) => doc._type === "settings") as unknown as {
  email: string;
  header: { solutions: Array<{ heading?: string; links: Array<{ href: string }> }> };
};

/** The audience and industry pages: those the Solutions menu lists under Company type and Industries. */
export const audiencePaths = storeSettings.header.solutions
  .flatMap((group) => group.links.map((link) => link.href))
  .filter((href) => storePages.has(href) && href !== "/blog");
