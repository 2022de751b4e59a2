import type { MarketingPageContent } from "../marketing";
import { productFacts } from "../product-facts";

export const leaveManagementPage: MarketingPageContent = {
  path: "/leave-management",
  title: "Leave management: requests, approvals and balances",
  description:
    "Leave requests in three clicks, approvals with overlap warnings, live balances, accrual rules, regional holidays and calendar sync with Google and Outlook.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Leave management",
      heading: "Time off, approved in three clicks",
      lead: "Employees request leave and check their balance. Managers are notified, see who else is away and approve or decline. Calendars and balances update themselves.",
      visual: {
        src: "/mockups/leave-calendar.svg",
        alt: "A team leave calendar for the month with colour-coded annual, sick and private leave, Diwali and other regional holidays and a blackout week; wider screens also show a balances panel (Annual 14 of 20, Sick 6 of 8, Casual 3 of 5, Comp off 2 of 2) and Google Calendar and Outlook sync rows",
        width: 700,
        height: 460,
      },
    },
    {
      kind: "featureRows",
      id: "features",
      eyebrow: "Requests, rules and reports",
      title: "Leave that runs itself, from request to report",
      lead: "Set your policy once. Tallyday applies it to every request, keeps every balance current and shows you the patterns at the end of the quarter.",
      rows: [
        {
          id: "requests",
          eyebrow: "Requests and approvals",
          title: "Three clicks to ask, one to approve",
          body: "Employees pick a leave type, choose the dates and send, seeing the balance they will have left before they do. Their manager is notified, sees who else is away on those days and approves or declines with a tap.",
          points: [
            "Leave requests in 3 clicks, from the web or from Slack",
            "Overlapping leave shown before anyone approves",
            "Balances update the moment a request is approved",
          ],
          visual: {
            src: "/mockups/leave-request.svg",
            alt: "A three-step leave request for three days of annual leave, Wednesday to Friday next week, leaving 11 of 20 days; wider screens also show the manager's approval card, which warns of one overlapping teammate",
            width: 640,
            height: 440,
          },
        },
        {
          id: "policy",
          eyebrow: "Leave types, quotas and accrual",
          title: "Your policy, not a template",
          body: "Create the leave types your company actually uses, each with its own quota and accrual rule. Mark sensitive types as private, so colleagues see that someone is away but never why.",
          points: [
            "Custom leave types with quotas and accrual rules",
            "Privacy for sensitive types such as sick or medical leave",
            "Regional holiday calendars, office holidays and blackout dates",
          ],
          visual: {
            src: "/mockups/leave-policy.svg",
            alt: "A leave policy table with Annual, Sick, Casual, Medical and Comp off types and their quotas, plus an India holiday calendar; wider screens also show accrual rules, sick and medical leave marked private and a three-day blackout for launch week",
            width: 640,
            height: 440,
          },
        },
        {
          id: "reports",
          eyebrow: "Leave reports",
          title: "See the patterns before they become problems",
          body: "The Leave Usage Report shows how much leave each team takes and when. The Leave Balance Report shows what everyone has left, so you can nudge people who have not had a break.",
          points: [
            "Leave usage by type and month",
            "Balances for every person and leave type",
            "Low balances and unused leave easy to spot",
          ],
          visual: {
            src: "/mockups/leave-reports.svg",
            alt: "A Leave Usage Report with days taken by type for each month of the last quarter; wider screens also show a Leave Balance Report listing five people's annual, sick and casual days left",
            width: 640,
            height: 440,
          },
        },
      ],
    },
    {
      kind: "featureGrid",
      id: "roles",
      title: "Clear for employees, simple for managers",
      columns: 2,
      tone: "muted",
      items: [
        {
          icon: "user-check",
          title: "For employees",
          body: "Submit leave requests in three clicks, check your balances at any time, and see your approved leave in your own Google or Outlook calendar.",
        },
        {
          icon: "users",
          title: "For managers",
          body: "Get notified of every request, review overlapping leave, approve or decline in one click, and see on the live punch board who is in today.",
        },
      ],
    },
    {
      kind: "featureGrid",
      id: "calendars",
      title: "Holidays and calendars, handled",
      items: [
        {
          icon: "globe",
          title: "Regional holiday calendars",
          body: "Give each office the public holidays of its own region, so Pune and London never share the wrong day off.",
        },
        {
          icon: "calendar-range",
          title: "Office holidays and blackout dates",
          body: "Add company days off, and block dates such as a launch week or year-end close when leave cannot be taken.",
        },
        {
          icon: "calendar-check",
          title: "Google Calendar and Outlook sync",
          body: "Approved leave appears in the calendars your team already uses, so meetings are not booked with people who are away.",
        },
        {
          icon: "eye-off",
          title: "Privacy for sensitive leave",
          body: "Private leave types show as time away to colleagues. Only the people who need the reason can see it.",
        },
        {
          icon: "repeat",
          title: "Accrual rules",
          body: "Leave builds up month by month, or arrives in full on a set date, exactly as your policy says.",
        },
        {
          icon: "hash",
          title: "Leave from Slack",
          body: "Type apply to request leave and balance to check what is left, without opening another tab.",
          link: { label: "See the Slack commands", href: "/slack" },
        },
      ],
    },
    {
      kind: "stats",
      title: "Less admin, fewer surprises",
      items: [productFacts.leaveRequest, productFacts.growthTeam, productFacts.trial, productFacts.support],
    },
    {
      kind: "faq",
      items: [
        {
          question: "Which plan includes leave management?",
          answer:
            "Leave requests, approvals, accruals and balances, office holidays and blackout dates are part of the Growth plan, at $4 per user a month or $2.50 billed annually. Try it free for 14 days, no credit card required.",
        },
        {
          question: "Can we set up our own leave types?",
          answer:
            "Yes. Create as many leave types as your policy needs, each with its own quota and accrual rule, and mark sensitive types as private.",
        },
        {
          question: "What do colleagues see when someone is on private leave?",
          answer:
            "They see that the person is away on those days, not the type of leave. The reason stays with the people who need it.",
        },
        {
          question: "Does it work with different public holidays in different countries?",
          answer:
            "Yes. Each team or office can follow its own regional holiday calendar, and you can add office holidays and blackout dates on top.",
        },
        {
          question: "Which calendars does Tallyday sync with?",
          answer:
            "Google Calendar and Outlook. Once connected, approved leave appears in the calendar people already use every day.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Give your team a leave process they will actually use",
      lead: "Set up your leave types and holidays in an afternoon and take your first request the same day.",
      chips: ["Requests", "Approvals", "Balances", "Holidays", "Calendar sync"],
    },
  ],
};
