import { describe, expect, it } from "vitest";
import { productJsonLd, softwareApplicationJsonLd } from "~/lib/json-ld";
import { siteConfig } from "~/site.config";
import { bestYearlySaving, comparison, formatUsd, planCallLabel, planCards, plans } from "./plans";

const byName = (name: string) => plans.find((plan) => plan.name === name)!;

describe("plans", () => {
  it("are Personal, Growth and Ultimate at their published prices", () => {
    expect(plans.map((plan) => [plan.name, plan.prices.monthly, plan.prices.yearly])).toEqual([
      ["Personal", 0, 0],
      ["Growth", 4, 2.5],
      ["Ultimate", 6, 5],
    ]);
  });

  it("mark exactly one plan as the popular one, Growth", () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Growth"]);
  });

  it("never charge more a month when billed yearly", () => {
    for (const plan of plans) expect(plan.prices.yearly, plan.name).toBeLessThanOrEqual(plan.prices.monthly);
  });

  it("claim the annual saving without rounding it up", () => {
    // Growth: 4 -> 2.5 is 37.5% off; Ultimate: 6 -> 5 is 16.7% off.
    expect(bestYearlySaving()).toBe(37);
  });

  it("print prices as US dollars", () => {
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(4)).toBe("$4");
    expect(formatUsd(2.5)).toBe("$2.50");
  });

  it("give every comparison row a value for every plan", () => {
    for (const row of comparison.flatMap((group) => group.rows)) {
      expect(Object.keys(row.values).sort(), row.feature).toEqual(plans.map((plan) => plan.id).sort());
    }
  });
});

describe("plan buttons", () => {
  it("read `Sign up for free` on the free plan and `Start free trial` on the others on the pricing page", () => {
    expect(plans.map((plan) => planCallLabel(plan, "pricing"))).toEqual([
      "Sign up for free",
      "Start free trial",
      "Start free trial",
    ]);
  });

  it("read `Get started now` on the popular plan, `Sign up for free` on the free one and `Start free trial` on Ultimate on the home page", () => {
    expect(planCallLabel(byName("Growth"), "home")).toBe("Get started now");
    expect(planCallLabel(byName("Personal"), "home")).toBe("Sign up for free");
    expect(planCallLabel(byName("Ultimate"), "home")).toBe("Start free trial");
  });

  it("all lead to sign-up", () => {
    for (const variant of ["home", "pricing"] as const) {
      for (const card of planCards(variant)) expect(card.action.href).toBe(siteConfig.app.signUp);
    }
  });

  it("cards carry both periods' prices, and say when a price is billed yearly", () => {
    const growth = planCards("pricing").find((card) => card.id === "growth")!;
    expect(growth.price.monthly.amount).toBe("$4");
    expect(growth.price.yearly.amount).toBe("$2.50");
    expect(growth.price.yearly.note).toMatch(/billed yearly/i);
  });
});

describe("structured data", () => {
  it("offers every plan in both billing periods, in US dollars", () => {
    const offers = productJsonLd().offers as Array<{ price: number; priceCurrency: string; name: string }>;
    expect(offers).toHaveLength(plans.length * 2);
    expect(offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
    expect(offers.map((offer) => offer.price)).toEqual([0, 0, 4, 2.5, 6, 5]);
  });

  it("describes the application with its monthly offers", () => {
    const app = softwareApplicationJsonLd();
    expect(app["@type"]).toBe("SoftwareApplication");
    expect((app.offers as unknown[]).length).toBe(plans.length);
  });
});
