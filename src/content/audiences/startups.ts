import type { MarketingPageContent } from "../marketing";
import { productViews, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const startups: MarketingPageContent = {
  path: "/startups",
  title: "Tallyday for startups",
  description:
    "Track time, ship projects and manage leave from day one, free for small teams and ready for the next hundred hires.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For startups",
      heading: "Move fast without losing track",
      lead: "Set up projects, time tracking and leave for your whole team in under an afternoon, then grow into it.",
      visual: audienceScenes.startupSprint,
    },
    {
      kind: "stats",
      title: "What a quick start looks like",
      items: [productFacts.projectSetup, productFacts.leaveRequest, productFacts.growthTeam, productFacts.trial],
    },
    {
      kind: "featureRows",
      eyebrow: "One workspace",
      title: "From the first hire to the hundredth",
      lead: "Start with the tools a five-person team needs today. Switch on the rest the week you need them, without migrating anything.",
      rows: [
        {
          title: "Plan sprints on boards everyone can see",
          body: "Break the roadmap into tasks on a Kanban board or a list. When launches start depending on each other, open the Gantt view and set milestones and dependencies.",
          points: [
            "Unlimited tasks and projects, even on the free plan",
            "Deadline reminders and comments with notifications",
            "Gantt and burndown charts on Growth",
          ],
          visual: productViews.gantt,
        },
        {
          title: "Track time without slowing anyone down",
          body: "Clock in from the browser or with a one-word command in Slack. Timesheets fill themselves in, so founders see where the week went without asking.",
          points: [
            "Automated timesheets from every clock-in and break",
            "Billable reports per client for your first contracts",
          ],
          visual: productViews.slackChat,
        },
        {
          title: "Time off before you have an HR team",
          body: "Teammates request leave in three clicks and see their own balance. You approve from one calendar that shows who else is away that week.",
          points: ["Custom leave types with quotas and accrual rules", "Google and Outlook calendar sync"],
          visual: audienceScenes.startupTimeOff,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Why early teams choose Tallyday",
      tone: "muted",
      items: [
        {
          icon: "rocket",
          title: "Free while you are small",
          body: "The Personal plan is free forever: unlimited tasks, projects and clients, time tracking and timesheets.",
        },
        {
          icon: "users",
          title: "Room for 100 teammates",
          body: "Growth takes you to 100 teammates with private projects, an employee directory and payroll integration.",
        },
        {
          icon: "zap",
          title: "Upgrades in one click",
          body: "An upgrade works the moment you make it. Team size changes are billed at the next cycle, never mid-month.",
        },
        {
          icon: "message-square",
          title: "Lives in Slack",
          body: "Clock in, clock out and apply for leave without leaving your workspace, on every plan.",
          link: { label: "See the Slack integration", href: "/slack" },
        },
        {
          icon: "chart-gantt",
          title: "Projects that scale",
          body: "Boards for this week, Gantt charts for the quarter, milestones for the investor update.",
          link: { label: "Explore project management", href: "/project-management" },
        },
        {
          icon: "sparkles",
          title: "An assistant when you need one",
          body: "On Ultimate, ask in plain words which deadlines are at risk and who is close to burning out.",
          link: { label: "Meet Tallyday AI", href: "/tallyday-ai" },
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "Set up in an afternoon on the free plan, run your next sprint on it, and keep the same workspace as the team grows past its first thirty hires.",
      points: [trustPoints.personal, trustPoints.trial, trustPoints.upgrade, trustPoints.support],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Is Tallyday free for startups?",
          answer:
            "Yes. The Personal plan is free forever and includes unlimited tasks, projects and clients, list, board and Kanban views, time tracking, automated timesheets and billable reports. Move to a paid plan only when you need what it adds.",
        },
        {
          question: "What changes when we outgrow the free plan?",
          answer:
            "Growth adds up to 100 teammates, Gantt and burndown charts, private and team projects, leave approvals and balances, shift management and payroll integration. Ultimate adds the AI assistant and its predictions. An upgrade takes effect immediately.",
        },
        {
          question: "How long does it take to set up?",
          answer:
            "Most teams are tracking time the same day. Creating a project and its client takes under three minutes, and teammates join from an e-mail invitation.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Give your startup one place for work, time and leave",
      lead: "Start free today and bring the whole team in before the next planning meeting.",
    },
  ],
};
