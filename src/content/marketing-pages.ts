/**
 * Every marketing page that is a list of sections, by its URL slug: the four
 * feature pages, the AI page, the Slack page and the nine audience pages. One
 * route (pages/[page].astro) renders them all.
 */
import { audiencePages } from "./audiences/pages";
import type { MarketingPageContent } from "./marketing";
import { leaveManagementPage } from "./pages/leave-management";
import { projectManagementPage } from "./pages/project-management";
import { slackPage } from "./pages/slack";
import { tallydayAiPage } from "./pages/tallyday-ai";
import { timeTrackingPage } from "./pages/time-tracking";

export const marketingPages: Readonly<Record<string, MarketingPageContent>> = {
  "time-tracking": timeTrackingPage,
  "project-management": projectManagementPage,
  "leave-management": leaveManagementPage,
  "tallyday-ai": tallydayAiPage,
  slack: slackPage,
  ...audiencePages,
};
