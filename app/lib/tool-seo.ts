import type { ToolPageContent } from "~/content/tool-page";
import { faqJsonLd, seo, webApplicationJsonLd } from "./seo";

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
