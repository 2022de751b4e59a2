import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/leave-management",
  title: "Leave management: requests, approvals and balances",
  description:
    "Leave requests in three clicks, approvals with overlap warnings, live balances, accrual rules, regional holidays and calendar sync with Google and Outlook.",
  eyebrow: "Leave management",
  heading: "Time off, approved in three clicks",
  lead: "Employees request leave and see their balance; managers see overlaps before they approve; calendars update themselves.",
  calls: "marketing",
};
