import { siteConfig } from "~/site.config";

/** A link in the header menus or the footer. External links carry their full URL. */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  external?: boolean;
}

export interface NavGroup {
  heading?: string;
  links: NavLink[];
}

/** A header menu: one list of links, or several headed groups shown side by side. */
export interface NavMenu {
  label: string;
  groups: NavGroup[];
}

export const featureLinks: NavLink[] = [
  { label: "Time Tracking", href: "/time-tracking", description: "Punch in, breaks and payroll-ready timesheets" },
  { label: "Project Management", href: "/project-management", description: "Boards, Gantt, milestones and deadlines" },
  { label: "Leave Management", href: "/leave-management", description: "Requests, approvals, balances and holidays" },
  { label: "Tallyday AI", href: "/tallyday-ai", description: "Ask your workspace anything, in plain words" },
  { label: "Slack integration", href: "/slack", description: "Clock in and apply for leave from Slack" },
];

export const solutionGroups: NavGroup[] = [
  {
    heading: "Company type",
    links: [
      { label: "Startups", href: "/startups" },
      { label: "Small business", href: "/small-business" },
      { label: "Remote teams", href: "/remote-teams" },
      { label: "Freelancers", href: "/freelancers" },
      { label: "Nonprofits", href: "/nonprofit" },
    ],
  },
  {
    heading: "Industries",
    links: [
      { label: "Financial services", href: "/financial-services" },
      { label: "Agencies", href: "/agency" },
      { label: "Consulting", href: "/consulting" },
      { label: "Retail", href: "/retail" },
    ],
  },
  {
    heading: "Learn",
    links: [
      { label: "Blogs", href: "/blog" },
      { label: "Help centre", href: siteConfig.helpCentre, external: true },
    ],
  },
];

export const toolLinks: NavLink[] = [
  {
    label: "Free timesheet generator",
    href: "/timesheet-generator",
    description: "Build and print a weekly timesheet",
  },
  {
    label: "Military time converter",
    href: "/military-time-converter",
    description: "Switch between 12- and 24-hour time",
  },
  {
    label: "Overtime calculator",
    href: "/overtime-calculator",
    description: "Weekly pay with overtime and double time",
  },
  {
    label: "Work hours calculator",
    href: "/working-hours-calculator",
    description: "Add up shifts, breaks and overnight work",
  },
  { label: "Pomodoro timer", href: "/pomodoro-timer", description: "Focus in 20-minute rounds with real breaks" },
];

/** How the calculators work out hours and pay, with sources: from each calculator's guide and the footer. */
export const methodologyLink = {
  label: "How we calculate, with sources",
  href: "/tools/how-we-calculate",
} satisfies NavLink;

/** The footer's tools column: the tools, then how the calculators work. */
export const footerToolLinks: NavLink[] = [...toolLinks, methodologyLink];

export const companyLinks: NavLink[] = [
  { label: "Pricing", href: "/pricing" },
  { label: "Contact", href: "/contact" },
  { label: "Terms of service", href: "/terms" },
  { label: "Privacy policy", href: "/privacy" },
  { label: "Refunds and cancellations", href: "/refunds" },
];

/** The header's three menus, in order, for the desktop bar and the mobile panel alike. */
export const navMenus: NavMenu[] = [
  { label: "Features", groups: [{ links: featureLinks }] },
  { label: "Solutions", groups: solutionGroups },
  { label: "Resources", groups: [{ links: toolLinks }] },
];
