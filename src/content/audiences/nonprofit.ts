import { siteConfig } from "~/site.config";
import type { MarketingPageContent } from "../marketing";
import { audienceViews, productViews, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

const eligible =
  "qualifying 501(c)(3) nonprofits, K-12 schools, higher education institutions, public libraries and organisations with an equivalent designation outside the United States";

const askAboutDiscount = { label: "Ask about the discount", href: `mailto:${siteConfig.email}` };

export const nonprofit: MarketingPageContent = {
  path: "/nonprofit",
  title: "Tallyday for nonprofits",
  description:
    "Time tracking, projects and leave for nonprofits, with a 30% discount for verified organisations for as long as you stay.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For nonprofits",
      heading: "More hours for the mission",
      lead: "Verified nonprofits get 30% off every paid plan for as long as they stay, and spend less time on admin from the first week.",
      visual: audienceViews.volunteerHours,
    },
    {
      kind: "callout",
      tone: "accent",
      icon: "heart-handshake",
      title: "30% off, for as long as you stay with us",
      body: `Open to ${eligible}. E-mail ${siteConfig.email} and we answer within 8 hours.`,
      action: askAboutDiscount,
    },
    {
      kind: "stats",
      title: "What nonprofits can count on",
      items: [productFacts.nonprofitDiscount, productFacts.enquiryReply, productFacts.trial, productFacts.support],
    },
    {
      kind: "featureRows",
      eyebrow: "Grants, volunteers and staff",
      title: "Show funders exactly where the hours went",
      rows: [
        {
          title: "Hours by grant and programme",
          body: "Set each grant or programme up as a project and track staff time against it. When the report is due, the hours are already there, split by programme and by month.",
          points: ["Client and project reports for each funder", "Billable and non-billable time kept apart"],
          visual: audienceScenes.nonprofitProgrammeReport,
        },
        {
          title: "Volunteers and staff on one board",
          body: "Volunteers clock in at the food bank or the event, staff at the office or at home. The punch board shows everyone who is on today.",
          points: ["Shift management for volunteer rotas on Growth", "Location-based clock-in for each site"],
          visual: audienceScenes.nonprofitVolunteerShifts,
        },
        {
          title: "Leave for a small team that cannot all be away",
          body: "Staff request leave in three clicks, managers see overlaps before they approve, and blackout dates protect the week of your annual appeal.",
          points: ["Custom leave types with quotas and accrual rules", "Office holidays and blackout dates"],
          visual: productViews.leaveRequest,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Everything a lean team needs",
      tone: "muted",
      columns: 4,
      items: [
        {
          icon: "gift",
          title: "Free to start",
          body: "The Personal plan is free forever. The discount applies the day you move to a paid plan.",
        },
        {
          icon: "folder-kanban",
          title: "Campaigns on boards",
          body: "Plan appeals, events and programmes with tasks, deadlines and reminders.",
          link: { label: "Explore project management", href: "/project-management" },
        },
        {
          icon: "eye-off",
          title: "Privacy for sensitive leave",
          body: "Mark leave types as private so only the people who need to know can see them.",
          link: { label: "Explore leave management", href: "/leave-management" },
        },
        {
          icon: "graduation-cap",
          title: "Schools and libraries too",
          body: "K-12 schools, higher education and public libraries qualify for the same 30% discount.",
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "When a funder asks how many hours went into a programme, answer with a report by grant and by volunteer, not a week of spreadsheets.",
      points: [
        "30% nonprofit discount for as long as you stay",
        "Discount enquiries answered within 8 hours",
        trustPoints.personal,
        trustPoints.support,
      ],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Who qualifies for the nonprofit discount?",
          answer: `The 30% discount is open to ${eligible}.`,
        },
        {
          question: "How long does the discount last?",
          answer:
            "For as long as you stay a customer. It is not an introductory offer: the 30% applies to every renewal of your paid plan.",
        },
        {
          question: "How do we apply?",
          answer: `E-mail ${siteConfig.email} with your organisation's name and its registration or designation. We answer every enquiry within 8 hours.`,
        },
        {
          question: "Can we track volunteer hours separately from staff hours?",
          answer:
            "Yes. Put volunteers and staff in their own teams or projects, and the reports show each group's hours by programme, site and month.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Put more of your team's time into the mission",
      lead: "Start with a free trial today and ask for your 30% nonprofit discount when you are ready to choose a plan.",
    },
  ],
};
