import type { MarketingPageContent } from "../marketing";
import { productViews, seePricing, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const smallBusiness: MarketingPageContent = {
  path: "/small-business",
  title: "Tallyday for small business",
  description: "Timesheets, leave and projects for small businesses, without spreadsheets or a dedicated HR team.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For small business",
      heading: "Run the team, not the spreadsheets",
      lead: "Hours, time off and projects in one place, priced per user and simple enough to set up this week.",
      visual: audienceScenes.smallBusinessPayroll,
    },
    {
      kind: "stats",
      title: "What you can count on",
      items: [productFacts.leaveRequest, productFacts.freePlan, productFacts.support, productFacts.trial],
    },
    {
      kind: "featureRows",
      eyebrow: "Time, leave and payroll",
      title: "Everything the office manager used to do by hand",
      rows: [
        {
          title: "Timesheets payroll can use as they are",
          body: "Staff clock in, take breaks and lunch, and punch out. Tallyday turns that into approved timesheets with regular and overtime hours separated, ready for your payroll service or your accountant.",
          points: [
            "Automated timesheets from every clock-in",
            "Payroll integration on the Growth plan",
            "Location-based tracking for staff on the road",
          ],
          visual: audienceScenes.smallBusinessToday,
        },
        {
          title: "Leave without an HR team",
          body: "Set your leave types once, with the quotas and accrual rules you already use. Employees request time off and check their balance themselves; you get a notification and approve in a click.",
          points: [
            "Office holidays and blackout dates for your busy weeks",
            "Private leave types for sensitive absences",
            "Balances that update the moment leave is approved",
          ],
          visual: productViews.leavePolicy,
        },
        {
          title: "Reports you can hand to your accountant",
          body: "Leave usage, leave balances and hours per client or project, in reports you can download or share. No more rebuilding the month from messages and paper slips.",
          visual: productViews.leaveReports,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Built for teams of five to a hundred",
      tone: "muted",
      items: [
        {
          icon: "clock",
          title: "Clock-ins that add up",
          body: "Breaks and lunch are tracked, so a forgotten punch-out never turns into a twelve-hour day.",
          link: { label: "Explore time tracking", href: "/time-tracking" },
        },
        {
          icon: "calendar-check",
          title: "Leave in one calendar",
          body: "Requests, approvals and balances for every employee, with Google and Outlook sync.",
          link: { label: "Explore leave management", href: "/leave-management" },
        },
        {
          icon: "users",
          title: "Employee directory",
          body: "Everyone's role, start date and the custom fields you need, in one place on Growth.",
        },
        {
          icon: "bell",
          title: "Announcements",
          body: "Tell the whole team about the new rota or the office closure once, where they already look.",
        },
        {
          icon: "folder-kanban",
          title: "Projects and clients",
          body: "Track jobs for each customer on boards and lists, and see the hours that went into them.",
        },
        {
          icon: "file-text",
          title: "Try it on paper first",
          body: "Build a printable timesheet with overtime for this week in the free timesheet generator.",
          link: { label: "Open the timesheet generator", href: "/timesheet-generator" },
        },
      ],
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "wallet",
      title: "Priced per user, not per feature",
      body: "Start on the free Personal plan and move to Growth when you need leave approvals, shifts and payroll integration. Annual billing costs less.",
      action: seePricing,
    },
    {
      kind: "trust",
      statement:
        "Timesheets approved by Friday and exported for your accountant or payroll in one file: the weekly payroll job becomes a short check.",
      points: [trustPoints.trial, trustPoints.support, trustPoints.refund, trustPoints.upgrade],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Do we need an HR person to run leave in Tallyday?",
          answer:
            "No. You set up leave types, quotas and holidays once; after that employees request leave and see their balances themselves, and managers approve from a notification.",
        },
        {
          question: "Are the timesheets ready for payroll?",
          answer:
            "Yes. Clock-ins, breaks and punch-outs become timesheets with regular and overtime hours separated. On Growth they go to your payroll service through the payroll integration.",
        },
        {
          question: "How is Tallyday priced for a small business?",
          answer:
            "Per user per month, with a lower price when you pay annually. The Personal plan is free forever; Growth and Ultimate add team features. The pricing page compares them side by side.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Close this month's timesheets in Tallyday",
      lead: "Set up your team this week and run your next payday from approved hours.",
    },
  ],
};
