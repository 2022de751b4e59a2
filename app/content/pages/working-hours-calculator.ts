import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/working-hours-calculator",
  title: "Working hours calculator",
  description:
    "Add up shifts, breaks and overnight work into total hours, in decimal and hours and minutes. Free and printable.",
  eyebrow: "Free tool",
  heading: "Working hours calculator",
  lead: "Add your time blocks and breaks and get the total in decimal hours and in hours and minutes, overnight shifts included.",
  calls: "none",
};
