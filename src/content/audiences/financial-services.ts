import type { MarketingPageContent } from "../marketing";
import { audienceViews, seePricing, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const financialServices: MarketingPageContent = {
  path: "/financial-services",
  title: "Tallyday for financial services",
  description:
    "Accurate time records, approval trails and client reports for accounting, advisory and financial teams.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For financial services",
      heading: "Time records that stand up to an audit",
      lead: "Precise hours by client and engagement, approvals on record and reports ready for billing and review.",
      visual: audienceViews.auditTrail,
    },
    {
      kind: "stats",
      title: "What you can check before you commit",
      items: [productFacts.trial, productFacts.refund, productFacts.support, productFacts.leaveRequest],
    },
    {
      kind: "featureRows",
      eyebrow: "Accurate, approved, on record",
      title: "Every hour accounted for, and who signed it off",
      rows: [
        {
          title: "An approval trail for every timesheet",
          body: "Each timesheet is submitted, reviewed and approved in Tallyday, and each change keeps the name and the time of the person who made it. When an auditor or a client asks, the answer is one click away.",
          points: [
            "Submitted, approved and edited entries kept on record",
            "Breaks and punch-outs recorded, not reconstructed",
            "Multi-level approvals coming soon on Ultimate",
          ],
          visual: audienceScenes.financeApprovals,
        },
        {
          title: "Billable time by client and engagement",
          body: "Track time to the client, the engagement and the task. Billable and non-billable hours stay apart, so write-offs are a decision, not an accident.",
          points: ["Client and project reports", "Invoices built from approved hours", "Scheduled reports on Ultimate"],
          visual: audienceScenes.financeEngagements,
        },
        {
          title: "Cover for close and filing season",
          body: "Blackout dates stop leave from landing on quarter-end close or the filing deadline, and managers see overlapping requests before approving them.",
          points: ["Office holidays and blackout dates", "Private leave types for sensitive absences"],
          visual: audienceScenes.financeClose,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Controls a regulated team expects",
      tone: "muted",
      items: [
        {
          icon: "shield-check",
          title: "Records that support compliance",
          body: "Approved timesheets and leave records give compliance reviews the evidence they ask for.",
        },
        {
          icon: "lock",
          title: "Private projects",
          body: "Keep sensitive engagements visible only to the people staffed on them, on Growth.",
        },
        {
          icon: "eye-off",
          title: "Discreet leave types",
          body: "Sensitive absences stay private to the employee and their approver.",
          link: { label: "Explore leave management", href: "/leave-management" },
        },
        {
          icon: "landmark",
          title: "Payroll integration",
          body: "Approved hours flow to your payroll service on Growth, without re-keying.",
        },
        {
          icon: "scale",
          title: "Billable vs non-billable",
          body: "See the split per person and per client, before the invoice is drafted.",
          link: { label: "Explore time tracking", href: "/time-tracking" },
        },
        {
          icon: "chart-line",
          title: "Profitability forecasts",
          body: "On Ultimate, the AI assistant predicts which clients are heading below margin.",
          link: { label: "Meet Tallyday AI", href: "/tallyday-ai" },
        },
      ],
    },
    {
      kind: "callout",
      tone: "brand",
      icon: "receipt",
      title: "Plans for firms of every size",
      body: "Pay per user, monthly or annually. Annual enterprise plans can be paid by invoice.",
      action: seePricing,
    },
    {
      kind: "trust",
      statement:
        "Every entry carries its approver and a timestamp, so quarter-end billing review works from one approved record instead of three spreadsheets.",
      points: [
        trustPoints.trial,
        trustPoints.refund,
        trustPoints.support,
        "Invoice payment for annual enterprise plans",
      ],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Can we see who changed or approved a time entry?",
          answer:
            "Yes. Every timesheet keeps its history: who submitted it, who edited which entry and who approved it, each with the date and time.",
        },
        {
          question: "Can we separate billable and non-billable time?",
          answer:
            "Yes. Each entry is billable or not, and client and project reports show the two apart, per person and per engagement.",
        },
        {
          question: "Can we stop leave during quarter-end close?",
          answer:
            "Yes. Add blackout dates for close, audit fieldwork or filing deadlines; requests for those days are flagged before anyone approves them.",
        },
        {
          question: "Can we pay by invoice?",
          answer: "Annual enterprise plans can be paid by invoice. Other plans are paid by any major credit card.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Make your next audit the easy part of the quarter",
      lead: "Try Tallyday with your team for 14 days and see every approved hour in one place.",
    },
  ],
};
