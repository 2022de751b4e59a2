import { absoluteUrl, siteConfig } from "~/site.config";
import type { JsonLd, SiteIdentity } from "./json-ld";
import { socialCard } from "./social-card";

/**
 * Who the site is, for every page's head: its name after each title, the publisher, and the
 * header menu's section a page sits in (its card's label, and which pages site search lists).
 * `siteHeadOf` (lib/navigation.ts) makes it from the settings document.
 */
export interface SiteHead extends SiteIdentity {
  menuSection(path: string): string | undefined;
}

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

export function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/**
 * What Pagefind reads from a searchable page's head: its title and section
 * (docs/product.md#search). Posts add their date and category filter in the body.
 */
const searchMeta = `title[${socialCard.titleAttribute}], category[${socialCard.sectionAttribute}]`;

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo, site: SiteHead): HeadTags {
  const title = fullTitle(page.title, site.name);
  const url = absoluteUrl(page.path);
  const section = page.section ?? site.menuSection(page.path);
  const searchable = !page.noIndex && (page.searchable ?? section !== undefined);
  const cardOf = page.card ?? page;
  const image = absoluteUrl(socialCard.path(cardOf.path));
  const alt = socialCard.alt(cardOf.title, section, site.name);
  const card: Record<string, string> = {
    [socialCard.titleAttribute]: cardOf.title,
    ...(section ? { [socialCard.sectionAttribute]: section } : {}),
    ...(searchable ? { "data-pagefind-meta": searchMeta } : {}),
  };
  const meta: HeadTags["meta"] = [
    { name: "description", content: page.description },
    { property: "og:site_name", content: site.name },
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
  // A preview build (no SITE_URL) and the draft preview keep every page out of search results (lib/site-url.ts).
  if (page.noIndex || siteConfig.isPreview || siteConfig.isDraftPreview)
    meta.push({ name: "robots", content: "noindex" });
  const blocks = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd];
  return {
    title,
    canonical: url,
    meta,
    jsonLd: blocks.map((block) => ({ "@context": "https://schema.org", ...block })),
  };
}
