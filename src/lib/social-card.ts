/**
 * Each page's social card (docs/decisions/social-cards.md): drawn at build
 * (src/integrations/social-cards.ts) from the title and section the page's head gives
 * it (lib/head-tags.ts), into `/og/<page path>.png`.
 */
export const socialCard = {
  width: 1200,
  height: 630,
  /** The card's address on the site: `/og/index.png` for the home page. */
  path: (pagePath: string) => `/og${pagePath === "/" ? "/index" : pagePath}.png`,
  /** What the card shows, in words, for readers who cannot see it. */
  alt: (title: string, section: string | undefined, brand: string) =>
    `${section ? `${section}: ` : ""}${title}, on a ${brand} card`,
  /** The attributes of the `og:image` tag that carry the card's words to the build. */
  titleAttribute: "data-card-title",
  sectionAttribute: "data-card-section",
} as const;
