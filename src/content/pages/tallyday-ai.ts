import { siteConfig } from "~/site.config";
import type { MarketingPageContent } from "../marketing";
import { productFacts } from "../product-facts";

/** The assistant is in Ultimate only, so this page's calls never offer the Growth trial as the way to it. */
const aiOffer = "Tallyday AI is part of the Ultimate plan. Sign up free and switch it on when you upgrade.";

export const tallydayAiPage: MarketingPageContent = {
  path: "/tallyday-ai",
  title: "Tallyday AI: ask your workspace anything",
  description:
    "Ask questions in plain words, predict deadlines and burnout, assign tasks smartly and spot leave trends. Leaders save about 20 hours a month.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Tallyday AI",
      heading: "Answers about your team, in plain words",
      note: aiOffer,
      lead: "Ask who is overloaded, which project will slip or where the hours went, and get an answer drawn from your own workspace, with a chart when a chart helps.",
      visual: {
        src: "/mockups/ai-chat.svg",
        alt: "The Tallyday AI assistant answering which projects may miss their deadline: Mobile app launch 6 days late, Client portal v2 2 days late, Website redesign on track, with a suggestion to move two tasks and questions to ask next; wider screens also show the question asked and an Ask box with a sample question",
        width: 640,
        height: 440,
      },
    },
    {
      kind: "featureGrid",
      id: "capabilities",
      eyebrow: "What it does",
      title: "Six questions leaders ask every week, answered",
      lead: "Tallyday AI reads the hours, tasks and leave already in your workspace, so there is nothing new to fill in.",
      items: [
        {
          icon: "message-square",
          title: "Natural-language questions",
          body: "Ask in everyday words: how many leave days did Sales take last month, who logged the most overtime, which client is over budget.",
        },
        {
          icon: "target",
          title: "Deadline prediction",
          body: "See which projects are on track and which will slip, and by how many days, while there is still time to act.",
        },
        {
          icon: "flame",
          title: "Burnout prediction",
          body: "Spot people working long weeks with no break in sight before it turns into sick leave or a resignation.",
        },
        {
          icon: "users",
          title: "Smart task assignment",
          body: "Get a suggested owner for each task, based on who has time free and who has done similar work before.",
        },
        {
          icon: "chart-line",
          title: "Leave trends",
          body: "Learn when your team tends to be away, from festival weeks to summer, and plan releases around it.",
        },
        {
          icon: "coins",
          title: "Client profitability prediction",
          body: "Compare hours against what each client pays and see which accounts are heading for a loss.",
        },
      ],
    },
    {
      kind: "featureRows",
      id: "insights",
      title: "From a hunch to a decision",
      rows: [
        {
          id: "deadlines",
          eyebrow: "Deadlines",
          title: "Know which dates are at risk this week, not on the day",
          body: "Tallyday AI compares each project's progress with the work still open and predicts when it will really finish. When a slip is coming, it says which tasks are holding things up.",
          points: [
            "Predicted slip in days for every active project",
            "The blocking tasks and dependencies named",
            "Suggestions for who could take on the extra work",
          ],
          visual: {
            src: "/mockups/gantt.svg",
            alt: "A Gantt chart with a today line, showing tasks running past their planned dates, with the design review milestone and the launch ahead of them",
            width: 640,
            height: 440,
          },
        },
        {
          id: "people",
          eyebrow: "People",
          title: "Look after the team that does the work",
          body: "Burnout prediction flags long weeks and skipped leave. Smart assignment suggests who has room for the next task. Leave trends show when to expect a quiet office.",
          points: [
            "Burnout risk from hours, leave and workload",
            "Suggested owners for new tasks",
            "Leave trends with a forecast for the months ahead",
          ],
          visual: {
            src: "/mockups/ai-insights.svg",
            alt: "AI insights: a high burnout risk for Daniel Okafor after three 46-hour weeks; wider screens also show a leave trends chart forecasting 9 people away in Diwali week and Arjun Kapoor suggested as the best fit for a new task",
            width: 640,
            height: 440,
          },
        },
        {
          id: "profitability",
          eyebrow: "Clients",
          title: "Find out which clients pay for themselves",
          body: "Client profitability prediction weighs billable hours, non-billable time and invoices, and warns you before a retainer turns into a loss.",
          points: [
            "Billable and non-billable hours per client",
            "Projects running over their budget",
            "Invoice totals beside the hours behind them",
          ],
          visual: {
            src: "/mockups/reports.svg",
            alt: "A client and project report with hours by project, 526 hours in all; wider screens also show 82% billable time and an invoice total of $27,584.00",
            width: 720,
            height: 440,
          },
        },
      ],
    },
    {
      kind: "stats",
      title: "About 20 hours a month back for every team leader",
      items: [productFacts.aiHours, productFacts.ultimatePrice, productFacts.support, productFacts.refund],
    },
    {
      kind: "callout",
      tone: "accent",
      icon: "shield-check",
      title: "Check the answers that matter",
      body: "Tallyday AI works from your workspace data, but like any AI it can be inaccurate. Verify important figures before you act on them, especially for pay, leave or performance decisions.",
    },
    {
      kind: "faq",
      items: [
        {
          question: "Which plan includes Tallyday AI?",
          answer:
            "The AI assistant is part of the Ultimate plan, at $6 per user a month or $5 billed annually, along with leave pattern analysis, productivity insights, deadline predictions, upskilling insights, burnout detection and scheduled reports.",
        },
        {
          question: "Where do the answers come from?",
          answer:
            "From the hours, tasks, projects, clients and leave already recorded in your Tallyday workspace. You do not need to fill in anything extra.",
        },
        {
          question: "Can I rely on every answer?",
          answer:
            "Treat answers as a strong starting point, not the final word. AI can be inaccurate, so verify important figures, especially before decisions about pay, leave or performance.",
        },
        {
          question: "How does Tallyday AI save leaders time?",
          answer:
            "Questions that used to mean exporting reports and building a spreadsheet take one sentence. Leaders save about 20 hours a month on reporting, planning and follow-ups.",
        },
        {
          question: "Can I see it before I buy?",
          answer:
            "Book a demo and we will walk you through Tallyday AI. The assistant is part of the Ultimate plan: sign up free and upgrade when you want it.",
        },
      ],
    },
    {
      kind: "cta",
      title: "See what your numbers are telling you",
      lead: "Start free with Tallyday, then switch on Tallyday AI with the Ultimate plan whenever you are ready.",
      primary: { label: "Sign up for free", href: siteConfig.app.signUp },
      note: aiOffer,
    },
  ],
};
