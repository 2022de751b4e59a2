/**
 * The site's content as the pages read it: every document checked against the model,
 * references followed, placeholders filled from the one document that holds each
 * fact, and the whole checked as a site (one page a path, links that lead somewhere,
 * no price that no plan has). Any problem stops the build with a line for each
 * (docs/decisions/content-store.md).
 */
import { dollarFigures, factTable, fillFacts, planFigures } from "./facts";
import type { StoreDocument } from "./documents";
import type { AllSanitySchemaTypes, Mockup, Page, Plan, Settings } from "./sanity.types";
import { validateDocuments, type ContentProblem } from "./validate";

/** A document as it arrives: what Sanity adds on its own may be missing from a bundled dataset. */
type Stored<T> = Omit<T, "_createdAt" | "_updatedAt" | "_rev">;

/** A drawing as a page draws it. */
export interface VisualView {
  src: string;
  alt: string;
  width: number;
  height: number;
  header?: { title: string; dated: string };
}

/**
 * A type with its references replaced by the documents they name and its pictures by
 * what a page draws, as `resolve` does at run time.
 */
type Resolved<T> = T extends { _type: "visual" }
  ? VisualView
  : T extends { _type: "reference"; _ref: string }
    ? ResolvedReference<T>
    : T extends ReadonlyArray<infer Item>
      ? Array<Resolved<Item>>
      : T extends object
        ? { [Key in keyof T as Key extends "_createdAt" | "_updatedAt" | "_rev" ? never : Key]: Resolved<T[Key]> }
        : T;

type ReferenceTargetName<T> = {
  [Key in keyof T]: Key extends "_ref" | "_type" | "_key" | "_weak" ? never : T[Key];
}[keyof T];
type ResolvedReference<T> = Resolved<Extract<AllSanitySchemaTypes, { _type: ReferenceTargetName<T> }>>;

export type PageContent = Resolved<Page>;
export type PlanContent = Resolved<Plan>;
export type SettingsContent = Resolved<Settings>;
export type SectionContent = PageContent["sections"][number];

export interface SiteContent {
  settings: SettingsContent;
  /** In their order, lowest first. */
  plans: PlanContent[];
  pages: PageContent[];
}

export class ContentProblems extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(
      [
        `The content store holds ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was built:`,
        ...problems.map((problem) => `  ${problem.id}  ${problem.path}: expected ${problem.expected}`),
      ].join("\n"),
    );
    this.name = "ContentProblems";
    this.problems = problems;
    // The lines say all there is: no stack trace under them.
    this.stack = this.message;
  }
}

/** Paths the site serves from code rather than page documents. */
const codePaths = ["/search", "/blog/rss.xml", "/sitemap-index.xml"];

interface Context {
  byId: Map<string, StoreDocument>;
  facts: Map<string, string>;
  problems: ContentProblem[];
}

/** A document with its references followed, its pictures drawn and its placeholders filled, checked as it goes. */
function resolve(value: unknown, context: Context, id: string, path: string, seen: ReadonlySet<string>): unknown {
  if (typeof value === "string") {
    return fillFacts(value, context.facts, (name) =>
      context.problems.push({ id, path, expected: `a placeholder the site knows, not {${name}}` }),
    );
  }
  if (Array.isArray(value)) return value.map((item, index) => resolve(item, context, id, `${path}[${index}]`, seen));
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  if (object._type === "reference" && typeof object._ref === "string") {
    const target = context.byId.get(object._ref);
    // A missing target is reported by the model check; a cycle is cut here.
    if (!target || seen.has(target._id)) return undefined;
    return resolve(target, context, target._id, "", new Set([...seen, target._id]));
  }
  const resolved = Object.fromEntries(
    Object.entries(object).map(([key, item]) => [key, resolve(item, context, id, path ? `${path}.${key}` : key, seen)]),
  );
  if (resolved._type === "visual") {
    const mockup = resolved.mockup as Stored<Mockup> | undefined;
    return mockup
      ? {
          src: mockup.file,
          alt: (resolved.alt as string | undefined) ?? mockup.alt,
          width: mockup.width,
          height: mockup.height,
          ...(mockup.header ? { header: { title: mockup.header.title, dated: mockup.header.dated } } : {}),
        }
      : undefined;
  }
  return resolved;
}

/** Every `href` in a resolved value, with where it sits. */
function* hrefs(value: unknown, path = ""): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* hrefs(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key === "href" && typeof item === "string") yield [item, at];
      else yield* hrefs(item, at);
    }
  }
}

/** Every piece of text a visitor reads in a resolved value, with where it sits (pictures' descriptions aside). */
function* texts(value: unknown, path = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "alt" || key.startsWith("_") || key === "href" || key === "src") continue;
      yield* texts(item, path ? `${path}.${key}` : key);
    }
  }
}

/** Sections whose money is arithmetic (a calculator's examples), not a price. */
const arithmeticSections = new Set(["tool", "toolGuide", "workedExamples", "methodology"]);

/** Checks and resolves the documents of one perspective into the site's content. */
export function siteContent(
  documents: readonly StoreDocument[],
  options: { toolPaths: readonly string[] },
): SiteContent {
  const problems = validateDocuments(documents);
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const settingsDocs = documents.filter((doc) => doc._type === "settings");
  if (settingsDocs.length !== 1)
    problems.push({ id: "settings", path: "(the document)", expected: "exactly one settings document" });
  const planDocs = documents
    .filter((doc) => doc._type === "plan")
    .sort((a, b) => Number(a.order) - Number(b.order)) as unknown as Stored<Plan>[];
  const pageDocs = documents.filter((doc) => doc._type === "page") as unknown as Stored<Page>[];

  const owners = new Map<string, string>();
  for (const page of pageDocs) {
    const other = owners.get(page.path);
    if (other)
      problems.push({ id: page._id, path: "path", expected: `a path no other page has (${other} has ${page.path})` });
    owners.set(page.path, page._id);
  }
  const keys = new Map<string, string>();
  for (const plan of planDocs) {
    const other = keys.get(plan.key);
    if (other)
      problems.push({ id: plan._id, path: "key", expected: `a key no other plan has (${other} has ${plan.key})` });
    keys.set(plan.key, plan._id);
  }
  if (planDocs.filter((plan) => plan.popular).length !== 1)
    problems.push({
      id: planDocs[0]?._id ?? "plan",
      path: "popular",
      expected: "exactly one plan marked Most popular",
    });
  if (problems.length) throw new ContentProblems(problems);

  const settingsDoc = settingsDocs[0] as unknown as Stored<Settings>;
  const facts = factTable(settingsDoc, planDocs);
  const context: Context = { byId, facts, problems };
  const settings = resolve(settingsDoc, context, settingsDoc._id, "", new Set([settingsDoc._id])) as SettingsContent;
  const plans = planDocs.map((plan) => resolve(plan, context, plan._id, "", new Set([plan._id])) as PlanContent);
  const pages = pageDocs.map((page) => resolve(page, context, page._id, "", new Set([page._id])) as PageContent);

  const paths = new Set([...pageDocs.map((page) => page.path), ...codePaths]);
  for (const doc of documents) {
    if (doc._type === "post") paths.add(`/blog/${(doc.slug as { current?: string } | undefined)?.current}`);
    if (doc._type === "category")
      paths.add(`/blog/category/${(doc.slug as { current?: string } | undefined)?.current}`);
    if (doc._type === "tag") paths.add(`/blog/tag/${(doc.slug as { current?: string } | undefined)?.current}`);
  }
  const checkLinks = (id: string, value: unknown) => {
    for (const [href, at] of hrefs(value)) {
      if (/^(https:\/\/|mailto:[^\s@]+@[^\s@]+$|#[a-z])/.test(href)) continue;
      const target = href.split("#")[0]!;
      if (!href.startsWith("/") || href.startsWith("//"))
        problems.push({ id, path: at, expected: `a link to a site path, #anchor, https: or mailto:, not ${href}` });
      else if (!paths.has(target))
        problems.push({ id, path: at, expected: `a link to a path a page has, not ${href}` });
    }
  };
  checkLinks(settingsDoc._id, settings);
  const prices = planFigures(planDocs);
  for (const page of pages) {
    checkLinks(page._id, page);
    for (const [index, section] of page.sections.entries()) {
      if (section._type === "tool" && !options.toolPaths.includes(section.tool))
        problems.push({
          id: page._id,
          path: `sections[${index}].tool`,
          expected: `a tool of the registry, not ${section.tool}`,
        });
      if (arithmeticSections.has(section._type) || page.sections.some((part) => part._type === "tool")) continue;
      for (const [text, at] of texts(section, `sections[${index}]`)) {
        for (const amount of dollarFigures(text))
          if (!prices.has(amount))
            problems.push({ id: page._id, path: at, expected: `a dollar figure that a plan has, not $${amount}` });
      }
    }
  }
  if (problems.length) throw new ContentProblems(problems);
  return { settings, plans, pages };
}
