/**
 * Marketing page copy as plain data. Each page is a list of sections; the
 * section components in src/sections render them at build time, so a page is
 * data, not a fork of another page, and its copy ships in HTML, never in
 * JavaScript.
 */
import type { FaqItem } from "./faq";
import type { IconName } from "./icons";

/** A drawn product mockup or illustration: an SVG file in public/mockups. */
export interface Visual {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A link as a button. `href` is a site path or a URL from the site config. */
export interface Action {
  label: string;
  href: string;
}

export interface HeroSection {
  kind: "hero";
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Defaults: `Get started free` to sign-up and `Get a demo` to the booking page. */
  primary?: Action;
  secondary?: Action;
  /** Defaults to the 14-day trial line. */
  note?: string;
  visual?: Visual;
}

export interface FeatureRowsSection {
  kind: "featureRows";
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  rows: Array<{ id?: string; eyebrow?: string; title: string; body: string; points?: string[]; visual: Visual }>;
}

export interface FeatureGridSection {
  kind: "featureGrid";
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  columns?: 2 | 3 | 4;
  tone?: "plain" | "muted";
  items: Array<{ icon: IconName; title: string; body: string; link?: Action }>;
}

export interface StatsSection {
  kind: "stats";
  title?: string;
  items: Array<{ value: string; label: string }>;
}

export interface StepsSection {
  kind: "steps";
  id?: string;
  title: string;
  lead?: string;
  items: Array<{ title: string; body: string }>;
}

export interface TestimonialSection {
  kind: "testimonial";
  quote: string;
  name: string;
  role: string;
  /** Trust points beside the quote. */
  points?: string[];
}

export interface TableSection {
  kind: "table";
  id?: string;
  title: string;
  lead?: string;
  caption: string;
  columns: string[];
  rows: string[][];
  note?: string;
}

export interface CalloutSection {
  kind: "callout";
  tone: "brand" | "accent";
  icon?: IconName;
  title: string;
  body: string;
  action?: Action;
}

export interface FaqSection {
  kind: "faq";
  title?: string;
  lead?: string;
  items: FaqItem[];
}

export interface CtaSection {
  kind: "cta";
  title: string;
  lead: string;
  primary?: Action;
  chips?: string[];
}

export type Section =
  | HeroSection
  | FeatureRowsSection
  | FeatureGridSection
  | StatsSection
  | StepsSection
  | TestimonialSection
  | TableSection
  | CalloutSection
  | FaqSection
  | CtaSection;

export interface MarketingPageContent {
  path: string;
  /** The document title, before the brand is appended. */
  title: string;
  description: string;
  sections: Section[];
}
