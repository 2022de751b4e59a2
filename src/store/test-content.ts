/** The bundled dataset's content, checked and resolved as a build reads it: for unit tests. */
import { bundledDataset, readDatasetFile, type Perspective, type StoreDocument } from "./documents";
import { siteContent, type PageContent, type SiteContent } from "./site-content";
import { tools } from "~/tools/registry";

export const toolPaths = tools.map((tool) => tool.path);

export async function bundledDocuments(perspective: Perspective = "published"): Promise<StoreDocument[]> {
  return readDatasetFile(bundledDataset, perspective);
}

export async function bundledContent(): Promise<SiteContent> {
  return siteContent(await bundledDocuments(), { toolPaths });
}

/** A page of the bundled dataset, as the site draws it. */
async function pageAt(path: string): Promise<PageContent> {
  const page = (await bundledContent()).pages.find((each) => each.path === path);
  if (!page) throw new Error(`The bundled dataset has no page at ${path}.`);
  return page;
}

type Section = PageContent["sections"][number];
type Of<Kind extends Section["_type"]> = Extract<Section, { _type: Kind }>;

/** The methodology section of a page. */
export async function methodologyAt(path: string): Promise<Of<"methodology">> {
  const section = (await pageAt(path)).sections.find((each): each is Of<"methodology"> => each._type === "methodology");
  if (!section) throw new Error(`${path} has no methodology section.`);
  return section;
}

/** The worked examples a page shows: a tool page's own section, or the methodology's. */
export async function examplesAt(path: string): Promise<{ examples: Of<"workedExamples"> }> {
  const page = await pageAt(path);
  for (const section of page.sections) {
    if (section._type === "workedExamples") return { examples: section };
    if (section._type === "methodology")
      return { examples: { ...section.examples, _type: "workedExamples", _key: section._key } };
  }
  throw new Error(`${path} has no worked examples.`);
}

/** The parts of a tool page's guide. */
export async function guideAt(path: string): Promise<Of<"toolGuide">["parts"]> {
  const guide = (await pageAt(path)).sections.find((each): each is Of<"toolGuide"> => each._type === "toolGuide");
  if (!guide) throw new Error(`${path} has no guide.`);
  return guide.parts;
}
