import type { PageIntroContent } from "./page-intro";

/** The audience and industry pages: one page component, one record per URL. */
export const audienceSlugs = [
  "startups",
  "small-business",
  "remote-teams",
  "freelancers",
  "nonprofit",
  "financial-services",
  "agency",
  "consulting",
  "retail",
] as const;

export type AudienceSlug = (typeof audienceSlugs)[number];

export const audiences: Record<AudienceSlug, PageIntroContent> = {
  startups: {
    path: "/startups",
    title: "Tallyday for startups",
    description:
      "Track time, ship projects and manage leave from day one, free for small teams and ready for the next hundred hires.",
    eyebrow: "For startups",
    heading: "Move fast without losing track",
    lead: "Set up projects, time tracking and leave for your whole team in under an afternoon, then grow into it.",
    calls: "marketing",
  },
  "small-business": {
    path: "/small-business",
    title: "Tallyday for small business",
    description: "Timesheets, leave and projects for small businesses, without spreadsheets or a dedicated HR team.",
    eyebrow: "For small business",
    heading: "Run the team, not the spreadsheets",
    lead: "Hours, time off and projects in one place, priced per user and simple enough to set up this week.",
    calls: "marketing",
  },
  "remote-teams": {
    path: "/remote-teams",
    title: "Tallyday for remote teams",
    description:
      "Keep distributed teams in sync across time zones with live punch boards, shared projects and regional holiday calendars.",
    eyebrow: "For remote teams",
    heading: "One team, every time zone",
    lead: "See who is working now, plan around regional holidays and keep projects moving while half the team sleeps.",
    calls: "marketing",
  },
  freelancers: {
    path: "/freelancers",
    title: "Tallyday for freelancers",
    description:
      "Track billable hours per client, keep projects on schedule and produce reports your clients trust. The freelancer plan is free forever.",
    eyebrow: "For freelancers",
    heading: "Bill every hour you work",
    lead: "Track time by client and project and turn it into reports your clients trust, on a plan that is free forever.",
    calls: "marketing",
  },
  nonprofit: {
    path: "/nonprofit",
    title: "Tallyday for nonprofits",
    description:
      "Time tracking, projects and leave for nonprofits, with a 30% discount for verified organisations for as long as you stay.",
    eyebrow: "For nonprofits",
    heading: "More hours for the mission",
    lead: "Verified nonprofits get 30% off every plan for as long as they stay, and spend less time on admin from the first week.",
    calls: "marketing",
  },
  "financial-services": {
    path: "/financial-services",
    title: "Tallyday for financial services",
    description:
      "Accurate time records, approval trails and client reports for accounting, advisory and financial teams.",
    eyebrow: "For financial services",
    heading: "Time records that stand up to an audit",
    lead: "Precise hours by client and engagement, approvals on record and reports ready for billing and review.",
    calls: "marketing",
  },
  agency: {
    path: "/agency",
    title: "Tallyday for agencies",
    description:
      "Track billable time by client, plan campaigns on boards and Gantt charts and see which accounts are profitable.",
    eyebrow: "For agencies",
    heading: "Know which clients pay off",
    lead: "Hours by client and project, plans your team can see and profitability you can check before the invoice goes out.",
    calls: "marketing",
  },
  consulting: {
    path: "/consulting",
    title: "Tallyday for consulting firms",
    description:
      "Billable hours, engagement plans and utilisation for consulting teams, with client reports and invoices built in.",
    eyebrow: "For consulting",
    heading: "Utilisation you can see, hours you can bill",
    lead: "Track every engagement to the quarter hour and turn it into client reports and invoices without a spreadsheet in between.",
    calls: "marketing",
  },
  retail: {
    path: "/retail",
    title: "Tallyday for retail teams",
    description:
      "Shifts, clock-ins by location, breaks and leave for retail teams, with payroll-ready timesheets every pay period.",
    eyebrow: "For retail",
    heading: "Every shift covered, every store in view",
    lead: "Location-based clock-ins, shift schedules and leave in one place, with timesheets ready for payroll.",
    calls: "marketing",
  },
};

export function isAudienceSlug(slug: string): slug is AudienceSlug {
  return (audienceSlugs as readonly string[]).includes(slug);
}
