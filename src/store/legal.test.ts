/** The legal documents of the bundled dataset, as the site prints them, against what each policy must say (the cases below). */
import { toPlainText } from "@portabletext/react";
import { describe, expect, it } from "vitest";
import { formatAddress } from "~/lib/address";
import type { RichText } from "./sanity.types";
import type { PageContent } from "./site-content";
import { bundledContent, bundledDocuments } from "./test-content";

const { pages, settings } = await bundledContent();
const stored = await bundledDocuments();

type LegalDocument = Extract<PageContent["sections"][number], { _type: "legal" }>["document"];

const legalPages = pages.flatMap((page) =>
  page.sections.flatMap((section) => (section._type === "legal" ? [[page.path, section.document] as const] : [])),
);
const documentAt = (path: string) => legalPages.find(([at]) => at === path)![1];

const bodies = (doc: LegalDocument): RichText[] => [doc.intro, ...doc.sections.map((section) => section.body)];

/** The document as a visitor reads it. */
function plainText(doc: LegalDocument): string {
  return [
    toPlainText(doc.intro),
    ...doc.sections.flatMap((section) => [section.heading, toPlainText(section.body)]),
  ].join("\n");
}

function links(doc: LegalDocument): string[] {
  return bodies(doc).flatMap((body) => body.flatMap((block) => (block.markDefs ?? []).map((mark) => mark.href)));
}

describe("the legal pages", () => {
  it("are the privacy policy, the terms and the refund policy", () => {
    expect(legalPages.map(([path]) => path).sort()).toEqual(["/privacy", "/refunds", "/terms"]);
  });
});

describe.each(legalPages)("%s", (_path, doc) => {
  it("has unique, URL-safe section ids", () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("has a real date and substantial sections", () => {
    expect(doc.updated.date).toBe("2024-08-10");
    for (const section of doc.sections) expect(section.body.length).toBeGreaterThan(0);
    expect(plainText(doc)).not.toMatch(/lorem|ipsum|TODO|\{[a-z]/i);
  });

  it("links only to pages and sections that exist", () => {
    const hrefs = links(doc);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith("mailto:")) {
        expect(href).toBe(`mailto:${settings.email}`);
        continue;
      }
      const [target = "", hash] = href.split("#");
      const targetDoc = target === "" ? doc : legalPages.find(([path]) => path === target)?.[1];
      if (target !== "")
        expect(
          pages.some((page) => page.path === target),
          href,
        ).toBe(true);
      if (hash !== undefined)
        expect(
          targetDoc?.sections.map((section) => section.id),
          href,
        ).toContain(hash);
    }
  });
});

it("the legal documents name the company and its address from the settings, never typed in", () => {
  const raw = JSON.stringify(stored.filter((doc) => doc._type === "legalDocument"));
  expect(raw).not.toContain(settings.email);
  expect(raw).not.toContain(formatAddress(settings.company.address));
  const privacy = plainText(documentAt("/privacy"));
  expect(privacy).toContain(settings.email);
  expect(privacy).toContain(settings.company.legalName);
  expect(privacy).toContain(formatAddress(settings.company.address));
});

describe("privacy policy", () => {
  const doc = documentAt("/privacy");
  const text = plainText(doc);

  it("names the sign-in providers, the three cookie types and the under-13 rule", () => {
    for (const provider of ["Google", "Facebook", "Instagram", "Twitter", "LinkedIn", "Slack"])
      expect(text).toContain(provider);
    expect(text).toMatch(/Essential session cookies/);
    expect(text).toMatch(/cookie-acceptance cookie[\s\S]{0,120}persistent/);
    expect(text).toMatch(/Functionality cookies[\s\S]{0,160}persistent/);
    expect(text).toMatch(/not directed at children under 13/);
    expect(text).toMatch(/child under 13, we delete it/);
  });

  it("describes what this website does: no cookies, no notice, storage only for the tools, outside services only on use", () => {
    expect(text).toMatch(/This website sets none/);
    expect(text).not.toMatch(/only if you accept|analytics cookies/i);
    for (const service of ["Web3Forms", "hCaptcha", "YouTube"]) expect(text).toContain(service);
    expect(text).toMatch(/only after you press play/);
  });

  it("covers retention, transfers, deletion and disclosure, and how to reach the company", () => {
    expect(doc.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(["retention", "international-transfers", "your-rights", "sharing-and-disclosure"]),
    );
    expect(links(doc)).toContain("/contact");
  });
});

describe("terms of service", () => {
  const doc = documentAt("/terms");
  const text = plainText(doc);

  it("has exactly 18 numbered sections", () => {
    expect(doc.sections).toHaveLength(18);
    expect(doc.numbered).toBe(true);
  });

  it("states eligibility, the claims limit, the governing law and the pricing rules", () => {
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/within one year/);
    expect(text).toMatch(/laws of India as applied in the State of Maharashtra/);
    expect(text).toMatch(/seat and venue of the arbitration is Pune/);
    expect(text).toMatch(/takes effect when we post it/);
    expect(text).toMatch(/cancel your subscription at any time/);
    expect(text).toMatch(/stays active until the end of the current billing cycle/);
    expect(links(doc)).toContain("/refunds");
  });

  it("points cross-references at the right numbered sections", () => {
    const numberOf = (id: string) => doc.sections.findIndex((section) => section.id === id) + 1;
    const refs = bodies(doc).flatMap((body) =>
      body.flatMap((block) =>
        (block.children ?? []).flatMap((span) => {
          const href = block.markDefs?.find((mark) => span.marks?.includes(mark._key))?.href;
          const number = /^section (\d+)$/.exec(span.text ?? "")?.[1];
          return href?.startsWith("#") && number ? [[Number(number), href.slice(1)] as const] : [];
        }),
      ),
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const [number, id] of refs) expect(number, id).toBe(numberOf(id));
    expect(text).toContain(`section ${numberOf("refunds")}`);
    expect(text).toContain(`section ${numberOf("cancellation")}`);
  });
});

describe("refunds and cancellations", () => {
  const text = plainText(documentAt("/refunds"));

  it("states the window, the review, the timings and the discretion", () => {
    expect(text).toMatch(new RegExp(`within ${settings.offers.refundDays} days of the first purchase`));
    expect(text).toMatch(/approved or rejected/);
    expect(text).toMatch(/within 2 working days/);
    expect(text).toMatch(/original payment method within 7 to 10 working days/);
    expect(text).toMatch(/stays active until the end of the current billing cycle/);
    expect(text).toMatch(/causes outside our control/);
    expect(text).toMatch(/at the company's discretion/);
  });
});
