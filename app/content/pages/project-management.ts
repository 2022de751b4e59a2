import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/project-management",
  title: "Project management with boards, Kanban and Gantt",
  description:
    "Plan work on boards, lists, Kanban and Gantt views. Track milestones, dependencies and burndown, with deadline reminders and comments that notify the right people.",
  eyebrow: "Project management",
  heading: "Plans your team actually follows",
  lead: "Boards, lists, Kanban and Gantt views over the same tasks, with milestones, dependencies and reminders that keep deadlines honest.",
  calls: "marketing",
};
