import type { MarketingPageContent } from "../marketing";
import { audienceViews, trialFaq, trustPoints } from "./shared";
import { audienceScenes } from "./scenes";
import { productFacts } from "../product-facts";

export const retail: MarketingPageContent = {
  path: "/retail",
  title: "Tallyday for retail teams",
  description:
    "Shifts, clock-ins by location, breaks and leave for retail teams, with payroll-ready timesheets every pay period.",
  sections: [
    {
      kind: "hero",
      eyebrow: "For retail",
      heading: "Every shift covered, every store in view",
      lead: "Location-based clock-ins, shift schedules and leave in one place, with timesheets ready for payroll.",
      visual: audienceViews.shiftRoster,
    },
    {
      kind: "stats",
      title: "What a store team can count on",
      items: [productFacts.leaveRequest, productFacts.growthTeam, productFacts.trial, productFacts.support],
    },
    {
      kind: "featureRows",
      eyebrow: "Shifts, stores, payroll",
      title: "From the rota to payday",
      rows: [
        {
          title: "Clock in at the store, not from the car park",
          body: "Location-based tracking records where each clock-in happened, so hours are paid for the store they were worked in. Breaks and lunch are punched too.",
          points: [
            "Clock-ins tied to each store's location",
            "A live punch board per store for the manager on duty",
            "Breaks, lunch and punch-outs on record",
          ],
          visual: audienceScenes.retailStoreClockIns,
        },
        {
          title: "Overtime caught before payday",
          body: "Timesheets separate regular and overtime hours as the week goes, so a store manager sees the extra hours on Wednesday, not in the payroll run.",
          points: ["Payroll-ready timesheets every pay period", "Payroll integration on Growth"],
          visual: audienceScenes.retailOvertime,
        },
        {
          title: "Leave that respects the rota",
          body: "Blackout dates protect the holiday season and stocktake. Staff request time off in three clicks and see their balance; managers see who else is off before approving.",
          points: ["Blackout dates and office holidays", "Custom leave types with accrual rules"],
          visual: audienceScenes.retailLeave,
        },
      ],
    },
    {
      kind: "featureGrid",
      title: "Built for stores, not offices",
      tone: "muted",
      items: [
        {
          icon: "calendar-days",
          title: "Shift management",
          body: "Plan morning, late and weekend shifts per store and publish the rota in one place, on Growth.",
        },
        {
          icon: "map-pin",
          title: "Location-based clock-in",
          body: "Each store is a location, so hours and attendance are reported store by store.",
          link: { label: "Explore time tracking", href: "/time-tracking" },
        },
        {
          icon: "alarm-clock",
          title: "Overtime at a glance",
          body: "See overtime hours per person and per store before they reach payroll.",
          link: { label: "Try the overtime calculator", href: "/overtime-calculator" },
        },
        {
          icon: "store",
          title: "One view of every store",
          body: "Area managers see every store's punch board and timesheets without calling round.",
        },
        {
          icon: "bell",
          title: "Announcements",
          body: "Share a promotion brief or a new opening time with every store in one post.",
        },
        {
          icon: "wallet",
          title: "Payroll-ready",
          body: "Approved timesheets flow to your payroll service through the payroll integration.",
        },
      ],
    },
    {
      kind: "trust",
      statement:
        "See who clocked in at which store, live, and watch overtime build through the week, so payday holds no surprises.",
      points: [trustPoints.trial, trustPoints.support, trustPoints.refund, trustPoints.upgrade],
    },
    {
      kind: "faq",
      items: [
        {
          question: "How does location-based clock-in work?",
          answer:
            "Each store is set up as a location. When staff clock in, Tallyday records where, so hours are reported per store and clock-ins from elsewhere stand out. It is part of the Growth plan.",
        },
        {
          question: "Can we plan shifts in Tallyday?",
          answer:
            "Yes. Shift management on Growth lets store managers plan shifts per store and week, and the punch board shows who actually turned up.",
        },
        {
          question: "How is overtime handled?",
          answer:
            "Timesheets separate regular and overtime hours through the week, so managers can act before the pay period closes. Approved timesheets go to payroll through the payroll integration.",
        },
        {
          question: "Can we stop leave over the holiday season?",
          answer:
            "Yes. Add blackout dates for peak weeks or stocktake. Requests for those dates are flagged to the approver.",
        },
        trialFaq,
      ],
    },
    {
      kind: "cta",
      title: "Cover every shift in every store",
      lead: "Set up your stores and your next rota during the 14-day trial, then run payday from approved hours.",
    },
  ],
};
