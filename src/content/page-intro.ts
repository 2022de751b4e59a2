/**
 * The title, description and opening copy of a page: its meta tags and its
 * one h1 come from the same record, so they never drift apart.
 */
export interface PageIntroContent {
  path: string;
  /** The document title, before the brand is appended. */
  title: string;
  description: string;
  eyebrow?: string;
  heading: string;
  lead: string;
}
