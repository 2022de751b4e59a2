import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/refunds",
  title: "Refunds and cancellations",
  description:
    "How to cancel a Tallyday subscription and how refunds within 30 days of purchase are reviewed and paid.",
  eyebrow: "Legal",
  heading: "Refunds and cancellations",
  lead: "Cancel any time and keep access until the end of your billing cycle; ask for a refund within 30 days of your first purchase.",
  calls: "none",
};
