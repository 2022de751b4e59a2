import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/privacy",
  title: "Privacy policy",
  description: "How Tallyday collects, uses, keeps and protects personal information, and the choices you have.",
  eyebrow: "Legal",
  heading: "Privacy policy",
  lead: "What we collect, why we collect it and how you stay in control of it. Last updated 10 August 2024.",
  calls: "none",
};
