import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/blog",
  title: "Blog: Lessons from the product",
  description:
    "Learn how to grow your team with our experts: time tracking, leave policy, remote work, productivity and payroll.",
  eyebrow: "Blog",
  heading: "Lessons from the product",
  lead: "Learn how to grow your team with our experts",
};

/** The blog's RSS feed, as every page's head announces it. */
export const blogFeed = {
  title: "Tallyday blog",
  description: "Practical writing on time tracking, leave, remote teams, productivity and payroll.",
};
