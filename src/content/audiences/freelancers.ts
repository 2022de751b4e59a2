import { siteConfig } from "~/site.config";
import type { MarketingPageContent } from "../marketing";
import { audienceViews, productViews, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

/** The freelancer page starts people in the app itself: the plan is free, so there is no trial to sign up for. */
const startFree = { label: "Start free", href: siteConfig.app.root };

export const freelancers: MarketingPageContent = {
  path: "/freelancers",
  title: "Tallyday for freelancers",
  description:
    "Track billable hours per client, keep projects on schedule and produce reports your clients trust. The Personal plan is free forever.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For freelancers",
      heading: "Bill every hour you work",
      lead: "Track time by client and project and turn it into reports your clients trust, on a plan that is free forever.",
      primary: startFree,
      note: "The Personal plan is free forever. No credit card required.",
      visual: audienceViews.clientInvoice,
    },
    {
      kind: "stats",
      title: "Your time, accounted for",
      items: [productFacts.freePlan, productFacts.unlimited, productFacts.projectSetup, productFacts.support],
    },
    {
      kind: "featureRows",
      eyebrow: "From timer to invoice",
      title: "Everything between the work and getting paid",
      rows: [
        {
          title: "Track time against every client",
          body: "Start the clock when you start the work, pick the client and project, and stop when you are done. Non-billable hours are kept apart, so a long admin day never sneaks onto an invoice.",
          points: [
            "Billable and non-billable time per project",
            "Automated timesheets for each week",
            "Clock in from Slack if that is where your clients talk to you",
          ],
          visual: audienceScenes.freelancerTimeLog,
        },
        {
          title: "Reports your clients can check",
          body: "Send a client report with every invoice: the days, the hours and the tasks behind each line. Clients who can see the work argue less about the total.",
          points: ["Client and project reports", "Billable reports included in the free plan"],
          visual: productViews.reports,
        },
        {
          title: "Deadlines you do not have to remember",
          body: "Keep each client's work on a board or a list, with due dates and reminders. When a retainer client sends three requests in a day, you can see at once what moves.",
          points: ["List, board and Kanban views", "Deadline reminders and notifications"],
          visual: audienceScenes.freelancerDeadlines,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Built for a team of one",
      tone: "muted",
      items: [
        {
          icon: "receipt",
          title: "Invoices from tracked hours",
          body: "Turn a month of billable time into an invoice without copying numbers between apps.",
        },
        {
          icon: "briefcase",
          title: "Every client in one place",
          body: "Unlimited clients and projects, each with its own hours, tasks and reports.",
        },
        {
          icon: "calendar-days",
          title: "Calendar sync",
          body: "Google and Outlook calendar integration, so client calls and focus time sit side by side.",
        },
        {
          icon: "timer",
          title: "Focus with the pomodoro timer",
          body: "Work in 20-minute sessions with short rests, free in the browser, no account needed.",
          link: { label: "Open the pomodoro timer", href: "/pomodoro-timer" },
        },
        {
          icon: "hourglass",
          title: "Check a day's hours",
          body: "Add up start times, end times and breaks in the free working hours calculator.",
          link: { label: "Open the calculator", href: "/working-hours-calculator" },
        },
        {
          icon: "users",
          title: "Ready when you hire",
          body: "Bring in a subcontractor or start a studio; Growth adds team projects, leave and shifts.",
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "Track as you work and send each client a report with the invoice: hours by project and day, exported in seconds, so no line needs rebuilding from memory.",
      points: [
        "Free forever: unlimited clients, projects and tasks",
        "Time tracking, automated timesheets and billable reports included",
        trustPoints.slack,
        trustPoints.support,
      ],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Is the Personal plan really free forever?",
          answer:
            "Yes. The Personal plan costs nothing and has no time limit: unlimited tasks, projects and clients, time tracking, automated timesheets, billable reports, notifications, and the Slack and calendar integrations.",
        },
        {
          question: "Do I need a credit card to start?",
          answer:
            "No. Create your account, add your first client and start tracking. There is nothing to cancel later.",
        },
        {
          question: "Can I send clients a report of my hours?",
          answer:
            "Yes. Client and project reports list the hours behind each piece of work, so you can attach them to an invoice or share them on their own.",
        },
        {
          question: "What if I start working with other people?",
          answer:
            "Invite them when you are ready. Growth adds team and private projects, leave and shift management, and every new workspace can try Growth free for 14 days first.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Start tracking your billable hours today",
      lead: "The Personal plan is free forever: add your first client in under three minutes.",
      primary: startFree,
    },
  ],
};
