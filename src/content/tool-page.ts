import type { FaqItem } from "./faq";
import type { PageIntroContent } from "./page-intro";

/** A part of a tool's guide: a heading and its paragraphs, optionally a list. */
export interface ToolGuideSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A worked example: the inputs, the steps taken, and the answer. */
export interface WorkedExample {
  title: string;
  steps: string[];
  result: string;
}

/**
 * Everything a free tool's page says around the tool itself, rendered at build
 * time: the copy ships in HTML, not in JavaScript.
 */
export interface ToolPageContent extends PageIntroContent {
  /** The tool's name in WebApplication structured data. */
  appName: string;
  guide: {
    heading: string;
    lead?: string;
    sections: ToolGuideSection[];
    /** Where the guide leads on: the calculators link to how they calculate. */
    link?: { href: string; label: string };
  };
  examples: { heading: string; items: WorkedExample[] };
  faq: FaqItem[];
}
