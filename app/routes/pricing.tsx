import { pricingPage, pricingFaq } from "~/content/pages/pricing";
import { productJsonLd } from "~/content/plans";
import { faqJsonLd, seo } from "~/lib/seo";
import { MarketingSections } from "~/sections/marketing-sections";
import { PlanComparison } from "~/sections/plan-comparison";
import { PricingPlans } from "~/sections/pricing-plans";
import type { Route } from "./+types/pricing";

// Copy, prices and structured data are built at build time by the loader, so they
// ship in the HTML and the route's .data file, never in JavaScript.
export const loader = () => ({ ...pricingPage, jsonLd: [productJsonLd(), faqJsonLd(pricingFaq)] });

export const meta = ({ loaderData }: Route.MetaArgs) => seo(loaderData);

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return loaderData.sections.map((section, index) => {
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
