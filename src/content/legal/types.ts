/**
 * A legal page as plain data: the privacy policy, the terms and the refund
 * policy all have this shape and render through one `LegalDocument` section.
 *
 * Text may carry a tiny inline syntax (see `inline.ts`): `[label](/path)` for a
 * link, `{email}` for the contact address as a mailto link, `**words**` for bold.
 */
export interface LegalDocument {
  /** The site path of the page, e.g. `/privacy`; it becomes the canonical URL. */
  path: string;
  /** The document title, before the brand is appended. */
  title: string;
  description: string;
  /** The page's one h1. */
  heading: string;
  updated: {
    /** How the date is introduced, e.g. "Last updated". */
    label: string;
    /** The date as `YYYY-MM-DD`. */
    isoDate: string;
  };
  /** Paragraphs shown under the heading, before the table of contents. */
  intro: string[];
  /** Show "1.", "2.", … before each section heading, as contracts cite them. */
  numbered?: boolean;
  sections: LegalSection[];
}

export interface LegalSection {
  /** The anchor of the section's h2; unique within its document. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "list"; items: string[] }
  /** A sub-heading (h3) inside the section. */
  | { type: "h3"; text: string };
