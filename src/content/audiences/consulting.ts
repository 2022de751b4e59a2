import type { MarketingPageContent } from "../marketing";
import { audienceViews, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const consulting: MarketingPageContent = {
  path: "/consulting",
  title: "Tallyday for consulting firms",
  description:
    "Billable hours, engagement plans and utilisation for consulting teams, with client reports and invoices built in.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For consulting",
      heading: "Utilisation you can see, hours you can bill",
      lead: "Track every engagement as the work happens and turn it into client reports and invoices without a spreadsheet in between.",
      visual: audienceViews.utilisation,
    },
    {
      kind: "stats",
      title: "What you can count on",
      items: [productFacts.aiHours, productFacts.projectSetup, productFacts.trial, productFacts.support],
    },
    {
      kind: "featureRows",
      eyebrow: "Engagements end to end",
      title: "From the statement of work to the final invoice",
      rows: [
        {
          title: "Billable and non-billable, side by side",
          body: "Every entry belongs to an engagement and is billable or not. Utilisation per consultant falls out of the timesheet, not out of a partner's spreadsheet at the end of the month.",
          points: [
            "Utilisation per person, team and month",
            "Internal work, proposals and training tracked too",
            "Automated timesheets from clock-ins",
          ],
          visual: audienceScenes.consultingWeek,
        },
        {
          title: "Engagement plans with milestones",
          body: "Lay out phases, milestones and dependencies on a Gantt chart, and let the team work from the board. Burndown charts show whether the engagement will land on budget.",
          points: ["Gantt and burndown charts on Growth", "Deadline reminders before each milestone"],
          visual: audienceScenes.consultingEngagementPlan,
        },
        {
          title: "Client reports and invoices",
          body: "Send clients a report of the hours and tasks behind every invoice line. Disputes shrink when the work is visible.",
          points: ["Client and project reports", "Scheduled reports on Ultimate"],
          visual: audienceScenes.consultingClientReport,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Staff the right people, keep them well",
      tone: "muted",
      items: [
        {
          icon: "target",
          title: "Utilisation targets",
          body: "See who is under target and who is over it, before the month is gone.",
        },
        {
          icon: "user-check",
          title: "Smart task assignment",
          body: "On Ultimate, the assistant suggests who has the time and the skills for the next task.",
          link: { label: "Meet Tallyday AI", href: "/tallyday-ai" },
        },
        {
          icon: "flame",
          title: "Burnout detection",
          body: "Sustained long weeks on one engagement are flagged before they cost you a consultant.",
        },
        {
          icon: "calendar-check",
          title: "Bench and leave in one view",
          body: "Leave, holidays and availability sit beside the project plan, so staffing never double-books.",
          link: { label: "Explore leave management", href: "/leave-management" },
        },
        {
          icon: "map-pin",
          title: "On site or remote",
          body: "Location-based tracking on Growth shows time spent at the client's office.",
        },
        {
          icon: "briefcase",
          title: "Unlimited clients",
          body: "Every client and engagement as its own project, on any plan.",
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "One utilisation report that partners and consultants read the same way, with bench time visible in the week it happens rather than at quarter-end.",
      points: [trustPoints.trial, trustPoints.support, trustPoints.refund, trustPoints.upgrade],
    },
    {
      kind: "faq",
      items: [
        {
          question: "How does Tallyday measure utilisation?",
          answer:
            "Each entry is billable or non-billable and belongs to a client engagement or internal work. Utilisation is billable hours as a share of hours worked, per consultant, team and month.",
        },
        {
          question: "Can consultants track time at a client's site?",
          answer:
            "Yes. They clock in from the browser or from Slack wherever they are, and on Growth location-based tracking records where the hours were worked.",
        },
        {
          question: "Can the AI assistant help with staffing?",
          answer:
            "On Ultimate, it suggests task assignments, predicts deadlines and flags burnout risk. It can be wrong, so treat its answers as a starting point and check them.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Bill for the work your consultants already do",
      lead: "Start a 14-day trial and see utilisation across your engagements by the end of the first week.",
    },
  ],
};
