/**
 * The audience and industry pages: one page component (routes/audience.tsx),
 * one typed record per URL in ./audiences/<slug>.ts, collected in
 * ./audiences/pages.ts.
 *
 * This module holds only the slugs. app/routes.ts builds the route table from
 * them, and that table is also read outside Vite (Playwright, scripts), where
 * the site config's `import.meta.env` does not exist; so the records, which
 * import the site config, are not re-exported from here.
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
