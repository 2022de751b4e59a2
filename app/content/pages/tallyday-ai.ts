import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/tallyday-ai",
  title: "Tallyday AI: ask your workspace anything",
  description:
    "Ask questions in plain words, predict deadlines and burnout, assign tasks smartly and spot leave trends. Leaders save about 20 hours a month.",
  eyebrow: "Tallyday AI",
  heading: "Answers about your team, in plain words",
  lead: "Ask who is overloaded, which project will slip or where the hours went, and get an answer drawn from your own workspace.",
  calls: "marketing",
};
