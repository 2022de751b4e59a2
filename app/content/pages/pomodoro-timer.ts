import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/pomodoro-timer",
  title: "Pomodoro timer",
  description:
    "A focused pomodoro timer with rests, long rests, a task list and notifications. Free and private in your browser.",
  eyebrow: "Free tool",
  heading: "Pomodoro timer",
  lead: "Work in focused 20-minute rounds with short rests and a long rest after every fourth round.",
  calls: "none",
};
