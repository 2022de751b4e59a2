import type { DocumentLocationResolvers } from "sanity/presentation";

/** Where a document shows on the site, so Presentation opens its page in the draft preview. */
export const locations: DocumentLocationResolvers = {
  page: {
    select: { title: "title", path: "path" },
    resolve: (doc) =>
      doc?.path ? { locations: [{ title: String(doc.title ?? doc.path), href: String(doc.path) }] } : null,
  },
  plan: {
    select: { name: "name" },
    resolve: () => ({
      locations: [
        { title: "Pricing", href: "/pricing" },
        { title: "Home", href: "/" },
      ],
    }),
  },
  post: {
    select: { title: "title", slug: "slug.current" },
    resolve: (doc) =>
      doc?.slug ? { locations: [{ title: String(doc.title ?? doc.slug), href: `/blog/${doc.slug}` }] } : null,
  },
  settings: {
    select: {},
    resolve: () => ({ locations: [{ title: "Home", href: "/" }] }),
  },
};
