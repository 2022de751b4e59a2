import type { Section } from "~/content/marketing";
import type { PricingPlansSection } from "~/content/plans";
import { HomeAi, type AiSection } from "./home-ai";
import { HomeEcosystem, type EcosystemSection } from "./home-ecosystem";
import { HomeIntegrations, type IntegrationsSection } from "./home-integrations";
import { MarketingSections } from "./marketing-sections";
import { PricingPlans } from "./pricing-plans";
import { VideoFacade, type VideoSection } from "./video-facade";

/** The home page's sections: the shared marketing kinds plus the few only the home page has. */
export type HomeSection =
  Section | VideoSection | EcosystemSection | AiSection | IntegrationsSection | PricingPlansSection;

export function HomeSections({ sections }: { sections: readonly HomeSection[] }) {
  return sections.map((section, index) => {
    const key = `${section.kind}-${index}`;
    switch (section.kind) {
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
      default:
        return <MarketingSections key={key} sections={[section]} />;
    }
  });
}
