import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/terms",
  title: "Terms of service",
  description: "The terms that govern the use of Tallyday's website and services.",
  eyebrow: "Legal",
  heading: "Terms of service",
  lead: "The agreement between you and Tallyday when you use our website and services. Last revised 2024-08-10.",
  calls: "none",
};
