/**
 * The blog's own words, from the content store's `/blog` page document: its head (title,
 * description) and its opening (eyebrow, heading, lead). The blog's screens and their
 * heads read them from here, the browser view too (handed in by the app shell).
 */
import type { PageContent } from "~/store/site-content";

export interface BlogIntro {
  path: string;
  title: string;
  description: string;
  /** The blog's name as a section: a list's or post's card label, and the eyebrow. */
  eyebrow: string;
  heading: string;
  lead: string;
}

export function blogIntroOf(page: PageContent | undefined): BlogIntro {
  const opening = page?.sections.find((section) => section._type === "pageIntro");
  if (!page || opening?._type !== "pageIntro")
    throw new Error("The content store's /blog page needs a page opening: the blog's heading and lead.");
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    eyebrow: opening.eyebrow ?? "Blog",
    heading: opening.heading,
    lead: opening.lead,
  };
}
