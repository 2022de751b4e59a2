import type { Section } from "~/content/marketing";
import { Callout } from "./callout";
import { CtaBand } from "./cta-band";
import { DataTable } from "./data-table";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { FeatureRows } from "./feature-rows";
import { Hero } from "./hero";
import { HomeAi } from "./home-ai";
import { HomeEcosystem } from "./home-ecosystem";
import { HomeIntegrations } from "./home-integrations";
import { LegalDocument } from "./legal-document";
import { PlanComparison } from "./plan-comparison";
import { PricingPlans } from "./pricing-plans";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { Trust } from "./trust";
import { VideoFacade } from "./video-facade";

/** Renders a page's sections in order, each by its kind: every page's body is this over its data. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return sections.map((section, index) => {
    const key = `${section.kind}-${index}`;
    switch (section.kind) {
      case "hero":
        return <Hero key={key} section={section} />;
      case "featureRows":
        return <FeatureRows key={key} section={section} />;
      case "featureGrid":
        return <FeatureGrid key={key} section={section} />;
      case "stats":
        return <Stats key={key} section={section} />;
      case "steps":
        return <Steps key={key} section={section} />;
      case "trust":
        return <Trust key={key} section={section} />;
      case "table":
        return <DataTable key={key} section={section} />;
      case "callout":
        return <Callout key={key} section={section} />;
      case "faq":
        return <Faq key={key} title={section.title} lead={section.lead} items={section.items} />;
      case "cta":
        return (
          <CtaBand
            key={key}
            title={section.title}
            lead={section.lead}
            primary={section.primary}
            chips={section.chips}
            note={section.note}
          />
        );
      case "video":
        return <VideoFacade key={key} section={section} />;
      case "ecosystem":
        return <HomeEcosystem key={key} section={section} />;
      case "ai":
        return <HomeAi key={key} section={section} />;
      case "integrations":
        return <HomeIntegrations key={key} section={section} />;
      case "pricingPlans":
        return <PricingPlans key={key} section={section} />;
      case "planComparison":
        return <PlanComparison key={key} section={section} />;
      case "legal":
        return <LegalDocument key={key} doc={section.document} />;
    }
  });
}
