import type { MarketingPageContent } from "../marketing";
import { productFacts } from "../product-facts";

export const timeTrackingPage: MarketingPageContent = {
  path: "/time-tracking",
  title: "Time tracking with a live punch board",
  description:
    "Clock in, breaks, lunch and punch out from any device. See who is working on a live punch board and export payroll-ready timesheets.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Time tracking",
      heading: "Every hour accounted for, without the chasing",
      lead: "Your team clocks in, takes breaks and signs off in a tap. You see it live on the punch board and export timesheets that payroll accepts the first time.",
      visual: {
        src: "/mockups/punch-board.svg",
        alt: "Tallyday live punch board: 18 people working and 4 on break, and each person's status, from working to signed off; wider screens also show clock-in times and locations such as Pune office or Client site",
        width: 640,
        height: 440,
      },
    },
    {
      kind: "featureRows",
      id: "features",
      eyebrow: "From first punch to payroll",
      title: "The working day, captured as it happens",
      lead: "No end-of-week guesswork. Hours are recorded at the moment they start and stop, so the numbers hold up when payroll and clients ask.",
      rows: [
        {
          id: "clock-in",
          eyebrow: "Clock in and out",
          title: "Clock in, break, lunch, punch out",
          body: "One tap starts the day from a laptop, a phone or Slack. Breaks and lunch are tracked on their own, so paid and unpaid time never blur, and punching out closes the day with the hours already totalled.",
          points: [
            "Separate break and lunch timers, with the time taken shown at once",
            "Clock in from the browser, your phone or a Slack message",
            "Punch out and the day's hours are totalled for you",
          ],
          visual: {
            src: "/mockups/slack-chat.svg",
            alt: "A Slack channel where Maria types in and the Tallyday bot confirms she clocked in at 8:30 AM on the Support queue project",
            width: 640,
            height: 440,
          },
        },
        {
          id: "timesheets",
          eyebrow: "Timesheets",
          title: "Timesheets that fill themselves in",
          body: "Every punch lands on the timesheet, split by project and day. People review their week, managers approve it, and overtime is worked out for you.",
          points: [
            "Weekly view with daily totals, regular hours and overtime",
            "Approval status on every sheet, so nothing is paid twice or missed",
            "Hours linked to projects and clients for billing",
          ],
          visual: {
            src: "/mockups/timesheet.svg",
            alt: "Daniel Okafor's weekly timesheet: four projects' hours each day, about 8 hours 15 minutes a day, 40 regular hours and 1 hour 30 minutes of overtime; wider screens also show the whole week, approved, at 41 hours 30 minutes",
            width: 640,
            height: 440,
          },
        },
        {
          id: "reports",
          eyebrow: "Payroll-ready reports",
          title: "Reports payroll can use as they are",
          body: "Export hours by person, project or client with breaks, overtime and billable time already separated. Send them to payroll, attach them to an invoice, or connect the payroll integration and skip the export.",
          points: [
            "Billable and non-billable hours side by side",
            "Client and project totals that turn straight into invoices",
            "Hand reports to payroll, or connect the payroll integration on Growth",
          ],
          visual: {
            src: "/mockups/reports.svg",
            alt: "A client and project report: hours by project, 526 hours in all; wider screens also show 82% billable time in a donut chart and an invoice total of $27,584.00",
            width: 720,
            height: 440,
          },
        },
      ],
    },
    {
      kind: "featureGrid",
      id: "more",
      title: "Built for offices, field teams and everyone in between",
      lead: "Whether your people sit at desks, visit clients or work in shifts, the same clock keeps everyone honest and informed.",
      tone: "muted",
      items: [
        {
          icon: "user-check",
          title: "Live punch board",
          body: "See at a glance who is working, who is on a break and who has signed off, with clock-in times as they happen.",
        },
        {
          icon: "map-pin",
          title: "Location-based tracking",
          body: "Each punch can carry where it was made, so the punch board shows whether the day began at the office, at home or at a client site.",
        },
        {
          icon: "calendar-range",
          title: "Shift management",
          body: "Organise your team into shifts and see, on the punch board, who on each shift has clocked in.",
        },
        {
          icon: "coffee",
          title: "Breaks and lunch",
          body: "Breaks and lunch are tracked apart from working time, so every total shows the hours actually worked.",
        },
        {
          icon: "alarm-clock",
          title: "Overtime at a glance",
          body: "Timesheets separate regular hours from overtime, so extra hours are seen before payroll, not after.",
        },
        {
          icon: "hash",
          title: "Time tracking in Slack",
          body: "Type in and out in your workspace. The Slack integration is included in every plan.",
          link: { label: "See the Slack commands", href: "/slack" },
        },
      ],
    },
    {
      kind: "stats",
      title: "Start tracking today",
      items: [productFacts.freePlan, productFacts.trial, productFacts.leaveRequest, productFacts.support],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Is time tracking included in the free plan?",
          answer:
            "Yes. The free Personal plan includes time tracking, automated timesheets, billable reports and the Slack and calendar integrations. Location-based tracking, shift management and payroll integration come with Growth, at $4 per user a month or $2.50 billed annually. The [pricing page](/pricing) compares every plan.",
        },
        {
          question: "Can my team clock in from their phones?",
          answer:
            "Yes. Clocking in, breaks, lunch and punching out work from a phone or a computer, and from Slack with the in and out commands.",
        },
        {
          question: "How does location-based tracking work?",
          answer:
            "Location-based tracking is part of the Growth plan. Each clock-in and punch-out records where it was made, and the live punch board shows it beside the person's status.",
        },
        {
          question: "Can I approve timesheets before they go to payroll?",
          answer:
            "Yes. Each weekly timesheet shows its approval status. Managers approve or send it back, and only approved hours go into your payroll-ready reports.",
        },
        {
          question: "Do I need a credit card to try it?",
          answer: "No. The 14-day free trial gives you the Growth plan's features and needs no credit card.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "wallet",
      title: "Free to start, $4 per user when you grow",
      body: "Time tracking and timesheets are free on Personal. Growth adds location-based tracking, shifts and payroll integration.",
      action: { label: "See pricing", href: "/pricing" },
    },
    {
      kind: "cta",
      title: "Know who is working, and get paid for every hour",
      lead: "Set up your team in minutes and run your first payroll-ready report this week.",
    },
  ],
};
