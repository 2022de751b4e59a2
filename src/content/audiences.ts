/**
 * The audience and industry pages: one typed record per URL in
 * ./audiences/<slug>.ts, collected in ./audiences/pages.ts and served, with the
 * other pages of sections, by pages/[page].astro.
 *
 * This module holds only the slugs, for code that needs no more than the
 * list of URLs (the end-to-end tests' route list, the content checks).
 */
export const audienceSlugs = [
  "startups",
  "small-business",
  "remote-teams",
  "freelancers",
  "nonprofit",
  "financial-services",
  "agency",
  "consulting",
  "retail",
] as const;

export type AudienceSlug = (typeof audienceSlugs)[number];

export function isAudienceSlug(slug: string): slug is AudienceSlug {
  return (audienceSlugs as readonly string[]).includes(slug);
}
