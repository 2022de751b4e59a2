import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/time-tracking",
  title: "Time tracking with a live punch board",
  description:
    "Clock in, breaks, lunch and punch out from any device. See who is working on a live punch board and export payroll-ready timesheets.",
  eyebrow: "Time tracking",
  heading: "Every hour accounted for, without the chasing",
  lead: "Your team clocks in, takes breaks and signs off in a tap; you see it live and export timesheets that payroll accepts the first time.",
  calls: "marketing",
};
