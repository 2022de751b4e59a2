import { siteConfig } from "~/site.config";
import type { MarketingPageContent } from "../marketing";

const addToSlack = { label: "Add to Slack", href: siteConfig.app.slackIntegration };

export const slackPage: MarketingPageContent = {
  path: "/slack",
  title: "Slack integration: clock in and apply for leave from Slack",
  description:
    "Track time and manage leave without leaving Slack. Clock in and out, check balances and apply for leave with simple commands. Included in all plans.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Slack integration",
      heading: "Clock in, clock out and take leave, right from Slack",
      lead: "Type in, out or apply in your workspace and Tallyday does the rest. Your hours, projects and leave balances are one short message away.",
      primary: addToSlack,
      note: "Included in every plan, the free Personal plan too.",
      visual: {
        src: "/mockups/slack-chat.svg",
        alt: "A Slack channel where Maria types in and the Tallyday bot confirms her clock-in at 8:30 AM, then she types balance and the bot lists her leave: Annual 11 of 20, Sick 5 of 8, Casual 2 of 5, Comp off 1 of 2",
        width: 640,
        height: 440,
      },
    },
    {
      kind: "featureGrid",
      id: "features",
      title: "Time tracking and leave, where your team already talks",
      lead: "No extra tab, no forgotten timer. The commands are short enough to type between two messages.",
      columns: 4,
      items: [
        {
          icon: "log-in",
          title: "Clock in and out",
          body: "Start the day with in and end it with out. Tallyday records the time and adds it to your timesheet.",
        },
        {
          icon: "folder-kanban",
          title: "Track the right project",
          body: "List your projects with projects and pick the one you are working on, so hours land where they belong.",
        },
        {
          icon: "plane",
          title: "Apply for leave",
          body: "Type apply, choose the leave type and dates, and your manager gets the request straight away.",
        },
        {
          icon: "calendar-check",
          title: "Check your balance",
          body: "Type balance to see how many days you have left of each leave type before you plan a trip.",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How it works",
      items: [
        {
          title: "Install",
          body: "Add the Tallyday app to your Slack workspace from Integrations in your Tallyday dashboard.",
        },
        {
          title: "Connect your account",
          body: "Link your Slack user to your Tallyday account, so every command knows whose time and leave it is.",
        },
        {
          title: "Start tracking",
          body: "Type in to clock in. From then on, hours, projects and leave are a message away.",
        },
      ],
    },
    {
      kind: "table",
      id: "commands",
      title: "Slack commands",
      lead: "Seven words cover the working day. Type one in Slack and Tallyday replies in seconds.",
      caption: "Tallyday Slack commands and what each one does",
      columns: ["Command", "What it does"],
      rows: [
        ["in", "Clocks you in and starts tracking your working time."],
        ["out", "Clocks you out and adds the day's hours to your timesheet."],
        ["projects", "Lists your projects so you can choose the one you are working on."],
        ["apply", "Starts a leave request: pick the leave type and the dates, and your manager is notified."],
        ["balance", "Shows your leave balances for every leave type."],
        ["help", "Lists every command with a short description."],
        ["settings", "Shows your Slack settings for Tallyday, such as your linked account."],
      ],
      note: "Not sure what to type? Send help or hi and Tallyday lists the commands.",
    },
    {
      kind: "featureGrid",
      id: "ai-insights",
      title: "AI insights, delivered to Slack",
      lead: "With Tallyday AI on the Ultimate plan, the app can tell you what your numbers mean, in the channel where you will act on it. A few examples:",
      tone: "muted",
      items: [
        {
          icon: "flame",
          title: "“Daniel has worked 46 hours a week for three weeks and has not taken leave in 94 days.”",
          body: "Burnout prediction spots long stretches before they turn into sick days.",
        },
        {
          icon: "target",
          title: "“Mobile app launch is likely to finish 6 days late. Two API tasks are holding it up.”",
          body: "Deadline prediction flags slips while there is still time to react.",
        },
        {
          icon: "calendar-days",
          title: "“9 people are expected to be away in Diwali week. Consider moving the release review.”",
          body: "Leave trends show when the office will be quiet, so plans can work around it.",
        },
      ],
    },
    {
      kind: "steps",
      id: "setup",
      title: "Get started in four steps",
      lead: "Installing needs admin permission in your Slack workspace and an active Tallyday account with a subscription.",
      items: [
        {
          title: "Create an account",
          body: "Sign up for Tallyday with your work e-mail. It takes a minute.",
        },
        {
          title: "Subscribe to a plan",
          body: "Any plan works, including the free Personal plan: a free subscription is enough.",
        },
        {
          title: "Open Integrations",
          body: "In your Tallyday dashboard, open Integrations and find Slack.",
        },
        {
          title: "Click Add to Slack",
          body: "Choose your workspace and allow the app. Your team can start typing in straight away.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "gift",
      title: "Included in all plans at no extra cost",
      body: "Personal, Growth and Ultimate all include the Slack integration. Start with a free account and add it to your workspace today.",
      action: { label: "Create your free account", href: siteConfig.app.signUp },
    },
    {
      kind: "faq",
      items: [
        {
          question: "Does the Slack integration cost extra?",
          answer:
            "No. It is included in all plans at no extra cost, including the free Personal plan. You need an active Tallyday account with a subscription, and a free subscription is enough.",
        },
        {
          question: "Who can install Tallyday in our Slack workspace?",
          answer:
            "Someone with admin permission in the Slack workspace. They open Integrations in the Tallyday dashboard and click the Add to Slack button.",
        },
        {
          question: "How do I see the list of commands in Slack?",
          answer:
            "Type help or hi and Tallyday replies with every command: in, out, projects, apply, balance, help and settings.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Put Tallyday in your Slack today",
      lead: "Install in a couple of minutes, then clock in with one word.",
      primary: addToSlack,
      note: "Included in every plan, the free Personal plan too.",
    },
  ],
};
