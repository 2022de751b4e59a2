import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/overtime-calculator",
  title: "Overtime calculator",
  description:
    "Work out a week of regular, overtime and double-time pay from your hours and rate. Free, private, printable.",
  eyebrow: "Free tool",
  heading: "Overtime calculator",
  lead: "Enter a week of regular, overtime and double-time hours and see the pay for each day and the week.",
  calls: "none",
};
