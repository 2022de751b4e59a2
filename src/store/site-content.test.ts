import { describe, expect, it } from "vitest";
import { bundledDocuments, toolPaths } from "./test-content";
import { ContentProblems, siteContent } from "./site-content";
import type { StoreDocument } from "./documents";

const published = await bundledDocuments();

// A document edited as an editor might, in any field: typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = Record<string, any>;

/** The bundled documents with one changed by `change`, as a new dataset would have it. */
function withChange(id: string, change: (doc: Editable) => void): StoreDocument[] {
  return published.map((doc) => {
    if (doc._id !== id) return doc;
    const copy = structuredClone(doc) as Editable;
    change(copy);
    return copy as StoreDocument;
  });
}

/** The problems a set of documents has, as the build would list them. */
function problemsOf(documents: StoreDocument[]): Array<{ id: string; path: string; expected: string }> {
  try {
    siteContent(documents, { toolPaths });
    return [];
  } catch (error) {
    if (error instanceof ContentProblems) return [...error.problems];
    throw error;
  }
}

const textOf = (value: unknown) => JSON.stringify(value);

describe("the bundled dataset", () => {
  it("holds no problem", () => {
    expect(problemsOf(published)).toEqual([]);
  });

  it("fills every placeholder, so no page shows one", () => {
    const { pages } = siteContent(published, { toolPaths });
    // Scenes keep {month} and {year}: the page draws them from the build's date.
    const left = textOf(pages)
      .replace(/\{(month|year|quarter)\}/g, "")
      .match(/\{[a-zA-Z][\w.]*\}/g);
    expect(left).toBeNull();
  });
});

describe("one source for every fact", () => {
  it("a new Growth price shows on every page that names the price, and the old one nowhere", () => {
    const before = siteContent(published, { toolPaths });
    const namingGrowth = before.pages.filter((page) => textOf(page).includes("$4 per user")).map((page) => page.path);
    expect(namingGrowth.length).toBeGreaterThan(0);
    const after = siteContent(
      withChange("plan.growth", (plan) => {
        plan.price.monthly = 7;
        plan.price.yearly = 5.5;
      }),
      { toolPaths },
    );
    for (const page of after.pages) {
      expect(textOf(page), page.path).not.toMatch(/\$4 per user|\$2\.50/);
      if (namingGrowth.includes(page.path)) expect(textOf(page), page.path).toContain("$7 per user");
    }
    expect(after.plans.find((plan) => plan.key === "growth")?.price).toMatchObject({ monthly: 7, yearly: 5.5 });
  });

  it("the trial length is said as the settings have it, everywhere", () => {
    const content = siteContent(
      withChange("settings", (settings) => {
        settings.offers.trialDays = 21;
      }),
      { toolPaths },
    );
    const text = textOf(content);
    expect(text).toContain("21-day");
    expect(text).not.toMatch(/\b14[- ]days?\b/);
  });
});

describe("a store with a wrong document stops the build, naming it", () => {
  const cases: Array<[string, string, (doc: Editable) => void, string, RegExp]> = [
    ["a missing required field", "page.retail", (page) => delete page.title, "title", /required/],
    [
      "a wrong type",
      "page.retail",
      (page) => (page.sections[0].heading = 5),
      "sections[0].heading",
      /text, not number/,
    ],
    [
      "an unknown section kind",
      "page.retail",
      (page) => page.sections.push({ _type: "carousel", _key: "x" }),
      "sections[7]",
      /a kind the model knows/,
    ],
    ["a negative price", "plan.growth", (plan) => (plan.price.monthly = -4), "price.monthly", /at least 0/],
    ["a price in words", "plan.growth", (plan) => (plan.price.yearly = "two fifty"), "price.yearly", /a number/],
    ["a field the model does not have", "page.retail", (page) => (page.headline = "Hi"), "headline", /no such field/],
    [
      "a link to a path no page has",
      "page.retail",
      (page) => (page.sections[0].primary = { _type: "action", label: "Go", href: "/nowhere" }),
      "sections[0].primary.href",
      /a path a page has/,
    ],
    [
      "a placeholder the site does not know",
      "page.retail",
      (page) => (page.sections[0].lead = "Try it for {trial.weeks} weeks."),
      "sections[0].lead",
      /placeholder/,
    ],
    [
      "a dollar figure no plan has",
      "page.retail",
      (page) => (page.sections[0].lead = "Only $3 per user a month."),
      "sections[0].lead",
      /dollar figure/,
    ],
    [
      "a reference to a document that does not exist",
      "page.retail",
      (page) => (page.sections.find((s: { _type: string }) => s._type === "faq").items[0]._ref = "faq.none"),
      "sections[5].items[0]",
      /exists/,
    ],
  ];

  it.each(cases)("%s", (_, id, change, path, expected) => {
    const problems = problemsOf(withChange(id, change));
    expect(problems).toContainEqual(expect.objectContaining({ id, path, expected: expect.stringMatching(expected) }));
  });

  it("two pages with one path", () => {
    const problems = problemsOf(withChange("page.agency", (page) => (page.path = "/retail")));
    expect(problems).toContainEqual(
      expect.objectContaining({ path: "path", expected: expect.stringMatching(/no other page/) }),
    );
  });

  it("lists every problem at once, one line each", () => {
    const documents = withChange("plan.growth", (plan) => (plan.price.monthly = -1)).map((doc) =>
      doc._id === "page.retail" ? { ...doc, title: 3 } : doc,
    );
    try {
      siteContent(documents as StoreDocument[], { toolPaths });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split("\n");
      expect(lines[0]).toMatch(/2 problems; nothing was built/);
      expect(lines.slice(1).sort()).toEqual([
        "  page.retail  title: expected text, not number",
        "  plan.growth  price.monthly: expected a number of at least 0",
      ]);
    }
  });
});
