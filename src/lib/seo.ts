import type { MarketingPageContent } from "~/content/marketing";
import type { ToolPageContent } from "~/content/tool-page";
import { absoluteUrl, siteConfig } from "~/site.config";
import { faqJsonLd, webApplicationJsonLd, type JsonLd } from "./json-ld";
import { featureLinks, footerToolLinks, solutionGroups, type NavLink } from "./navigation";
import { socialCard } from "./social-card";

export interface PageSeo {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** The site path of the page, e.g. `/pricing`; it becomes the canonical URL. */
  path: string;
  /** The part of the site the page belongs to, on its card and in search; by default from the header's menus. */
  section?: string;
  /** Whether site search lists the page; by default the menus' feature, audience and tool pages (docs/product.md#search). */
  searchable?: boolean;
  /** Another page's card to share, by its path and title: a list's later pages show its first page's. */
  card?: { path: string; title: string };
  type?: "website" | "article";
  jsonLd?: JsonLd | JsonLd[];
  noIndex?: boolean;
}

/** A meta tag of the head. `data` attributes carry the page's card and search details to the build. */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
  data?: Record<string, string>;
}

/** What a page's head carries, ready to render (src/layouts/Head.astro). */
export interface HeadTags {
  title: string;
  canonical: string;
  /** `name` or `property` with its content, in order. */
  meta: MetaTag[];
  /** JSON-LD blocks, each with the schema.org context. */
  jsonLd: JsonLd[];
}

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** The sections of the header's menus, by the pages they list (src/lib/navigation.ts). */
const menuSections: Array<{ section: string; links: NavLink[] }> = [
  { section: "Features", links: featureLinks },
  {
    section: "Solutions",
    links: solutionGroups.flatMap((group) => group.links).filter((link) => !link.external && link.href !== "/blog"),
  },
  { section: "Free tools", links: footerToolLinks },
];

/** The menu section a page sits in, if any: its card's label, and the pages site search lists. */
export function menuSection(path: string): string | undefined {
  return menuSections.find(({ links }) => links.some((link) => link.href === path))?.section;
}

/**
 * What Pagefind reads from a searchable page's head: its title and section
 * (docs/product.md#search). Posts add their date and category filter in the body.
 */
const searchMeta = `title[${socialCard.titleAttribute}], category[${socialCard.sectionAttribute}]`;

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo): HeadTags {
  const title = fullTitle(page.title);
  const url = absoluteUrl(page.path);
  const section = page.section ?? menuSection(page.path);
  const searchable = !page.noIndex && (page.searchable ?? section !== undefined);
  const cardOf = page.card ?? page;
  const image = absoluteUrl(socialCard.path(cardOf.path));
  const alt = socialCard.alt(cardOf.title, section, siteConfig.name);
  const card: Record<string, string> = {
    [socialCard.titleAttribute]: cardOf.title,
    ...(section ? { [socialCard.sectionAttribute]: section } : {}),
    ...(searchable ? { "data-pagefind-meta": searchMeta } : {}),
  };
  const meta: HeadTags["meta"] = [
    { name: "description", content: page.description },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image, data: card },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialCard.width) },
    { property: "og:image:height", content: String(socialCard.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
  // A preview build (no SITE_URL) keeps every page out of search results (lib/site-url.ts).
  if (page.noIndex || siteConfig.isPreview) meta.push({ name: "robots", content: "noindex" });
  const blocks = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd];
  return {
    title,
    canonical: url,
    meta,
    jsonLd: blocks.map((block) => ({ "@context": "https://schema.org", ...block })),
  };
}

/** A page built from sections: its meta, the given structured data, and FAQPage data when it has an FAQ. */
export function marketingSeo(page: MarketingPageContent, extra: JsonLd[] = []): HeadTags {
  const faqs = page.sections.flatMap((section) => (section.kind === "faq" ? section.items : []));
  return seo({ ...page, jsonLd: [...extra, ...(faqs.length ? [faqJsonLd(faqs)] : [])] });
}

/** A tool page's meta: its own title and description, WebApplication and FAQPage data. */
export function toolSeo(page: ToolPageContent): HeadTags {
  return seo({
    ...page,
    jsonLd: [
      webApplicationJsonLd({ name: page.appName, description: page.description, path: page.path }),
      faqJsonLd(page.faq),
    ],
  });
}
