import type { MarketingPageContent } from "~/content/marketing";
import { faqJsonLd, seo, type JsonLd } from "./seo";

/** A marketing page's meta, with FAQPage data when it has an FAQ. */
export function marketingSeo(page: MarketingPageContent, extra: JsonLd[] = []) {
  const faqs = page.sections.flatMap((section) => (section.kind === "faq" ? section.items : []));
  return seo({ ...page, jsonLd: [...extra, ...(faqs.length ? [faqJsonLd(faqs)] : [])] });
}
