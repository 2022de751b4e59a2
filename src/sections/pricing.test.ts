import { describe, expect, it } from "vitest";
import { productJsonLd, softwareApplicationJsonLd } from "~/lib/json-ld";
import { bestYearlySaving, formatUsd } from "~/store/facts";
import { bundledContent } from "~/store/test-content";
import { comparisonView, planCallLabel, planCards } from "./pricing";

const { plans, settings, pages } = await bundledContent();
const signUp = settings.links.signUp;
const byPopular = plans.find((plan) => plan.popular)!;
const free = plans.find((plan) => plan.price.monthly === 0)!;
const paidOther = plans.find((plan) => !plan.popular && plan.price.monthly > 0)!;

describe("plans", () => {
  it("never charge more a month when billed yearly", () => {
    for (const plan of plans) expect(plan.price.yearly, plan.name).toBeLessThanOrEqual(plan.price.monthly);
  });

  it("claim the yearly saving without rounding it up", () => {
    // 4 -> 2.5 is 37.5% off; 6 -> 5 is 16.7% off.
    const sample = [{ price: { monthly: 4, yearly: 2.5 } }, { price: { monthly: 6, yearly: 5 } }];
    expect(bestYearlySaving(sample)).toBe(37);
    expect(bestYearlySaving([{ price: { monthly: 0, yearly: 0 } }])).toBe(0);
  });

  it("print prices as US dollars", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(4)).toBe("$4");
    expect(formatUsd(2.5)).toBe("$2.50");
  });
});

describe("plan buttons", () => {
  it("read `Sign up for free` on the free plan and `Start free trial` on the others on the pricing page", () => {
    expect(planCallLabel(free, "pricing")).toBe("Sign up for free");
    expect(planCallLabel(byPopular, "pricing")).toBe("Start free trial");
    expect(planCallLabel(paidOther, "pricing")).toBe("Start free trial");
  });

  it("read `Get started now` on the popular plan, `Sign up for free` on the free one and `Start free trial` on the rest on the home page", () => {
    expect(planCallLabel(byPopular, "home")).toBe("Get started now");
    expect(planCallLabel(free, "home")).toBe("Sign up for free");
    expect(planCallLabel(paidOther, "home")).toBe("Start free trial");
  });

  it("all lead to sign-up, and each card carries its plan's prices for both periods", () => {
    for (const variant of ["home", "pricing"] as const) {
      const cards = planCards(plans, variant, signUp);
      for (const [index, card] of cards.entries()) {
        expect(card.action.href).toBe(signUp);
        expect(card.price.monthly.amount).toBe(formatUsd(plans[index]!.price.monthly));
        expect(card.price.yearly.amount).toBe(formatUsd(plans[index]!.price.yearly));
      }
    }
    const popular = planCards(plans, "pricing", signUp).find((card) => card.popular)!;
    expect(popular.price.yearly.note).toBe(`Billed yearly: ${formatUsd(byPopular.price.yearly * 12)} per user a year`);
  });
});

describe("the comparison table", () => {
  const section = pages.flatMap((page) => page.sections).find((each) => each._type === "planComparison")!;

  it("gives every row a cell for every plan, a note where the store has one", () => {
    const view = comparisonView(section, plans);
    for (const row of view.groups.flatMap((group) => group.rows))
      expect(Object.keys(row.values).sort(), row.feature).toEqual(plans.map((plan) => plan.key).sort());
    const noted = section.groups.flatMap((group) => group.rows).find((row) => row.notes?.length);
    expect(noted).toBeDefined();
    const cell = view.groups.flatMap((group) => group.rows).find((row) => row.feature === noted!.feature)!;
    expect(cell.values[noted!.notes![0]!.plan.key]).toBe(noted!.notes![0]!.text);
  });
});

describe("structured data", () => {
  it("offers every plan in both billing periods, in US dollars, at the plans' prices", () => {
    const offers = productJsonLd(settings, plans, "/pricing").offers as Array<{ price: number; priceCurrency: string }>;
    expect(offers).toHaveLength(plans.length * 2);
    expect(offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
    expect(offers.map((offer) => offer.price)).toEqual(
      plans.flatMap((plan) => [plan.price.monthly, plan.price.yearly]),
    );
  });

  it("describes the application with its monthly offers", () => {
    const app = softwareApplicationJsonLd(settings, plans);
    expect(app["@type"]).toBe("SoftwareApplication");
    expect((app.offers as unknown[]).length).toBe(plans.length);
  });
});
