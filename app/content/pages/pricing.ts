import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/pricing",
  title: "Pricing",
  description:
    "Personal is free forever. Growth and Ultimate add Gantt charts, leave management, payroll integration and AI. Try Growth free for 14 days, no credit card.",
  eyebrow: "Pricing",
  heading: "Easily manage your team. Start free.",
  lead: "No credit card required.",
  calls: "marketing",
};
