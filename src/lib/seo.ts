import { absoluteUrl, siteConfig } from "~/site.config";
import type { JsonLd, SiteIdentity } from "./json-ld";

export type { SiteIdentity };

export interface PageSeo {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** The site path of the page, e.g. `/pricing`; it becomes the canonical URL. */
  path: string;
  /** A site path or absolute URL of the sharing image; defaults to the site card. */
  image?: string;
  type?: "website" | "article";
  jsonLd?: JsonLd | JsonLd[];
  noIndex?: boolean;
}

/** What a page's head carries, ready to render (src/layouts/Head.astro). */
export interface HeadTags {
  title: string;
  canonical: string;
  /** `name` or `property` with its content, in order. */
  meta: Array<{ name?: string; property?: string; content: string }>;
  /** JSON-LD blocks, each with the schema.org context. */
  jsonLd: JsonLd[];
}

export const defaultOgImage = "/og-image.png";

export function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(page: PageSeo, site: Pick<SiteIdentity, "name">): HeadTags {
  const title = fullTitle(page.title, site.name);
  const url = absoluteUrl(page.path);
  const image = /^https?:\/\//.test(page.image ?? "") ? page.image! : absoluteUrl(page.image ?? defaultOgImage);
  const meta: HeadTags["meta"] = [
    { name: "description", content: page.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
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
