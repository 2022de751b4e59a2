import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/blog",
  title: "Blog: Lessons from the product",
  description:
    "Learn how to grow your team with our experts: time tracking, leave policy, remote work, productivity and payroll.",
  eyebrow: "Blog",
  heading: "Lessons from the product",
  lead: "Learn how to grow your team with our experts",
  calls: "none",
};
