import { siteConfig } from "~/site.config";
import type { Action } from "../marketing";
import type { PageIntroContent } from "../page-intro";

export const intro: PageIntroContent = {
  path: "/contact",
  title: "Contact us",
  description: "Questions about Tallyday, pricing or a demo? Write to us and a person will answer.",
  eyebrow: "Contact",
  heading: "Talk to a person",
  lead: "Send us a note about pricing, a demo or anything else, and someone from the team will write back.",
};

/** The form's card. */
export const messageCard = {
  heading: "Send us a message",
  lead: "All fields are required. We reply to the e-mail address you give.",
};

/** Beside the form: the other ways in, each a link. `channel` picks its icon. */
export const otherWays: {
  heading: string;
  items: Array<{ channel: "email" | "demo" | "help"; title: string; text: string; link: Action }>;
} = {
  heading: "Other ways to reach us",
  items: [
    {
      channel: "email",
      title: "Email support",
      text: "Questions about your account, billing or a feature. Support runs around the clock, and a person answers.",
      link: { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
    },
    {
      channel: "demo",
      title: "Book a demo",
      text: "Thirty minutes with our team to see Tallyday on your own workflows and get your questions answered.",
      link: { label: "Pick a time", href: siteConfig.demoBooking },
    },
    {
      channel: "help",
      title: "Help centre",
      text: "Step-by-step guides for time tracking, projects, leave and integrations, searchable at any hour.",
      link: { label: "Browse the guides", href: siteConfig.helpCentre },
    },
  ],
};

/** The closing box: try it, or see it with us. */
export const tryIt: { heading: string; lead: string; primary: Action; secondary: Action } = {
  heading: "Rather see it for yourself?",
  lead: "Start a 14-day free trial of Growth, no credit card needed, or schedule a demo with our team.",
  primary: { label: "Start free trial", href: siteConfig.app.signUp },
  secondary: { label: "Schedule a demo", href: siteConfig.demoBooking },
};
