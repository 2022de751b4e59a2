import { siteConfig } from "~/site.config";
import type { PlanContent, SectionContent, SettingsContent } from "~/store/site-content";
import { Callout } from "./callout";
import { ContactSections } from "./contact-sections";
import { CtaBand } from "./cta-band";
import { DataTable } from "./data-table";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { FeatureRows } from "./feature-rows";
import { WorkedExamples } from "./guide";
import { Hero } from "./hero";
import { HomeAi } from "./home-ai";
import { HomeEcosystem } from "./home-ecosystem";
import { HomeIntegrations } from "./home-integrations";
import { LegalDocument } from "./legal-document";
import { Methodology } from "./methodology";
import { NotFound } from "./not-found";
import { PageIntro } from "./page-intro";
import { PlanComparison } from "./plan-comparison";
import { PricingPlans } from "./pricing-plans";
import { comparisonView, planCards } from "./pricing";
import type { SiteCalls } from "./section-types";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { MoreTools, ToolGuide, ToolIntro } from "./tool-sections";
import { Trust } from "./trust";
import { VideoFacade } from "./video-facade";

/** What a section may need from its page and the site besides its own fields. */
export interface PageContext {
  /** The page's path. */
  path: string;
  calls: SiteCalls;
  /** The plans, lowest first, for the pricing sections. */
  plans: readonly PlanContent[];
  signUp: string;
  /** A YouTube id of our own video, which replaces the product tour. */
  youtubeId?: string;
  /** On a tool's page everything but the title and the tool stays off paper. */
  printsTool: boolean;
}

/** The context a page document's sections are drawn in. */
export function pageContext(
  page: { path: string; sections: readonly SectionContent[] },
  settings: SettingsContent,
  plans: readonly PlanContent[],
): PageContext {
  return {
    path: page.path,
    calls: settings.calls,
    plans,
    signUp: settings.links.signUp,
    youtubeId: settings.youtubeId,
    printsTool: page.sections.some((section) => section._type === "tool"),
  };
}

/**
 * One section of a page, drawn by its kind: every page's body is this over its sections
 * (sections/Sections.astro places the islands of `tool` and `contact` itself).
 */
export function Section({ section, page }: { section: SectionContent; page: PageContext }) {
  switch (section._type) {
    case "hero":
      return <Hero section={section} calls={page.calls} />;
    case "featureRows":
      return <FeatureRows section={section} />;
    case "featureGrid":
      return <FeatureGrid section={section} />;
    case "stats":
      return <Stats section={section} />;
    case "steps":
      return <Steps section={section} />;
    case "trust":
      return <Trust section={section} />;
    case "table":
      return <DataTable section={section} />;
    case "callout":
      return <Callout section={section} />;
    case "faq": {
      const faq = <Faq title={section.title} lead={section.lead} items={section.items} />;
      return page.printsTool ? <div data-print-hidden="">{faq}</div> : faq;
    }
    case "cta":
      return (
        <CtaBand
          title={section.title}
          lead={section.lead}
          calls={page.calls}
          primary={section.primary}
          chips={section.chips}
          note={section.note}
        />
      );
    case "video": {
      const video = page.youtubeId;
      return (
        <VideoFacade
          section={{
            ...section,
            playLabel: video ? section.videoPlayLabel : section.playLabel,
            playerTitle: video ? section.videoPlayerTitle : section.playerTitle,
          }}
          embedUrl={video ? `${siteConfig.videoEmbedOrigin}/embed/${video}?autoplay=1` : undefined}
        />
      );
    }
    case "ecosystem":
      return <HomeEcosystem section={section} />;
    case "ai":
      return <HomeAi section={section} />;
    case "integrations":
      return <HomeIntegrations section={section} />;
    case "pricingPlans":
      return <PricingPlans section={section} cards={planCards(page.plans, section.variant, page.signUp)} />;
    case "planComparison":
      return <PlanComparison section={section} view={comparisonView(section, page.plans)} />;
    case "legal":
      return <LegalDocument doc={section.document} />;
    case "pageIntro":
      return <PageIntro page={section} />;
    case "contact":
      return <ContactSections section={section} />;
    case "notFound":
      return <NotFound section={section} />;
    case "toolIntro":
      return <ToolIntro section={section} />;
    case "toolGuide":
      return <ToolGuide section={section} />;
    case "workedExamples":
      return <WorkedExamples heading={section.heading} items={section.items} />;
    case "moreTools":
      return <MoreTools section={section} path={page.path} />;
    case "methodology":
      return <Methodology section={section} />;
    case "tool":
      // Placed with its island by sections/Sections.astro.
      return null;
  }
}
