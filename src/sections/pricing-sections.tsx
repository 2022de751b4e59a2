import type { pricingPage } from "~/content/pages/pricing";
import { MarketingSections } from "./marketing-sections";
import { PlanComparison } from "./plan-comparison";
import { PricingPlans } from "./pricing-plans";

/** The pricing page's sections: its plans and comparison, then the shared marketing kinds. */
export function PricingSections({ sections }: { sections: (typeof pricingPage)["sections"] }) {
  return sections.map((section, index) => {
    const key = `${section.kind}-${index}`;
    switch (section.kind) {
      case "pricingPlans":
        return <PricingPlans key={key} section={section} />;
      case "planComparison":
        return <PlanComparison key={key} section={section} />;
      default:
        return <MarketingSections key={key} sections={[section]} />;
    }
  });
}
