import type { MarketingPageContent } from "../marketing";
import { audienceViews, productViews, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const agency: MarketingPageContent = {
  path: "/agency",
  title: "Tallyday for agencies",
  description:
    "Track billable time by client, plan campaigns on boards and Gantt charts and see which accounts are profitable.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For agencies",
      heading: "Know which clients pay off",
      lead: "Hours by client and project, plans your team can see and profitability you can check before the invoice goes out.",
      visual: audienceScenes.agencyClientHours,
    },
    {
      kind: "stats",
      title: "Set up for client work from day one",
      items: [productFacts.projectSetup, productFacts.unlimited, productFacts.trial, productFacts.support],
    },
    {
      kind: "featureRows",
      eyebrow: "Clients, retainers, campaigns",
      title: "The numbers behind every account",
      rows: [
        {
          title: "Retainers you can watch, not guess",
          body: "Track every hour to the client and the project. See how much of this month's retainer is used by the middle of the month, while there is still time to talk to the client.",
          points: [
            "Billable and non-billable hours per client",
            "Client and project reports to share with the account",
            "Invoices built from tracked time",
          ],
          visual: audienceViews.clientProfitability,
        },
        {
          title: "Campaigns on boards and Gantt charts",
          body: "Creative runs on Kanban boards; launches run on a Gantt chart with milestones and dependencies. Everyone sees the same plan, and reminders arrive before the deadline, not after.",
          points: ["List, board, Kanban and Gantt views", "Comments with notifications on every task"],
          visual: productViews.kanban,
        },
        {
          title: "Profitability, predicted",
          body: "On Ultimate, ask the assistant which accounts are heading over budget this quarter and which people are stretched across too many clients. Check its answers against your reports before you act.",
          points: ["Client profitability prediction", "Smart task assignment and burnout detection"],
          visual: productViews.aiInsights,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Run the studio, not the spreadsheet",
      tone: "muted",
      items: [
        {
          icon: "coins",
          title: "Client profitability",
          body: "Hours, fees and margin per account, so pricing the next retainer starts from facts.",
        },
        {
          icon: "repeat",
          title: "Monthly retainers",
          body: "A project per retainer period makes this month's hours and last month's overrun easy to compare.",
        },
        {
          icon: "users",
          title: "Freelancers in the team",
          body: "Add contractors to the projects they work on, with their hours in the same reports.",
        },
        {
          icon: "message-square",
          title: "Track from Slack",
          body: "Clock in and out where the team already talks, on every plan.",
          link: { label: "See the Slack integration", href: "/slack" },
        },
        {
          icon: "kanban",
          title: "Boards for every client",
          body: "Unlimited projects and clients, each with its own board, list or timeline.",
          link: { label: "Explore project management", href: "/project-management" },
        },
        {
          icon: "calendar-range",
          title: "Leave that respects launches",
          body: "Blackout dates around big launches, and overlapping leave flagged before approval.",
          link: { label: "Explore leave management", href: "/leave-management" },
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "See the hours behind every client and retainer, so you find the account that is quietly losing money before you renew it, and price the next one on what the work really took.",
      points: [trustPoints.trial, trustPoints.personal, trustPoints.slack, trustPoints.support],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Can we track hours against a retainer?",
          answer:
            "Yes. Set up the retainer as a project for the client and track time to it. Reports show hours used per period, so you can see an overrun coming mid-month.",
        },
        {
          question: "How do we see which clients are profitable?",
          answer:
            "Client and project reports show the hours that went into each account beside what it bills. On Ultimate, the AI assistant also predicts which clients are heading below margin.",
        },
        {
          question: "Can we share reports with clients?",
          answer:
            "Yes. Client reports list the hours and tasks behind the work, ready to send with an invoice or at a monthly review.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "See what every client is really worth",
      lead: "Track this month's work in Tallyday and review your retainers with real hours behind them.",
    },
  ],
};
