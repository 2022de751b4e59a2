import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/contact",
  title: "Contact us",
  description: "Questions about Tallyday, pricing or a demo? Write to us and a person will answer.",
  eyebrow: "Contact",
  heading: "Talk to a person",
  lead: "Send us a note about pricing, a demo or anything else, and someone from the team will write back.",
  calls: "none",
};
