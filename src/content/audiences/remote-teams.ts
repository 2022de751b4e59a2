import type { MarketingPageContent } from "../marketing";
import { audienceViews, productViews, seePricing, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const remoteTeams: MarketingPageContent = {
  path: "/remote-teams",
  title: "Tallyday for remote teams",
  description:
    "Keep distributed teams in sync across time zones with live punch boards, shared projects and regional holiday calendars.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For remote teams",
      heading: "One team, every time zone",
      lead: "See who is working now, plan around regional holidays and keep projects moving while half the team sleeps.",
      visual: audienceViews.timeZones,
    },
    {
      kind: "stats",
      title: "One workspace, every time zone",
      items: [productFacts.support, productFacts.leaveRequest, productFacts.growthTeam, productFacts.trial],
    },
    {
      kind: "featureRows",
      eyebrow: "Distributed by default",
      title: "The office view, without the office",
      rows: [
        {
          title: "A live punch board for the whole world",
          body: "Managers see who is working, on a break or signed off right now, with each person's local clock-in time and where they are working from.",
          points: [
            "Clock in from the browser or from Slack",
            "Location-based time tracking on Growth",
            "Breaks and lunch tracked, not guessed",
          ],
          visual: productViews.punchBoard,
        },
        {
          title: "Holidays by region, planned weeks ahead",
          body: "Give each country or office its own public holiday calendar. The team calendar shows who is off where, so a hand-off never lands on someone's national holiday.",
          points: [
            "Regional holiday calendars, office holidays and blackout dates",
            "Google and Outlook calendar sync",
            "Overlapping leave flagged before it is approved",
          ],
          visual: audienceScenes.remoteHolidays,
        },
        {
          title: "Projects that move while you sleep",
          body: "Tasks, comments and deadlines live on one board. When Singapore finishes a task, Berlin wakes up to a notification instead of a missed message.",
          points: [
            "Comments with notifications and deadline reminders",
            "Dependencies and milestones in the Gantt view",
          ],
          visual: productViews.taskList,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Made for teams that never share a desk",
      tone: "muted",
      items: [
        {
          icon: "globe",
          title: "Local time, every time",
          body: "Hours are recorded in each person's own time zone, so a late shift in Manila is not an early one in London.",
        },
        {
          icon: "hash",
          title: "Commands in Slack",
          body: "Type in, out or apply in your workspace. Included in every plan at no extra cost.",
          link: { label: "See the Slack integration", href: "/slack" },
        },
        {
          icon: "bell",
          title: "Announcements",
          body: "Post a policy change or an all-hands time once, and everyone sees it in Tallyday.",
        },
        {
          icon: "flame",
          title: "Burnout warnings",
          body: "On Ultimate, the assistant flags people who keep logging late nights across time zones.",
          link: { label: "Meet Tallyday AI", href: "/tallyday-ai" },
        },
      ],
      columns: 4,
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "globe",
      title: "One price per teammate, wherever they live",
      body: "No per-country fees. Office holidays, blackout dates and location-based tracking are all part of the Growth plan.",
      action: seePricing,
    },
    {
      kind: "trust",
      statement:
        "The punch board shows who is working across every time zone, so nobody has to ask whether a colleague is around, and holiday clashes surface weeks ahead.",
      points: [trustPoints.trial, trustPoints.slack, trustPoints.support, trustPoints.personal],
    },
    {
      kind: "faq",
      items: [
        {
          question: "How does Tallyday handle different time zones?",
          answer:
            "Each person's clock-ins, breaks and timesheets are kept in their own local time, and the punch board shows everyone's status as it is right now.",
        },
        {
          question: "Can each country have its own public holidays?",
          answer:
            "Yes. Assign regional holiday calendars to people or offices, and add office holidays and blackout dates of your own.",
        },
        {
          question: "Can managers see who is working right now?",
          answer:
            "Yes. The live punch board shows who is working, on a break or signed off, when they clocked in and, with location-based tracking, where from.",
        },
        {
          question: "Does it work inside Slack?",
          answer:
            "Yes. Teammates clock in and out, check their leave balance and apply for leave with commands in your Slack workspace. The integration is included in every plan.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Bring your distributed team onto one clock",
      lead: "Invite everyone, add their regions' holidays and watch the punch board fill up by lunchtime, somewhere.",
    },
  ],
};
