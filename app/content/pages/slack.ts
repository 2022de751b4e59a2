import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/slack",
  title: "Slack integration: clock in and apply for leave from Slack",
  description:
    "Track time and manage leave without leaving Slack. Clock in and out, check balances and apply for leave with simple commands. Included in all plans.",
  eyebrow: "Slack integration",
  heading: "Clock in, clock out and take leave, right from Slack",
  lead: "Type in, out or apply in your workspace and Tallyday does the rest. Included in all plans at no extra cost.",
  calls: "marketing",
};
