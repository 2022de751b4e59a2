/**
 * Title, description and opening copy of every page. The page issues grow each
 * page below its intro; the intro and meta live here so the sitemap, the meta
 * tags and the headings never drift apart.
 */
export interface PageIntroContent {
  path: string;
  /** The document title, before the brand is appended. */
  title: string;
  description: string;
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Marketing pages carry the sign-up and demo buttons. */
  calls?: "marketing" | "none";
}

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

const pageList: PageIntroContent[] = [
  {
    path: "/",
    title: "Tallyday: time tracking, projects and leave for teams",
    description:
      "Track time, run projects and manage leave in one place. Tallyday gives teams live punch boards, payroll-ready timesheets and an AI assistant. Free 14-day trial, no credit card.",
    heading: "Keep work moving",
    lead: "Time tracking, projects and leave in one workspace, so your team spends its day on the work instead of on the admin around it.",
    calls: "marketing",
  },
  {
    path: "/time-tracking",
    title: "Time tracking with a live punch board",
    description:
      "Clock in, breaks, lunch and punch out from any device. See who is working on a live punch board and export payroll-ready timesheets.",
    eyebrow: "Time tracking",
    heading: "Every hour accounted for, without the chasing",
    lead: "Your team clocks in, takes breaks and signs off in a tap; you see it live and export timesheets that payroll accepts the first time.",
    calls: "marketing",
  },
  {
    path: "/project-management",
    title: "Project management with boards, Kanban and Gantt",
    description:
      "Plan work on boards, lists, Kanban and Gantt views. Track milestones, dependencies and burndown, with deadline reminders and comments that notify the right people.",
    eyebrow: "Project management",
    heading: "Plans your team actually follows",
    lead: "Boards, lists, Kanban and Gantt views over the same tasks, with milestones, dependencies and reminders that keep deadlines honest.",
    calls: "marketing",
  },
  {
    path: "/leave-management",
    title: "Leave management: requests, approvals and balances",
    description:
      "Leave requests in three clicks, approvals with overlap warnings, live balances, accrual rules, regional holidays and calendar sync with Google and Outlook.",
    eyebrow: "Leave management",
    heading: "Time off, approved in three clicks",
    lead: "Employees request leave and see their balance; managers see overlaps before they approve; calendars update themselves.",
    calls: "marketing",
  },
  {
    path: "/tallyday-ai",
    title: "Tallyday AI: ask your workspace anything",
    description:
      "Ask questions in plain words, predict deadlines and burnout, assign tasks smartly and spot leave trends. Leaders save about 20 hours a month.",
    eyebrow: "Tallyday AI",
    heading: "Answers about your team, in plain words",
    lead: "Ask who is overloaded, which project will slip or where the hours went, and get an answer drawn from your own workspace.",
    calls: "marketing",
  },
  {
    path: "/slack",
    title: "Slack integration: clock in and apply for leave from Slack",
    description:
      "Track time and manage leave without leaving Slack. Clock in and out, check balances and apply for leave with simple commands. Included in all plans.",
    eyebrow: "Slack integration",
    heading: "Clock in, clock out and take leave, right from Slack",
    lead: "Type in, out or apply in your workspace and Tallyday does the rest. Included in all plans at no extra cost.",
    calls: "marketing",
  },
  {
    path: "/startups",
    title: "Tallyday for startups",
    description:
      "Track time, ship projects and manage leave from day one, free for small teams and ready for the next hundred hires.",
    eyebrow: "For startups",
    heading: "Move fast without losing track",
    lead: "Set up projects, time tracking and leave for your whole team in under an afternoon, then grow into it.",
    calls: "marketing",
  },
  {
    path: "/small-business",
    title: "Tallyday for small business",
    description: "Timesheets, leave and projects for small businesses, without spreadsheets or a dedicated HR team.",
    eyebrow: "For small business",
    heading: "Run the team, not the spreadsheets",
    lead: "Hours, time off and projects in one place, priced per user and simple enough to set up this week.",
    calls: "marketing",
  },
  {
    path: "/remote-teams",
    title: "Tallyday for remote teams",
    description:
      "Keep distributed teams in sync across time zones with live punch boards, shared projects and regional holiday calendars.",
    eyebrow: "For remote teams",
    heading: "One team, every time zone",
    lead: "See who is working now, plan around regional holidays and keep projects moving while half the team sleeps.",
    calls: "marketing",
  },
  {
    path: "/freelancers",
    title: "Tallyday for freelancers",
    description:
      "Track billable hours per client, keep projects on schedule and produce reports your clients trust. The freelancer plan is free forever.",
    eyebrow: "For freelancers",
    heading: "Bill every hour you work",
    lead: "Track time by client and project and turn it into reports your clients trust, on a plan that is free forever.",
    calls: "marketing",
  },
  {
    path: "/nonprofit",
    title: "Tallyday for nonprofits",
    description:
      "Time tracking, projects and leave for nonprofits, with a 30% discount for verified organisations for as long as you stay.",
    eyebrow: "For nonprofits",
    heading: "More hours for the mission",
    lead: "Verified nonprofits get 30% off every plan for as long as they stay, and spend less time on admin from the first week.",
    calls: "marketing",
  },
  {
    path: "/financial-services",
    title: "Tallyday for financial services",
    description:
      "Accurate time records, approval trails and client reports for accounting, advisory and financial teams.",
    eyebrow: "For financial services",
    heading: "Time records that stand up to an audit",
    lead: "Precise hours by client and engagement, approvals on record and reports ready for billing and review.",
    calls: "marketing",
  },
  {
    path: "/agency",
    title: "Tallyday for agencies",
    description:
      "Track billable time by client, plan campaigns on boards and Gantt charts and see which accounts are profitable.",
    eyebrow: "For agencies",
    heading: "Know which clients pay off",
    lead: "Hours by client and project, plans your team can see and profitability you can check before the invoice goes out.",
    calls: "marketing",
  },
  {
    path: "/consulting",
    title: "Tallyday for consulting firms",
    description:
      "Billable hours, engagement plans and utilisation for consulting teams, with client reports and invoices built in.",
    eyebrow: "For consulting",
    heading: "Utilisation you can see, hours you can bill",
    lead: "Track every engagement to the quarter hour and turn it into client reports and invoices without a spreadsheet in between.",
    calls: "marketing",
  },
  {
    path: "/retail",
    title: "Tallyday for retail teams",
    description:
      "Shifts, clock-ins by location, breaks and leave for retail teams, with payroll-ready timesheets every pay period.",
    eyebrow: "For retail",
    heading: "Every shift covered, every store in view",
    lead: "Location-based clock-ins, shift schedules and leave in one place, with timesheets ready for payroll.",
    calls: "marketing",
  },
  {
    path: "/pricing",
    title: "Pricing",
    description:
      "Personal is free forever. Growth and Ultimate add Gantt charts, leave management, payroll integration and AI. Try Growth free for 14 days, no credit card.",
    eyebrow: "Pricing",
    heading: "Easily manage your team. Start free.",
    lead: "No credit card required.",
    calls: "marketing",
  },
  {
    path: "/military-time-converter",
    title: "Military time converter",
    description:
      "Convert standard 12-hour time to military time and back, with a full 24-hour reference chart. Free, private, no sign-up.",
    eyebrow: "Free tool",
    heading: "Military time converter",
    lead: "Turn 1:05 PM into 1305 and 2130 into 9:30 PM, instantly and privately in your browser.",
    calls: "none",
  },
  {
    path: "/overtime-calculator",
    title: "Overtime calculator",
    description:
      "Work out a week of regular, overtime and double-time pay from your hours and rate. Free, private, printable.",
    eyebrow: "Free tool",
    heading: "Overtime calculator",
    lead: "Enter a week of regular, overtime and double-time hours and see the pay for each day and the week.",
    calls: "none",
  },
  {
    path: "/working-hours-calculator",
    title: "Working hours calculator",
    description:
      "Add up shifts, breaks and overnight work into total hours, in decimal and hours and minutes. Free and printable.",
    eyebrow: "Free tool",
    heading: "Working hours calculator",
    lead: "Add your time blocks and breaks and get the total in decimal hours and in hours and minutes, overnight shifts included.",
    calls: "none",
  },
  {
    path: "/timesheet-generator",
    title: "Free timesheet generator",
    description:
      "Fill in a week of hours, round them, add pay and overtime, and print a clean timesheet report. Free, no sign-up.",
    eyebrow: "Free tool",
    heading: "Free timesheet generator",
    lead: "Fill in a week of start and end times and breaks, then print a clean timesheet with totals and pay.",
    calls: "none",
  },
  {
    path: "/pomodoro-timer",
    title: "Pomodoro timer",
    description:
      "A focused pomodoro timer with rests, long rests, a task list and notifications. Free and private in your browser.",
    eyebrow: "Free tool",
    heading: "Pomodoro timer",
    lead: "Work in focused 20-minute rounds with short rests and a long rest after every fourth round.",
    calls: "none",
  },
  {
    path: "/privacy",
    title: "Privacy policy",
    description: "How Tallyday collects, uses, keeps and protects personal information, and the choices you have.",
    eyebrow: "Legal",
    heading: "Privacy policy",
    lead: "What we collect, why we collect it and how you stay in control of it. Last updated 10 August 2024.",
    calls: "none",
  },
  {
    path: "/terms",
    title: "Terms of service",
    description: "The terms that govern the use of Tallyday's website and services.",
    eyebrow: "Legal",
    heading: "Terms of service",
    lead: "The agreement between you and Tallyday when you use our website and services. Last revised 2024-08-10.",
    calls: "none",
  },
  {
    path: "/refunds",
    title: "Refunds and cancellations",
    description:
      "How to cancel a Tallyday subscription and how refunds within 30 days of purchase are reviewed and paid.",
    eyebrow: "Legal",
    heading: "Refunds and cancellations",
    lead: "Cancel any time and keep access until the end of your billing cycle; ask for a refund within 30 days of your first purchase.",
    calls: "none",
  },
  {
    path: "/contact",
    title: "Contact us",
    description: "Questions about Tallyday, pricing or a demo? Write to us and a person will answer.",
    eyebrow: "Contact",
    heading: "Talk to a person",
    lead: `Send us a note about pricing, a demo or anything else, and someone from the team will write back.`,
    calls: "none",
  },
  {
    path: "/blog",
    title: "Blog: Lessons from the product",
    description:
      "Learn how to grow your team with our experts: time tracking, leave policy, remote work, productivity and payroll.",
    eyebrow: "Blog",
    heading: "Lessons from the product",
    lead: "Learn how to grow your team with our experts",
    calls: "none",
  },
];

export const pages: Record<string, PageIntroContent> = Object.fromEntries(pageList.map((page) => [page.path, page]));

/** The intro of a page by its path; a missing entry is a programming error. */
export function pageIntro(path: string): PageIntroContent {
  const page = pages[path];
  if (!page) throw new Error(`No page content for ${path}`);
  return page;
}
