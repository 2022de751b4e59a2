import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/",
  title: "Tallyday: time tracking, projects and leave for teams",
  description:
    "Track time, run projects and manage leave in one place. Tallyday gives teams live punch boards, payroll-ready timesheets and an AI assistant. Free 14-day trial, no credit card.",
  heading: "Keep work moving",
  lead: "Time tracking, projects and leave in one workspace, so your team spends its day on the work instead of on the admin around it.",
  calls: "marketing",
};
