/**
 * Marketing page copy as plain data. Each page is a list of sections; the
 * section components in src/sections render them at build time, so a page is
 * data, not a fork of another page, and its copy ships in HTML, never in
 * JavaScript.
 */
import type { FaqItem } from "./faq";
import type { IconName } from "./icons";
import type { LegalDocument } from "./legal/types";
import type { PlanComparisonSection, PricingPlansSection } from "./plans";
import type { StatFigure } from "./product-facts";

/**
 * A drawn product mockup or illustration: an SVG file in public/mockups. Where
 * the drawing has a phone view (phone-views.ts), phones show that instead, so
 * `alt` holds for both: it names what the phone view shows first.
 */
export interface Visual {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A scene's header, drawn by the page at build time so its date is the build's (sections/scene-frame.tsx). */
  header?: SceneHeader;
}

/** The title bar of a drawn scene. `dated` holds `{month}`, `{year}` or `{quarter}`, filled from the build date. */
export interface SceneHeader {
  title: string;
  dated: string;
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
  /** Product facts (product-facts.ts) or published figures with their source. */
  items: StatFigure[];
}

export interface StepsSection {
  kind: "steps";
  id?: string;
  title: string;
  lead?: string;
  items: Array<{ title: string; body: string }>;
}

/**
 * What the product does for this audience, in our own words (never a quote
 * put in an unnamed customer's mouth), with the points a buyer checks.
 */
export interface TrustSection {
  kind: "trust";
  statement: string;
  points: string[];
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
  /** What this page's call actually offers; defaults to the 14-day Growth trial line. */
  note?: string;
}

/* The home page's own sections. */

export interface VideoSection {
  kind: "video";
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A local, drawn poster: nothing is fetched from the video host before the click. */
  poster: Visual;
  /** The play button's words, which are also its accessible name. */
  playLabel: string;
  /** The player's title, for assistive technology. */
  playerTitle: string;
  /**
   * The privacy-enhanced embed URL of a video of our own, with autoplay (the press is the
   * visitor's consent to play). Without one, the press starts the product tour.
   */
  embedUrl?: string;
  /** The product tour: our drawn screens, one at a time, each with its caption. */
  tour: TourStep[];
}

export interface TourStep {
  visual: Visual;
  caption: string;
}

export interface EcosystemArea {
  /** The in-page anchor the card links to; the detail row below carries it. */
  id: string;
  icon: IconName;
  name: string;
  summary: string;
  cardLink: string;
  title: string;
  body: string;
  points: string[];
  visual: Visual;
  /** The area's own page. */
  more: { label: string; href: string };
}

export interface EcosystemSection {
  kind: "ecosystem";
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  areas: EcosystemArea[];
}

export interface AiSection {
  kind: "ai";
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  capabilities: Array<{ icon: IconName; title: string; body: string }>;
  /** The time-saved claim, shown large. */
  claim: { value: string; label: string };
  /** AI answers can be wrong: said plainly, beside the claims. */
  caution: string;
  link: { label: string; href: string };
}

export interface IntegrationsSection {
  kind: "integrations";
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  items: Array<{
    name: string;
    /** What the tool is, e.g. "Team chat". */
    category: string;
    body: string;
    icon: IconName;
    tone: "brand" | "accent" | "ink";
    link?: { label: string; href: string };
  }>;
  /** The closing tile: "and many more". */
  more: { title: string; body: string };
}

/** A whole legal document: the privacy policy, the terms or the refund policy. */
export interface LegalDocumentSection {
  kind: "legal";
  document: LegalDocument;
}

/**
 * Every kind of section a page can have: one union, one renderer
 * (sections/sections.tsx). The pricing sections are built from the plans.
 */
export type Section =
  | HeroSection
  | FeatureRowsSection
  | FeatureGridSection
  | StatsSection
  | StepsSection
  | TrustSection
  | TableSection
  | CalloutSection
  | FaqSection
  | CtaSection
  | VideoSection
  | EcosystemSection
  | AiSection
  | IntegrationsSection
  | PricingPlansSection
  | PlanComparisonSection
  | LegalDocumentSection;

export interface MarketingPageContent {
  path: string;
  /** The document title, before the brand is appended. */
  title: string;
  description: string;
  sections: Section[];
}
