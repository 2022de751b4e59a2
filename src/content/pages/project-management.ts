import type { MarketingPageContent } from "../marketing";
import { productFacts } from "../product-facts";

export const projectManagementPage: MarketingPageContent = {
  path: "/project-management",
  title: "Project management with boards, Kanban and Gantt",
  description:
    "Plan work on boards, lists, Kanban and Gantt views. Track milestones, dependencies and burndown, with deadline reminders and comments that notify the right people.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Project management",
      heading: "Plans your team actually follows",
      lead: "Boards, lists, Kanban and Gantt views over the same tasks, with milestones, dependencies and reminders that keep deadlines honest.",
      visual: {
        src: "/mockups/kanban.svg",
        alt: "A Kanban board for the Website redesign project, each task card showing a label, an assignee and a due date, in To do and In progress columns; wider screens also show Review and Done",
        width: 760,
        height: 440,
      },
    },
    {
      kind: "featureRows",
      id: "features",
      eyebrow: "One project, every view",
      title: "See the work the way you think about it",
      lead: "A designer wants the board, a lead wants the timeline, a client wants the numbers. Tallyday shows the same tasks each way, so nobody keeps a private spreadsheet.",
      rows: [
        {
          id: "boards",
          eyebrow: "Boards, tasks and Kanban",
          title: "Tasks with owners, dates and a conversation",
          body: "Break a project into tasks, give each an owner and a due date, and move it from To do to Done on the board. Switch to the list when you want to scan everything at once.",
          points: [
            "Board, list and Kanban views of the same tasks",
            "Owners, due dates and labels on every card",
            "Comments on each task notify the people involved",
          ],
          visual: {
            src: "/mockups/task-list.svg",
            alt: "The list view of the Website redesign project with owners, due dates and statuses; wider screens also show notifications for a task due today, a new comment and a new assignment",
            width: 640,
            height: 440,
          },
        },
        {
          id: "gantt",
          eyebrow: "Gantt, milestones and dependencies",
          title: "A timeline that knows what depends on what",
          body: "Lay tasks out on the Gantt chart, link the ones that wait on each other and mark the dates that matter as milestones. When something slips, you see at once what moves with it.",
          points: [
            "Dependency arrows between tasks",
            "Milestones for reviews, releases and client sign-off",
            "A today line that shows what is late and what is next",
          ],
          visual: {
            src: "/mockups/gantt.svg",
            alt: "A Gantt chart for the Mobile app launch with task bars, dependency arrows, a today line, a design review milestone and a launch milestone",
            width: 640,
            height: 440,
          },
        },
        {
          id: "reports",
          eyebrow: "Client and project reports",
          title: "Know where the hours went, and bill for them",
          body: "Time tracked on tasks rolls up into client and project reports. See billable against non-billable hours, spot the project that ran over, and turn the totals into an invoice.",
          points: [
            "Hours by project and by client",
            "Billable and non-billable time split for you",
            "Invoices built from tracked hours",
          ],
          visual: {
            src: "/mockups/reports.svg",
            alt: "A client and project report with hours by project, 526 hours in all; wider screens also show a billable versus non-billable donut at 82% billable and an invoice total of $27,584.00",
            width: 720,
            height: 440,
          },
        },
      ],
    },
    {
      kind: "featureGrid",
      id: "more",
      title: "Everything a deadline needs",
      tone: "muted",
      items: [
        {
          icon: "chart-line",
          title: "Burndown charts",
          body: "Watch remaining work fall day by day and know mid-sprint whether you will finish, not on the last afternoon.",
        },
        {
          icon: "flag",
          title: "Milestones",
          body: "Pin the dates everyone works towards, from design review to launch, and see how close each one is.",
        },
        {
          icon: "route",
          title: "Dependencies",
          body: "Link tasks that wait on each other, so a late start upstream is visible to everyone downstream.",
        },
        {
          icon: "bell",
          title: "Deadline reminders",
          body: "Owners are reminded before a task is due, so dates are met without a manager doing the nudging.",
        },
        {
          icon: "message-square",
          title: "Comments with notifications",
          body: "Discuss the work on the task itself. Mentioned teammates are notified and the decision stays with the work.",
        },
        {
          icon: "lock",
          title: "Private and team projects",
          body: "Keep a project to its team or open it to the company. Unlimited tasks, projects and clients on every plan.",
        },
      ],
    },
    {
      kind: "stats",
      title: "Plan in one place, from the free plan up",
      items: [productFacts.projectSetup, productFacts.unlimited, productFacts.freePlan, productFacts.trial],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Which views are included in the free plan?",
          answer:
            "The free Personal plan includes list, board and Kanban views with unlimited tasks, projects and clients. Gantt and burndown charts, and private and team projects, come with the Growth plan.",
        },
        {
          question: "How long does it take to set up a project?",
          answer:
            "Most teams create their first project and client in under 3 minutes. Add tasks, owners and due dates, and the board, list and Gantt views are ready straight away.",
        },
        {
          question: "Can I track time against tasks and projects?",
          answer:
            "Yes. Time tracked in Tallyday is linked to projects and clients, so the same hours feed your timesheets, your client and project reports and your invoices.",
        },
        {
          question: "How do notifications work?",
          answer:
            "People are notified when they are assigned a task, mentioned in a comment, or when a deadline they own is coming up. Reminders arrive before the due date, not after it.",
        },
        {
          question: "Can Tallyday predict whether we will hit a deadline?",
          answer:
            "Yes, on the Ultimate plan. Tallyday AI looks at progress and workload to predict which projects are likely to slip, and suggests who could take on the extra work.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Bring your plans, people and hours together",
      lead: "Create your first project in minutes and invite your team to the board today.",
      chips: ["Boards", "Kanban", "Gantt", "Milestones", "Reports"],
    },
  ],
};
