import type { Section } from "~/content/marketing";
import { Callout } from "./callout";
import { CtaBand } from "./cta-band";
import { DataTable } from "./data-table";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { FeatureRows } from "./feature-rows";
import { Hero } from "./hero";
import { Stats } from "./stats";
import { Steps } from "./steps";
import { Testimonial } from "./testimonial";

/** Renders a page's sections in order, each by its kind. */
export function MarketingSections({ sections }: { sections: readonly Section[] }) {
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
      case "testimonial":
        return <Testimonial key={key} section={section} />;
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
          />
        );
    }
  });
}
