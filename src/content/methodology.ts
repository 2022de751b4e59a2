import type { PageIntroContent } from "./page-intro";
import type { ToolGuideSection, WorkedExample } from "./tool-page";

/** A law or rule a calculation follows, named as its official text names it. */
export interface Source {
  name: string;
  url: string;
}

/** One overtime rule of the calculators: what it does and where it comes from. */
export interface RuleRow {
  rule: string;
  what: string;
  source: Source | null;
}

/**
 * The methodology page (`/tools/how-we-calculate`): how the calculators work
 * out hours and pay, each rule with its source, and worked examples that a
 * test recomputes with the calculators' own modules.
 */
export interface MethodologyPageContent extends PageIntroContent {
  /** Said once, before anything else: the figures are estimates. */
  notice: string;
  sections: Array<ToolGuideSection & { id: string; sources?: Source[] }>;
  rules: { heading: string; lead: string; rows: RuleRow[] };
  examples: { heading: string; items: WorkedExample[] };
  notCovered: { heading: string; lead: string; items: Array<{ text: string; source?: Source }> };
}
