import { describe, expect, it } from "vitest";
import { sitePaths as allSitePaths } from "~/lib/site-paths";
import { formatAddress, siteConfig } from "~/site.config";
import { isSafeHref, parseInline } from "../inline";
import { privacyDocument, signInProviders } from "./privacy";
import { refundsDocument } from "./refunds";
import { termsDocument } from "./terms";
import type { LegalDocument } from "./types";

const documents = [privacyDocument, termsDocument, refundsDocument];
const sitePaths = new Set(allSitePaths());

/** Every piece of text in a document: intro, headings, paragraphs and list items. */
function texts(doc: LegalDocument): string[] {
  return [
    ...doc.intro,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.type === "list" ? block.items : [block.text])),
    ]),
  ];
}

/** The document as a visitor reads it, with the inline syntax resolved. */
function plainText(doc: LegalDocument): string {
  return texts(doc)
    .flatMap((text) => parseInline(text, siteConfig.email).map((token) => token.text))
    .join("\n");
}

function links(doc: LegalDocument): string[] {
  return texts(doc).flatMap((text) =>
    parseInline(text, siteConfig.email).flatMap((token) => (token.type === "link" ? [token.href] : [])),
  );
}

describe.each(documents.map((doc) => [doc.path, doc] as const))("%s", (path, doc) => {
  it("is a page of the route table", () => {
    expect(sitePaths.has(path)).toBe(true);
  });

  it("has unique, URL-safe section ids", () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("has a real date and substantial sections", () => {
    expect(doc.updated.isoDate).toBe("2024-08-10");
    for (const section of doc.sections) expect(section.blocks.length).toBeGreaterThan(0);
    expect(plainText(doc)).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it("links only to pages and sections that exist", () => {
    const hrefs = links(doc);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(isSafeHref(href), href).toBe(true);
      if (href.startsWith("mailto:")) {
        expect(href).toBe(`mailto:${siteConfig.email}`);
        continue;
      }
      const [target = "", hash] = href.split("#");
      const targetDoc = target === "" ? doc : documents.find((other) => other.path === target);
      if (target !== "") expect(sitePaths.has(target), href).toBe(true);
      if (hash !== undefined) {
        expect(targetDoc, href).toBeDefined();
        expect(
          targetDoc?.sections.map((section) => section.id),
          href,
        ).toContain(hash);
      }
    }
  });

  it("uses the configured contact e-mail, never a typed-in one", () => {
    expect(texts(doc).join("\n")).not.toContain(siteConfig.email);
    expect(plainText(doc)).toContain(siteConfig.email);
  });
});

describe("privacy policy", () => {
  const text = plainText(privacyDocument);

  it("names the sign-in providers, the three cookie types and the under-13 rule", () => {
    for (const provider of signInProviders) expect(text).toContain(provider);
    // The spec's three cookie types, which belong to the signed-in app.
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
    const ids = privacyDocument.sections.map((section) => section.id);
    expect(ids).toEqual(
      expect.arrayContaining(["retention", "international-transfers", "your-rights", "sharing-and-disclosure"]),
    );
    expect(text).toContain(siteConfig.company.legalName);
    expect(text).toContain(formatAddress());
    expect(links(privacyDocument)).toContain("/contact");
  });
});

describe("terms of service", () => {
  const text = plainText(termsDocument);

  it("has exactly 18 numbered sections", () => {
    expect(termsDocument.sections).toHaveLength(18);
    expect(termsDocument.numbered).toBe(true);
  });

  it("states eligibility, the claims limit, the governing law and the pricing rules", () => {
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/within one year/);
    expect(text).toMatch(/laws of India as applied in the State of Maharashtra/);
    expect(text).toMatch(/seat and venue of the arbitration is Pune/);
    expect(text).toMatch(/takes effect when we post it/);
    expect(text).toMatch(/cancel your subscription at any time/);
    expect(text).toMatch(/stays active until the end of the current billing cycle/);
    expect(links(termsDocument)).toContain("/refunds");
  });

  it("points cross-references at the right numbered sections", () => {
    const numberOf = (id: string) => termsDocument.sections.findIndex((section) => section.id === id) + 1;
    expect(text).toContain(`section ${numberOf("refunds")}`);
    expect(text).toContain(`section ${numberOf("cancellation")}`);
    const refs = texts(termsDocument).flatMap((line) => [...line.matchAll(/\[section (\d+)\]\(#([a-z-]+)\)/g)]);
    expect(refs.length).toBeGreaterThan(0);
    for (const [, number, id = ""] of refs) expect(Number(number)).toBe(numberOf(id));
  });
});

describe("refunds and cancellations", () => {
  const text = plainText(refundsDocument);

  it("states the window, the review, the timings and the discretion", () => {
    expect(text).toMatch(/within 30 days of the first purchase/);
    expect(text).toMatch(/approved or rejected/);
    expect(text).toMatch(/within 2 working days/);
    expect(text).toMatch(/original payment method within 7 to 10 working days/);
    expect(text).toMatch(/stays active until the end of the current billing cycle/);
    expect(text).toMatch(/causes outside our control/);
    expect(text).toMatch(/at the company's discretion/);
  });
});

describe("parseInline", () => {
  it("turns the syntax into links and bold text", () => {
    expect(parseInline("See [our terms](/terms), **now**, or write to {email}.", "a@b.co")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "our terms", href: "/terms" },
      { type: "text", text: ", " },
      { type: "strong", text: "now" },
      { type: "text", text: ", or write to " },
      { type: "link", text: "a@b.co", href: "mailto:a@b.co" },
      { type: "text", text: "." },
    ]);
  });

  it("keeps unsafe targets as plain text", () => {
    for (const href of ["javascript:alert", "//evil.example", "data:text/html,x", "http://plain.example"]) {
      expect(parseInline(`[click](${href})`, "a@b.co")).toEqual([{ type: "text", text: "click" }]);
    }
  });
});
