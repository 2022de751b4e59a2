import type { ToolPageContent } from "~/content/tool-page";
import { absoluteUrl, siteConfig } from "~/site.config";
import { faqJsonLd, seo, type JsonLd } from "./seo";

/** A free browser tool, as WebApplication structured data. */
export function webApplicationJsonLd(app: { name: string; description: string; path: string }): JsonLd {
  return {
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: absoluteUrl(app.path),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any (runs in the browser)",
    browserRequirements: "Requires JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@type": "Organization", name: siteConfig.company.legalName, url: absoluteUrl("/") },
  };
}

/** A tool page's meta: its own title and description, WebApplication and FAQPage data. */
export function toolSeo(page: ToolPageContent) {
  return seo({
    ...page,
    jsonLd: [
      webApplicationJsonLd({ name: page.appName, description: page.description, path: page.path }),
      faqJsonLd(page.faq),
    ],
  });
}
