import { siteConfig } from "~/site.config";
import type { MarketingPageContent } from "../marketing";
import { formatUsd, plans, pricingPlansSection } from "../plans";
import { productFacts } from "../product-facts";

const lowestPaidPrice = formatUsd(
  Math.min(...plans.filter((plan) => plan.prices.yearly > 0).map((p) => p.prices.yearly)),
);

/** The home page: its sections in order (docs/product.md#home-page); the footer comes from the shell. */
export const homePage: MarketingPageContent = {
  path: "/",
  title: "Tallyday: time tracking, projects and leave for teams",
  description:
    "Time tracking, projects and leave in one place: live punch boards, payroll-ready timesheets and an AI assistant. Free 14-day trial, no credit card.",
  sections: [
    {
      kind: "hero",
      heading: "Keep work moving",
      lead: "Time tracking, projects and leave in one workspace. Your team clocks in, ships the work and books time off; you see all of it live, and payroll gets timesheets it can trust.",
      visual: {
        src: "/mockups/home-hero.svg",
        alt: "Tallyday's live punch board: 12 people working, 3 on a break and 5 signed off, with each teammate's status and since when; wider screens also show a week of timesheet hours and a project card with its progress",
        width: 1200,
        height: 900,
      },
    },
    {
      kind: "video",
      id: "what-is-tallyday",
      title: `What is ${siteConfig.name}?`,
      lead: "A short tour of how teams track hours, plan projects and handle leave in one place, without hopping between tools.",
      poster: {
        src: "/mockups/video-poster.svg",
        alt: "Video poster: the Tallyday workspace with the punch board, a project board and the leave calendar",
        width: 1280,
        height: 720,
      },
      playLabel: siteConfig.video.youtubeId
        ? `Play the ${siteConfig.name} overview video`
        : `Play the ${siteConfig.name} product tour`,
      playerTitle: siteConfig.video.youtubeId ? `${siteConfig.name} overview video` : `${siteConfig.name} product tour`,
      embedUrl: siteConfig.video.youtubeId
        ? `${siteConfig.video.embedOrigin}/embed/${siteConfig.video.youtubeId}?autoplay=1`
        : undefined,
      tour: [
        {
          visual: { src: "/mockups/punch-board.svg", alt: "The live punch board", width: 640, height: 440 },
          caption: "The day starts on the punch board: who is working, who is on a break and who has signed off, live.",
        },
        {
          visual: { src: "/mockups/timesheet.svg", alt: "A weekly timesheet", width: 640, height: 440 },
          caption: "Every punch becomes a timesheet, with breaks and overtime worked out, ready for payroll.",
        },
        {
          visual: { src: "/mockups/kanban.svg", alt: "A project board in columns", width: 760, height: 440 },
          caption: "Projects run on boards, lists and Gantt charts, with the hours logged against each task.",
        },
        {
          visual: { src: "/mockups/leave-calendar.svg", alt: "The team leave calendar", width: 700, height: 460 },
          caption: "Leave is asked for in three clicks and lands on one calendar, with balances and holidays.",
        },
        {
          visual: { src: "/mockups/reports.svg", alt: "Reports on hours and leave", width: 720, height: 440 },
          caption: "Reports on hours, clients and leave, for you or for payroll, without a spreadsheet.",
        },
        {
          visual: { src: "/mockups/ai-chat.svg", alt: "Asking Tallyday AI a question", width: 640, height: 440 },
          caption: "And Tallyday AI answers questions about all of it in plain words. Check what it tells you.",
        },
      ],
    },
    {
      kind: "ecosystem",
      id: "ecosystem",
      eyebrow: "The Tallyday ecosystem",
      title: "One workspace for hours, projects and time off",
      lead: "Three tools that usually live apart, sharing one team, one calendar and one set of reports.",
      areas: [
        {
          id: "time-tracking",
          icon: "clock",
          name: "Time Tracking",
          summary: "Clock in, breaks, lunch and punch out from any device, with everyone on one live punch board.",
          cardLink: "How time tracking works",
          title: "Know who is working right now, and where every hour went",
          body: "Teammates clock in, take breaks and punch out in a tap. Managers watch the live punch board, and every hour lands in a timesheet that is ready for payroll.",
          points: [
            "A live punch board: working, on break or signed off",
            "Automated timesheets and payroll-ready reports",
            "Location-based tracking and shift management",
          ],
          visual: {
            src: "/mockups/home-time-tracking.svg",
            alt: "Priya Nair's clock-in card: working since 08:45 at the Baner office, with buttons to start a break, take lunch or punch out; wider screens also show her weekly timesheet with hours, breaks and overtime per day and a 42 h 30 m total",
            width: 1200,
            height: 900,
          },
          more: { label: "Explore time tracking", href: "/time-tracking" },
        },
        {
          id: "project-management",
          icon: "folder-kanban",
          name: "Projects management",
          summary: "Boards, tasks and timelines that show what is due, who owns it and what is at risk.",
          cardLink: "How projects work",
          title: "Plan the work, then watch it move",
          body: "Switch between Kanban, list and Gantt views of the same project. Milestones, dependencies and deadline reminders keep delivery on track, and comments notify the right people.",
          points: [
            "Kanban, list and Gantt views, with burndown charts",
            "Milestones, dependencies and deadline reminders",
            "Comments with notifications, plus client and project reports",
          ],
          visual: {
            src: "/mockups/home-projects.svg",
            alt: "The Northwind website relaunch, due in three weeks, and its To do column of task cards, each with a label, an owner and a due date; wider screens also show the In progress and Done columns and a Gantt timeline of its milestones",
            width: 1200,
            height: 900,
          },
          more: { label: "Explore project management", href: "/project-management" },
        },
        {
          id: "leave-management",
          icon: "calendar-days",
          name: "Leave management",
          summary: "Requests in three clicks, approvals in one, and balances that are always up to date.",
          cardLink: "How leave works",
          title: "Time off without the spreadsheet",
          body: "Employees request leave in 3 clicks and check their balances whenever they like. Managers see overlapping leave before they approve, and approved days sync to Google Calendar or Outlook.",
          points: [
            "Custom leave types with quotas and accrual rules",
            "Regional holiday calendars, office holidays and blackout dates",
            "Privacy for sensitive leave types",
          ],
          visual: {
            src: "/mockups/home-leave.svg",
            alt: "Marco Silva's request for three days of annual leave, Tuesday to Thursday, with a warning that it overlaps Diego Ruiz's leave and buttons to approve or decline it; wider screens also show the team leave calendar for two weeks and his leave balances",
            width: 1200,
            height: 900,
          },
          more: { label: "Explore leave management", href: "/leave-management" },
        },
      ],
    },
    {
      kind: "ai",
      id: "ai",
      eyebrow: `${siteConfig.name} AI`,
      title: "An assistant that knows how your team works",
      lead: "Ask questions in plain language and get answers drawn from your own hours, projects and leave. The assistant flags risks early, so you can act before a deadline slips or someone burns out.",
      capabilities: [
        {
          icon: "bot",
          title: "AI virtual assistant",
          body: "Ask who is overloaded this week or which projects ran over budget, and get a plain answer.",
        },
        {
          icon: "coins",
          title: "Client profitability predictor",
          body: "See which clients are on course to earn you money and which are quietly costing it.",
        },
        {
          icon: "users",
          title: "AI team assignment",
          body: "Get suggestions for who should pick up a task, based on workload and availability.",
        },
        {
          icon: "chart-line",
          title: "Leave trends",
          body: "Spot patterns in time off across teams and seasons before they leave you short-staffed.",
        },
        {
          icon: "flame",
          title: "Burnout prediction",
          body: "Early warnings when long days and skipped breaks point to someone running on empty.",
        },
        {
          icon: "target",
          title: "Smart deadline predictions",
          body: "Forecasts of which milestones are likely to slip, while there is still time to do something about it.",
        },
      ],
      claim: productFacts.aiHours,
      caution:
        "Tallyday AI can get things wrong. Treat its answers as a starting point and verify them before you act on them.",
      link: { label: "Meet Tallyday AI", href: "/tallyday-ai" },
    },
    {
      kind: "featureGrid",
      id: "why-tallyday",
      title: "What sets it apart",
      lead: "Built for teams that would rather do the work than administer it.",
      items: [
        {
          icon: "layers",
          title: "One tool instead of three",
          body: "Hours, projects and leave share one team list, one calendar and one set of reports, so nothing is typed in twice.",
        },
        {
          icon: "zap",
          title: "Running in minutes",
          body: "Create projects and clients in under 3 minutes. A leave request takes 3 clicks. Nobody needs a training manual to start.",
        },
        {
          icon: "wallet",
          title: "Pricing that starts at free",
          body: `Personal is free forever. Paid plans start at ${lowestPaidPrice} per user a month, billed yearly, and the 14-day trial needs no card.`,
        },
      ],
    },
    {
      kind: "integrations",
      id: "integrations",
      eyebrow: "Integrations",
      title: "Works with the tools you already use",
      lead: "Track time from chat, see leave on the calendar and send hours to payroll, without leaving the apps your team lives in.",
      items: [
        {
          name: "Slack",
          category: "Team chat",
          body: "Clock in, apply for leave and check balances with simple commands in your workspace.",
          icon: "hash",
          tone: "brand",
          link: { label: "See the Slack app", href: "/slack" },
        },
        {
          name: "Google Calendar",
          category: "Calendar",
          body: "Approved leave and holidays show up on your team's calendars.",
          icon: "calendar-days",
          tone: "accent",
        },
        {
          name: "Outlook",
          category: "Calendar",
          body: "Time off syncs to Outlook, so nobody books a meeting with someone on holiday.",
          icon: "calendar-check",
          tone: "ink",
        },
        {
          name: "Payroll",
          category: "Your payroll service",
          body: "Send approved hours and overtime to payroll as reports it accepts first time.",
          icon: "receipt",
          tone: "brand",
        },
      ],
      more: {
        title: "And many more",
        body: "Tell us which tools your team relies on, and we will show you how Tallyday fits in.",
      },
    },
    pricingPlansSection("home", {
      id: "pricing",
      headingLevel: 2,
      eyebrow: "Pricing",
      title: "Simple pricing that starts at free",
      lead: "Free forever for the basics. Try every Growth feature for 14 days, with no credit card.",
      footnote: {
        text: "Prices in US dollars per user per month.",
        link: { label: "See full pricing and plan comparison", href: "/pricing" },
      },
    }),
    {
      kind: "cta",
      title: "Keep work moving with Tallyday",
      lead: "Everything your team needs for the working day, in one place. Set it up in minutes and start free.",
      chips: ["Projects", "Time Tracking", "Time off", "Shifts", "Calendar"],
    },
  ],
};
