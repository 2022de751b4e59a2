/**
 * Every block of structured data (schema.org JSON-LD) the site publishes, built
 * from the same content the pages show; lib/seo.ts puts them in each page's head.
 */
import type { Post } from "~/blog/content";
import { inlinePlainText } from "~/content/inline";
import { plans, type BillingPeriod, type Plan } from "~/content/plans";
import { absoluteUrl, siteConfig } from "~/site.config";

export type JsonLd = Record<string, unknown>;

const publisher = () => ({ "@type": "Organization", name: siteConfig.company.legalName, url: absoluteUrl("/") });

/** The organisation behind the site, for the home page's structured data. */
export function organizationJsonLd(): JsonLd {
  const a = siteConfig.company.address;
  return {
    "@type": "Organization",
    name: siteConfig.company.legalName,
    alternateName: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: siteConfig.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${a.street}, ${a.locality}`,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: "IN",
    },
  };
}

/** FAQ structured data from question and answer pairs shown on the page. */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: inlinePlainText(item.answer, siteConfig.email) },
    })),
  };
}

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
    publisher: publisher(),
  };
}

function offer(plan: Plan, period: BillingPeriod): JsonLd {
  const price = plan.prices[period];
  return {
    "@type": "Offer",
    name: `${siteConfig.name} ${plan.name}, billed ${period}`,
    description: plan.description,
    price,
    priceCurrency: "USD",
    url: absoluteUrl("/pricing"),
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      unitText: period === "yearly" ? "per user per month, billed yearly" : "per user per month",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    },
  };
}

/** The pricing page's structured data: one product with an offer per plan and billing period. */
export function productJsonLd(): JsonLd {
  return {
    "@type": "Product",
    name: siteConfig.name,
    description: siteConfig.tagline,
    brand: { "@type": "Brand", name: siteConfig.name },
    url: absoluteUrl("/pricing"),
    image: absoluteUrl("/og-image.png"),
    offers: plans.flatMap((plan) => (["monthly", "yearly"] as const).map((period) => offer(plan, period))),
  };
}

/** The home page's structured data: the application with its monthly offers. */
export function softwareApplicationJsonLd(): JsonLd {
  return {
    "@type": "SoftwareApplication",
    name: siteConfig.name,
    description: siteConfig.tagline,
    url: absoluteUrl("/"),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    offers: plans.map((plan) => offer(plan, "monthly")),
  };
}

/** One article, from the post as the page shows it. */
export function blogPostingJsonLd(
  post: Pick<Post, "title" | "publishedAt" | "author" | "category" | "tags">,
  page: { description: string; path: string; image?: string },
): JsonLd {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: page.description,
    url: absoluteUrl(page.path),
    mainEntityOfPage: absoluteUrl(page.path),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(page.image ? { image: /^https?:/.test(page.image) ? page.image : absoluteUrl(page.image) } : {}),
    ...(post.author?.name ? { author: { "@type": "Person", name: post.author.name } } : {}),
    ...(post.category ? { articleSection: post.category.title } : {}),
    keywords: post.tags.map((tag) => tag.title).join(", "),
    publisher: publisher(),
  };
}
