/**
 * The plan documents as the pricing sections draw them: cards with both periods'
 * prices and the button each page words its own way, and the comparison table's
 * cells (docs/product.md#pricing). Pure, so a unit test holds the rules.
 */
import { formatUsd } from "~/store/facts";
import type { PlanContent } from "~/store/site-content";
import type { SectionOf } from "./section-types";

type BillingPeriod = "monthly" | "yearly";
/** Which page a plan button sits on: the home page and the pricing page word them differently. */
export type PlanCallVariant = "home" | "pricing";
type PlanPrices = Pick<PlanContent, "price" | "popular">;

function isFree(plan: Pick<PlanContent, "price">): boolean {
  return plan.price.monthly === 0 && plan.price.yearly === 0;
}

/** The plan button's words on the pricing page and the home page (docs/product.md#pricing). */
export function planCallLabel(plan: PlanPrices, variant: PlanCallVariant): string {
  // A free plan never offers a trial, on either page (a departure, docs/product.md#pricing).
  if (isFree(plan)) return "Sign up for free";
  if (variant === "home") return plan.popular ? "Get started now" : "Start free trial";
  return "Start free trial";
}

/** A plan as its card shows it: prices formatted and the button resolved, ready to render. */
export interface PlanCard {
  id: string;
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

export function planCards(plans: readonly PlanContent[], variant: PlanCallVariant, signUp: string): PlanCard[] {
  return plans.map((plan) => {
    const free = isFree(plan);
    return {
      id: plan.key,
      name: plan.name,
      description: plan.description,
      popular: plan.popular ?? false,
      free,
      price: {
        monthly: { amount: formatUsd(plan.price.monthly), note: free ? "Free forever" : "Billed monthly" },
        yearly: {
          amount: formatUsd(plan.price.yearly),
          note: free ? "Free forever" : `Billed yearly: ${formatUsd(plan.price.yearly * 12)} per user a year`,
        },
      },
      featuresLead: plan.featuresLead,
      features: plan.features,
      comingSoon: plan.comingSoon ?? [],
      action: { label: planCallLabel(plan, variant), href: signUp },
    };
  });
}

/** A comparison cell: included, not included, or a short note such as "Coming soon". */
export type ComparisonValue = boolean | string;

export interface ComparisonView {
  plans: Array<{ id: string; name: string; price: string; popular: boolean }>;
  groups: Array<{ title: string; rows: Array<{ feature: string; values: Record<string, ComparisonValue> }> }>;
}

/** The comparison table: every plan's cell of every row, from the rows' included plans and notes. */
export function comparisonView(section: SectionOf<"planComparison">, plans: readonly PlanContent[]): ComparisonView {
  return {
    plans: plans.map((plan) => ({
      id: plan.key,
      name: plan.name,
      price: isFree(plan) ? "Free" : `From ${formatUsd(plan.price.yearly)} per user a month`,
      popular: plan.popular ?? false,
    })),
    groups: section.groups.map((group) => ({
      title: group.title,
      rows: group.rows.map((row) => ({
        feature: row.feature,
        values: Object.fromEntries(
          plans.map((plan) => {
            const note = row.notes?.find((item) => item.plan.key === plan.key);
            const included = row.includedIn?.some((item) => item.key === plan.key) ?? false;
            return [plan.key, note ? note.text : included];
          }),
        ),
      })),
    })),
  };
}
