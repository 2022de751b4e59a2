/**
 * Every block of structured data (schema.org JSON-LD) the site publishes, built
 * from the same content the pages show; lib/head-tags.ts puts them in each page's head.
 */
import { toPlainText } from "@portabletext/react";
import type { PlanContent, SettingsContent } from "~/store/site-content";
import type { RichText } from "~/store/sanity.types";
import { absoluteUrl } from "~/site.config";
export type JsonLd = Record<string, unknown>;

/** Who the site is, as the settings document names it: the brand after each title, the publisher. */
export interface SiteIdentity {
  name: string;
  company: { legalName: string };
}

type BillingPeriod = "monthly" | "yearly";
type Plan = Pick<PlanContent, "name" | "description" | "price">;

const publisher = (site: SiteIdentity) => ({
  "@type": "Organization",
  name: site.company.legalName,
  url: absoluteUrl("/"),
});

/** The organisation behind the site, for the home page's structured data. */
export function organizationJsonLd(settings: SettingsContent): JsonLd {
  const a = settings.company.address;
  return {
    "@type": "Organization",
    name: settings.company.legalName,
    alternateName: settings.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: settings.email,
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
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: RichText }>): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: toPlainText(item.answer) },
    })),
  };
}

/** A free browser tool, as WebApplication structured data. */
export function webApplicationJsonLd(
  app: { name: string; description: string; path: string },
  site: SiteIdentity,
): JsonLd {
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
    publisher: publisher(site),
  };
}

function offer(brand: string, plan: Plan, period: BillingPeriod): JsonLd {
  const price = plan.price[period];
  return {
    "@type": "Offer",
    name: `${brand} ${plan.name}, billed ${period}`,
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
export function productJsonLd(settings: SettingsContent, plans: readonly Plan[], path: string): JsonLd {
  return {
    "@type": "Product",
    name: settings.name,
    description: settings.tagline,
    brand: { "@type": "Brand", name: settings.name },
    url: absoluteUrl(path),
    image: absoluteUrl("/og-image.png"),
    offers: plans.flatMap((plan) =>
      (["monthly", "yearly"] as const).map((period) => offer(settings.name, plan, period)),
    ),
  };
}

/** The home page's structured data: the application with its monthly offers. */
export function softwareApplicationJsonLd(settings: SettingsContent, plans: readonly Plan[]): JsonLd {
  return {
    "@type": "SoftwareApplication",
    name: settings.name,
    description: settings.tagline,
    url: absoluteUrl("/"),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    offers: plans.map((plan) => offer(settings.name, plan, "monthly")),
  };
}

/** One article, from the post as the page shows it. */
export function blogPostingJsonLd(
  post: {
    title: string;
    publishedAt?: string;
    author?: { name?: string };
    category?: { title: string };
    tags: ReadonlyArray<{ title: string }>;
  },
  page: { description: string; path: string; image?: string },
  site: SiteIdentity,
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
    publisher: publisher(site),
  };
}
