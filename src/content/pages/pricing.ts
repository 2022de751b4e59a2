import type { FaqItem } from "../faq";
import type { MarketingPageContent } from "../marketing";
import { bestYearlySaving, formatUsd, planComparisonSection, plans, pricingPlansSection } from "../plans";
import { siteConfig } from "~/site.config";

const [personal, growth, ultimate] = plans;
const priceLine = (plan: (typeof plans)[number]) =>
  `${plan.name} is ${formatUsd(plan.prices.yearly)} instead of ${formatUsd(plan.prices.monthly)}`;

const pricingFaq: FaqItem[] = [
  {
    question: "How does the free trial work?",
    answer: `Every new workspace gets 14 days of the ${growth!.name} plan's features for free, and we never ask for a credit card to start. When the trial ends, choose ${growth!.name} or ${ultimate!.name} to keep those features, or carry on with ${personal!.name}, which is free forever.`,
  },
  {
    question: "Can I get a refund?",
    answer:
      "Yes. If Tallyday is not right for your team, ask for a refund within 30 days of your first purchase. We process it within 2 working days, and your bank credits it within 7 to 10 working days after that.",
  },
  {
    question: "What happens when I upgrade or downgrade?",
    answer:
      "An upgrade takes effect immediately, so the new features are there the moment you switch. A downgrade takes effect at the start of your next billing cycle, and you keep your current plan until then.",
  },
  {
    question: "What if my team grows or shrinks?",
    answer:
      "Add or remove teammates whenever you need to. Changes to your team size are billed at your next billing cycle, never halfway through one.",
  },
  {
    question: "How much do I save with annual billing?",
    answer: `Up to ${bestYearlySaving()}%. Billed annually, ${priceLine(growth!)} per user a month, and ${priceLine(ultimate!)}. Prices are in US dollars.`,
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "All major credit cards. Teams on an annual enterprise plan can also pay by invoice; write to us and we will set it up.",
  },
  {
    question: "Do you offer a discount for nonprofits?",
    answer:
      "Yes. Verified nonprofits get 30% off, and the discount lasts for as long as you stay with us. Qualifying 501(c)(3) organisations, K-12 schools, higher education, public libraries and equivalent international designations are eligible. Send us your details from the nonprofit page and we answer within 8 hours.",
  },
];

export const pricingPage: MarketingPageContent = {
  path: "/pricing",
  title: "Pricing",
  description:
    "Personal is free forever. Growth and Ultimate add Gantt charts, leave management, payroll integration and AI. Try Growth free for 14 days, no credit card.",
  sections: [
    pricingPlansSection("pricing", {
      id: "plans",
      headingLevel: 1,
      eyebrow: "Pricing",
      title: "Easily manage your team. Start free.",
      lead: "No credit card required. Try every Growth feature free for 14 days, then pick the plan that fits.",
      footnote: {
        text: "Prices in US dollars per user per month. Want a walkthrough before you choose?",
        link: { label: "Get a demo", href: siteConfig.demoBooking },
      },
    }),
    planComparisonSection({
      id: "compare",
      title: "Compare plans feature by feature",
      lead: "Personal covers the everyday basics. Growth adds the people side of work; Ultimate adds AI on top.",
      caption: "Features included in the Personal, Growth and Ultimate plans",
    }),
    {
      kind: "callout",
      tone: "accent",
      icon: "heart-handshake",
      title: "30% off for nonprofits",
      body: "Charities, schools, universities and public libraries get 30% off their plan, for as long as they stay with us.",
      action: { label: "See the nonprofit offer", href: "/nonprofit" },
    },
    {
      kind: "faq",
      title: "Pricing questions, answered",
      items: pricingFaq,
    },
    {
      kind: "featureGrid",
      id: "support",
      title: "We are here for you",
      lead: "Every plan comes with people who know Tallyday inside out.",
      tone: "muted",
      items: [
        {
          icon: "headphones",
          title: "24/7 customer support",
          body: "Ask at any hour, from any time zone, and reach someone who can actually fix the problem.",
        },
        {
          icon: "rocket",
          title: "Personalized onboarding",
          body: "We help you import your team, set up leave types and holidays, and get your first projects running.",
        },
        {
          icon: "graduation-cap",
          title: "Team online training",
          body: "Live online sessions show managers and teammates the shortcuts that save them time every day.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "mail",
      title: "Still have questions?",
      body: "Write to us about plans, invoices or anything else, and a person on our team will answer.",
      action: { label: `Email ${siteConfig.email}`, href: `mailto:${siteConfig.email}` },
    },
    {
      kind: "cta",
      title: "Start free today. Upgrade when your team is ready.",
      lead: "Set up your workspace in minutes and bring your team along, with no card and no commitment.",
    },
  ],
};
