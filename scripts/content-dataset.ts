/**
 * The bundled dataset as a marketing team would change it, for the end-to-end tests of
 * the content store (tests/e2e/content-store.spec.ts): a new home headline, a new Growth
 * price, a page added for a new industry and listed in the menu, and a draft of the
 * pricing page that only the draft preview may show.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

export const edits = {
  homeHeading: "Every hour, project and day off in one place",
  growthPrice: { monthly: 7, yearly: 5.5 },
  newPage: { path: "/construction", title: "Tallyday for construction teams", heading: "Crews on site, hours in hand" },
  draftPricingHeading: "A draft heading no visitor sees",
} as const;

type Doc = Record<string, unknown> & { _id: string; _type: string };
type Section = Record<string, unknown> & { _type: string };

export function editedDataset(bundled = readFileSync(join(root, "content/dataset.ndjson"), "utf8")): string {
  const documents = bundled
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc);
  const added: Doc[] = [];
  for (const doc of documents) {
    if (doc._id === "page.home") (doc.sections as Section[])[0]!.heading = edits.homeHeading;
    if (doc._id === "plan.growth") doc.price = { ...edits.growthPrice };
    if (doc._id === "page.retail") {
      // A new industry page, made as an editor would: the retail page duplicated and reworded.
      const copy = structuredClone(doc);
      const sections = copy.sections as Section[];
      sections[0]!.heading = edits.newPage.heading;
      added.push({ ...copy, _id: "page.construction", path: edits.newPage.path, title: edits.newPage.title });
    }
    if (doc._id === "page.pricing") {
      const draft = structuredClone(doc);
      (draft.sections as Section[])[0]!.title = edits.draftPricingHeading;
      added.push({ ...draft, _id: "drafts.page.pricing" });
    }
    if (doc._id === "settings") {
      const header = doc.header as { solutions: Array<{ heading?: string; links: unknown[] }> };
      header.solutions
        .find((group) => group.heading === "Industries")!
        .links.push({ _type: "navLink", _key: "construction", label: "Construction", href: edits.newPage.path });
    }
  }
  return [...documents, ...added].map((doc) => JSON.stringify(doc)).join("\n") + "\n";
}
