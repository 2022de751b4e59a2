/** The shapes sections draw, as the content store gives them (src/store/site-content.ts). */
import type { SectionContent, VisualView } from "~/store/site-content";

/** The section of one kind, as a page's `sections` holds it. */
export type SectionOf<Kind extends SectionContent["_type"]> = Extract<SectionContent, { _type: Kind }>;

/** A link shown as a button or a text link. */
export interface Action {
  label: string;
  href: string;
}

export type Visual = VisualView;

/** What a hero or closing call offers when its page names none (the settings' calls). */
export interface SiteCalls {
  signUp: Action;
  trial: Action;
  demo: Action;
  trialNote: string;
}
