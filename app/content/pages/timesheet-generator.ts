import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/timesheet-generator",
  title: "Free timesheet generator",
  description:
    "Fill in a week of hours, round them, add pay and overtime, and print a clean timesheet report. Free, no sign-up.",
  eyebrow: "Free tool",
  heading: "Free timesheet generator",
  lead: "Fill in a week of start and end times and breaks, then print a clean timesheet with totals and pay.",
  calls: "none",
};
