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

/** What every tool page says around its own copy. */
export const toolPageCopy = {
  /** Shown only without JavaScript, above the tool. */
  noScript: (appName: string) =>
    `This tool needs JavaScript to calculate. Turn it on to use the ${appName.toLowerCase()}; the guide and examples below work without it.`,
  moreTools: "More free tools",
  closing: {
    title: "Track the real hours, not just the maths",
    lead: "Tallyday records time as your team works, turns it into payroll-ready timesheets and handles leave in the same place.",
  },
};
