/**
 * The one pricing data module: plans, prices (docs/product.md#pricing, US dollars
 * per user a month), the comparison table and the pricing sections built from them.
 * The home page's pricing section, the pricing page and the structured data
 * (lib/json-ld.ts) all read from here at build time.
 */
import { siteConfig } from "~/site.config";

export type PlanId = "personal" | "growth" | "ultimate";
export type BillingPeriod = "monthly" | "yearly";
/** Which page a plan button sits on: the home page and the pricing page word them differently. */
export type PlanCallVariant = "home" | "pricing";

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per user per month; `yearly` is the monthly equivalent when billed annually. */
  prices: Record<BillingPeriod, number>;
  /** Exactly one plan is marked `Most popular`. */
  popular: boolean;
  /** The line above the feature list, e.g. "Everything in Personal, plus:". */
  featuresLead: string;
  features: string[];
  comingSoon: string[];
}

export const plans: readonly Plan[] = [
  {
    id: "personal",
    name: "Personal",
    description: "For freelancers and small teams getting their hours and projects in order.",
    prices: { monthly: 0, yearly: 0 },
    popular: false,
    featuresLead: "Free forever, with:",
    features: [
      "Unlimited tasks, projects and clients",
      "List, board and Kanban views",
      "Time tracking and automated timesheets",
      "Billable reports",
      "Notifications",
      "Slack and calendar integration",
    ],
    comingSoon: [],
  },
  {
    id: "growth",
    name: "Growth",
    description: "For growing teams that run projects, shifts and leave in one place.",
    prices: { monthly: 4, yearly: 2.5 },
    popular: true,
    featuresLead: "Everything in Personal, plus:",
    features: [
      "Up to 100 teammates",
      "Gantt and burndown charts",
      "Private and team projects",
      "Employee directory with custom fields",
      "Location-based time tracking",
      "Shift management",
      "Leave requests, approvals, accruals and balances",
      "Office holidays and blackout dates",
      "Announcements",
      "Advanced reporting",
      "Payroll integration",
    ],
    comingSoon: [],
  },
  {
    id: "ultimate",
    name: "Ultimate",
    description: "For leaders who want AI insight into workload, deadlines and wellbeing.",
    prices: { monthly: 6, yearly: 5 },
    popular: false,
    featuresLead: "Everything in Growth, plus:",
    features: [
      "AI assistant",
      "Leave pattern analysis",
      "Productivity insights",
      "Deadline predictions",
      "Upskilling insights",
      "Burnout detection",
      "Scheduled reports",
    ],
    comingSoon: ["Multi-level approvals"],
  },
];

/** A comparison cell: included, not included, or a short note such as "Coming soon". */
export type ComparisonValue = boolean | string;

export interface ComparisonGroup {
  title: string;
  rows: Array<{ feature: string; values: Record<PlanId, ComparisonValue> }>;
}

const all = { personal: true, growth: true, ultimate: true };
const paid = { personal: false, growth: true, ultimate: true };
const top = { personal: false, growth: false, ultimate: true };

export const comparison: readonly ComparisonGroup[] = [
  {
    title: "Projects and tasks",
    rows: [
      { feature: "Unlimited tasks, projects and clients", values: all },
      { feature: "List, board and Kanban views", values: all },
      { feature: "Gantt and burndown charts", values: paid },
      { feature: "Private and team projects", values: paid },
    ],
  },
  {
    title: "Time and attendance",
    rows: [
      { feature: "Time tracking and automated timesheets", values: all },
      { feature: "Billable reports", values: all },
      { feature: "Location-based time tracking", values: paid },
      { feature: "Shift management", values: paid },
    ],
  },
  {
    title: "People and leave",
    rows: [
      { feature: "Employee directory with custom fields", values: paid },
      { feature: "Leave requests, approvals, accruals and balances", values: paid },
      { feature: "Office holidays and blackout dates", values: paid },
      { feature: "Announcements", values: paid },
      { feature: "Multi-level approvals", values: { personal: false, growth: false, ultimate: "Coming soon" } },
    ],
  },
  {
    title: "Reports and integrations",
    rows: [
      { feature: "Notifications", values: all },
      { feature: "Slack, Google Calendar and Outlook", values: all },
      { feature: "Advanced reporting", values: paid },
      { feature: "Payroll integration", values: paid },
      { feature: "Scheduled reports", values: top },
    ],
  },
  {
    title: "Tallyday AI",
    rows: [
      { feature: "AI assistant", values: top },
      { feature: "Leave pattern analysis", values: top },
      { feature: "Productivity and upskilling insights", values: top },
      { feature: "Deadline predictions", values: top },
      { feature: "Burnout detection", values: top },
    ],
  },
];

export function isFree(plan: Pick<Plan, "prices">): boolean {
  return plan.prices.monthly === 0 && plan.prices.yearly === 0;
}

/** The plan button's words on the pricing page and the home page (docs/product.md#pricing). */
export function planCallLabel(plan: Pick<Plan, "popular" | "prices">, variant: PlanCallVariant): string {
  // A free plan never offers a trial, on either page (a departure, docs/product.md#pricing).
  if (isFree(plan)) return "Sign up for free";
  if (variant === "home") return plan.popular ? "Get started now" : "Start free trial";
  return "Start free trial";
}

/** US dollars as the cards print them: `$4`, `$2.50`. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The saving of annual billing over monthly, in whole percent, rounded down so the claim is never high. */
export function yearlySaving(plan: Pick<Plan, "prices">): number {
  if (plan.prices.monthly === 0) return 0;
  return Math.floor(((plan.prices.monthly - plan.prices.yearly) / plan.prices.monthly) * 100);
}

export function bestYearlySaving(list: readonly Plan[] = plans): number {
  return Math.max(...list.map(yearlySaving));
}

/** A plan as its card shows it: prices formatted and the button resolved, ready to render. */
export interface PlanCard {
  id: PlanId;
  name: string;
  description: string;
  popular: boolean;
  free: boolean;
  price: Record<BillingPeriod, { amount: string; note: string }>;
  featuresLead: string;
  features: string[];
  comingSoon: string[];
  action: { label: string; href: string };
}

export function planCards(variant: PlanCallVariant, list: readonly Plan[] = plans): PlanCard[] {
  return list.map((plan) => {
    const free = isFree(plan);
    const perYear = plan.prices.yearly * 12;
    return {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      popular: plan.popular,
      free,
      price: {
        monthly: { amount: formatUsd(plan.prices.monthly), note: free ? "Free forever" : "Billed monthly" },
        yearly: {
          amount: formatUsd(plan.prices.yearly),
          note: free ? "Free forever" : `Billed yearly: ${formatUsd(perYear)} per user a year`,
        },
      },
      featuresLead: plan.featuresLead,
      features: plan.features,
      comingSoon: plan.comingSoon,
      action: { label: planCallLabel(plan, variant), href: siteConfig.app.signUp },
    };
  });
}

/** The plan cards with the monthly / annual switch, on the home page and the pricing page. */
export interface PricingPlansSection {
  kind: "pricingPlans";
  id: string;
  /** 1 when the section opens the page (the pricing page), else 2. */
  headingLevel: 1 | 2;
  eyebrow?: string;
  title: string;
  lead?: string;
  billing: { legend: string; monthly: string; yearly: string };
  plans: PlanCard[];
  /** The line under the cards, with a link (the demo, or the full comparison). */
  footnote: { text: string; link: { label: string; href: string } };
}

export function pricingPlansSection(
  variant: PlanCallVariant,
  copy: Pick<PricingPlansSection, "id" | "headingLevel" | "eyebrow" | "title" | "lead" | "footnote">,
): PricingPlansSection {
  return {
    kind: "pricingPlans",
    ...copy,
    billing: {
      legend: "Billing period",
      monthly: "Monthly",
      yearly: `Annual (save up to ${bestYearlySaving()}%)`,
    },
    plans: planCards(variant),
  };
}

/** The feature-by-feature table on the pricing page. */
export interface PlanComparisonSection {
  kind: "planComparison";
  id: string;
  title: string;
  lead?: string;
  caption: string;
  plans: Array<{ id: PlanId; name: string; price: string }>;
  groups: readonly ComparisonGroup[];
}

export function planComparisonSection(
  copy: Pick<PlanComparisonSection, "id" | "title" | "lead" | "caption">,
): PlanComparisonSection {
  return {
    kind: "planComparison",
    ...copy,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: isFree(plan) ? "Free" : `From ${formatUsd(plan.prices.yearly)} per user a month`,
    })),
    groups: comparison,
  };
}
