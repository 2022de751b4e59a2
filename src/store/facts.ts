/**
 * The facts copy may name by placeholder, each held by one document: prices and the
 * teammate limit by the plans, the trial, the discounts and the links by the settings
 * (docs/decisions/content-store.md#facts).
 */
import { formatAddress } from "~/lib/address";

export interface PlanFacts {
  key: string;
  name: string;
  price: { monthly: number; yearly: number };
  teammates?: number;
}

export interface SettingsFacts {
  email: string;
  company: { legalName: string; address: Parameters<typeof formatAddress>[0] };
  offers: { trialDays: number; nonprofitDiscount: number; refundDays: number };
  links: Record<string, string>;
}

/** US dollars as the site prints a price: `$4`, `$2.50`. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The saving of yearly billing over monthly, in whole percent, rounded down so the claim is never high. */
function yearlySaving(plan: Pick<PlanFacts, "price">): number {
  if (plan.price.monthly === 0) return 0;
  return Math.floor(((plan.price.monthly - plan.price.yearly) / plan.price.monthly) * 100);
}

/** The best yearly saving of any plan, as the billing switch claims it. */
export function bestYearlySaving(plans: readonly Pick<PlanFacts, "price">[]): number {
  return Math.max(0, ...plans.map(yearlySaving));
}

/** The lowest price a paid plan has, billed yearly: what "paid plans start at" means. */
function lowestPaidYearly(plans: readonly Pick<PlanFacts, "price">[]): number {
  const paid = plans.filter((plan) => plan.price.yearly > 0).map((plan) => plan.price.yearly);
  return paid.length ? Math.min(...paid) : 0;
}

/** Every placeholder and what it stands for. */
export function factTable(settings: SettingsFacts, plans: readonly PlanFacts[]): Map<string, string> {
  const facts = new Map<string, string>([
    ["email", settings.email],
    ["company.name", settings.company.legalName],
    ["company.address", formatAddress(settings.company.address)],
    ["trial.days", String(settings.offers.trialDays)],
    ["nonprofit.discount", `${settings.offers.nonprofitDiscount}%`],
    ["refund.days", String(settings.offers.refundDays)],
    ["plans.bestSaving", String(bestYearlySaving(plans))],
    ["plans.lowestPaidYearly", formatUsd(lowestPaidYearly(plans))],
  ]);
  for (const [name, url] of Object.entries(settings.links)) facts.set(`link.${name}`, url);
  for (const plan of plans) {
    facts.set(`plan.${plan.key}.name`, plan.name);
    facts.set(`plan.${plan.key}.monthly`, formatUsd(plan.price.monthly));
    facts.set(`plan.${plan.key}.yearly`, formatUsd(plan.price.yearly));
    if (plan.teammates !== undefined) facts.set(`plan.${plan.key}.teammates`, String(plan.teammates));
  }
  return facts;
}

/** Placeholders a page fills when it draws, from the build's date: a scene's `{month} {year}`. */
const drawnLater = new Set(["month", "year", "quarter"]);

const placeholder = /\{([a-zA-Z][\w.]*)\}/g;

/** Text with its placeholders filled; the names it could not fill are reported, the text kept. */
export function fillFacts(text: string, facts: ReadonlyMap<string, string>, unknown: (name: string) => void): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = facts.get(name);
    if (value !== undefined) return value;
    if (!drawnLater.has(name)) unknown(name);
    return whole;
  });
}

/** Every dollar figure a text states: `$4`, `$2.50`, `$1,237.50`. */
export function dollarFigures(text: string): number[] {
  return [...text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1]!.replace(/,/g, "")));
}

/** The dollar figures a plan has: its prices, monthly and yearly, and a year's cost billed yearly. */
export function planFigures(plans: readonly PlanFacts[]): Set<number> {
  return new Set(plans.flatMap((plan) => [plan.price.monthly, plan.price.yearly, plan.price.yearly * 12]));
}
