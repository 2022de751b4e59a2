/**
 * A page document's head: its title, description and canonical address, and the
 * structured data its sections call for (the organisation on the home page, the
 * product where plans are priced, the application on a tool's page, FAQ answers).
 */
import type { PageContent, PlanContent, SettingsContent } from "~/store/site-content";
import {
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  softwareApplicationJsonLd,
  webApplicationJsonLd,
  type JsonLd,
} from "./json-ld";
import { siteHeadOf } from "./navigation";
import { seo, type HeadTags } from "./head-tags";

export function pageHead(page: PageContent, settings: SettingsContent, plans: readonly PlanContent[]): HeadTags {
  const jsonLd: JsonLd[] = [];
  if (page.path === "/") jsonLd.push(organizationJsonLd(settings), softwareApplicationJsonLd(settings, plans));
  if (page.sections.some((section) => section._type === "pricingPlans" && section.variant === "pricing"))
    jsonLd.push(productJsonLd(settings, plans, page.path));
  for (const section of page.sections)
    if (section._type === "tool")
      jsonLd.push(
        webApplicationJsonLd({ name: section.appName, description: page.description, path: page.path }, settings),
      );
  const faqs = page.sections.flatMap((section) => (section._type === "faq" ? section.items : []));
  if (faqs.length) jsonLd.push(faqJsonLd(faqs));
  return seo(
    { title: page.title, description: page.description, path: page.path, noIndex: page.noIndex, jsonLd },
    siteHeadOf(settings),
  );
}
