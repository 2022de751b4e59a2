/**
 * Every page at the site's root that is a list of sections, by its URL slug:
 * the four feature pages, the AI page, the Slack page, the nine audience pages
 * and the three legal documents. One route (pages/[page].astro) renders them all.
 */
import { audiencePages } from "./audiences/pages";
import { privacyDocument } from "./legal/privacy";
import { refundsDocument } from "./legal/refunds";
import { termsDocument } from "./legal/terms";
import type { LegalDocument } from "./legal/types";
import type { MarketingPageContent } from "./marketing";
import { leaveManagementPage } from "./pages/leave-management";
import { projectManagementPage } from "./pages/project-management";
import { slackPage } from "./pages/slack";
import { tallydayAiPage } from "./pages/tallyday-ai";
import { timeTrackingPage } from "./pages/time-tracking";

const legalPage = (document: LegalDocument): MarketingPageContent => ({
  path: document.path,
  title: document.title,
  description: document.description,
  sections: [{ kind: "legal", document }],
});

export const marketingPages: Readonly<Record<string, MarketingPageContent>> = {
  "time-tracking": timeTrackingPage,
  "project-management": projectManagementPage,
  "leave-management": leaveManagementPage,
  "tallyday-ai": tallydayAiPage,
  slack: slackPage,
  ...audiencePages,
  privacy: legalPage(privacyDocument),
  terms: legalPage(termsDocument),
  refunds: legalPage(refundsDocument),
};
