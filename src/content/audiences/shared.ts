/** Pieces every audience page shares, so a claim or a picture is written once and reads the same everywhere. */
import type { FaqItem } from "../faq";
import type { Action, Visual } from "../marketing";

/** A drawn mockup in public/mockups, at the size its file declares (the content lint checks they agree). */
function view(file: string, width: number, height: number, alt: string): Visual {
  return { src: `/mockups/${file}.svg`, alt, width, height };
}

/** The product views shared by the marketing pages. */
export const productViews = {
  punchBoard: view(
    "punch-board",
    640,
    440,
    "A live punch board showing who is working, on a break or signed off; wider screens also show clock-in times and locations",
  ),
  timesheet: view(
    "timesheet",
    640,
    440,
    "A weekly timesheet with hours per project and day: 40 regular hours and 1.5 hours of overtime; wider screens also show the approval and 92% billable",
  ),
  kanban: view(
    "kanban",
    760,
    440,
    "A Kanban board for a website redesign, with tasks in To do and In progress, each with its due date; wider screens also show Review and Done",
  ),
  gantt: view(
    "gantt",
    640,
    440,
    "A Gantt chart for a mobile app launch: phases from requirements to store release, linked by dependencies, up to the launch milestone",
  ),
  leaveCalendar: view(
    "leave-calendar",
    700,
    460,
    "A team leave calendar for the month with regional holidays, approved leave and a blackout week; wider screens also show the leave balances",
  ),
  leaveReports: view(
    "leave-reports",
    640,
    440,
    "Leave usage by type for each month of the last quarter; wider screens also show leave balances for each person",
  ),
  aiChat: view(
    "ai-chat",
    640,
    440,
    "Tallyday AI answering which projects may miss their deadline, with the predicted delays and a suggestion to rebalance tasks",
  ),
  reports: view(
    "reports",
    720,
    440,
    "A client and project report for last month: hours by project; wider screens also show the billable share and an invoice built from the billable hours",
  ),
  slackChat: view(
    "slack-chat",
    640,
    440,
    "A Slack channel where Maria types in and the Tallyday bot confirms her clock-in at 8:30 AM, then she types balance and the bot lists her leave: Annual 11 of 20, Sick 5 of 8, Casual 2 of 5, Comp off 1 of 2",
  ),
  leavePolicy: view(
    "leave-policy",
    640,
    440,
    "A leave policy table with Annual, Sick, Casual, Medical and Comp off types and their quotas, plus a holiday calendar; wider screens also show accrual rules, sick and medical leave marked private and a three-day blackout for launch week",
  ),
  leaveRequest: view(
    "leave-request",
    640,
    440,
    "A three-step leave request for three days of annual leave, leaving 11 of 20 days; wider screens also show the manager's approval card, which warns of one overlapping teammate",
  ),
  taskList: view(
    "task-list",
    640,
    440,
    "The list view of a project with owners, due dates and statuses; wider screens also show notifications for a task due today, a new comment and a new assignment",
  ),
  aiInsights: view(
    "ai-insights",
    640,
    440,
    "AI insights: a high burnout risk for Daniel Okafor after three 46-hour weeks; wider screens also show a leave trends chart and Arjun Kapoor suggested as the best fit for a new task",
  ),
} satisfies Record<string, Visual>;

/** Views drawn for one audience each. */
export const audienceViews = {
  timeZones: view(
    "audience-time-zones",
    640,
    440,
    "A distributed team across five time zones: each person's local time, whether they are working now, and upcoming regional holidays",
  ),
  clientInvoice: view(
    "audience-client-invoice",
    640,
    440,
    "An invoice for one client built from tracked billable hours, with each project's hours; wider screens also show the rate and amount",
  ),
  volunteerHours: view(
    "audience-volunteer-hours",
    640,
    440,
    "Staff and volunteer hours logged against three grant-funded programmes, with the hours used of each grant's budget",
  ),
  auditTrail: view(
    "audience-audit-trail",
    640,
    440,
    "The history of one timesheet: its submission, a requested change, an edit and the approval, each with the person, date and time",
  ),
  clientProfitability: view(
    "audience-client-profitability",
    640,
    440,
    "Client profitability for four retainers: hours used of each budget, with one account over; wider screens also show fees, margins and an AI prediction",
  ),
  utilisation: view(
    "audience-utilisation",
    640,
    440,
    "Utilisation for five consultants this month: billable and non-billable hours against a 75% target",
  ),
  shiftRoster: view(
    "audience-shift-roster",
    640,
    440,
    "A weekly shift roster for one store: each person's early and late shifts, one person into overtime and one open shift to fill; wider screens show the whole week",
  ),
} satisfies Record<string, Visual>;

/** "See pricing" always opens the pricing page in the same tab. */
export const seePricing: Action = { label: "See pricing", href: "/pricing" };

export const trialFaq: FaqItem = {
  question: "How does the free trial work?",
  answer:
    "Every new workspace gets 14 days of the Growth plan's features with no credit card. When the trial ends, choose Growth or Ultimate, or carry on with the free Personal plan: your projects, clients and tracked time stay where they are.",
};

/** The points a buyer checks, beside each audience page's statement: the same facts on every page. */
export const trustPoints = {
  trial: "14-day free trial of Growth, no credit card required",
  personal: "Personal plan free forever, with unlimited projects and clients",
  support: "24/7 customer support, personalized onboarding and team training",
  refund: "Refund within 30 days of your first purchase",
  slack: "Slack integration included in every plan at no extra cost",
  upgrade: "Upgrades take effect immediately; team size changes are billed at the next cycle",
} as const;
