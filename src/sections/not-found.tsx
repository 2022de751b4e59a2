import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { PageContent } from "~/store/site-content";
import type { SectionOf } from "./section-types";

/** The not-found page's words and its title, for the blog's fallback too (blog/blog-app.tsx). */
export interface NotFoundWords {
  title: string;
  section: SectionOf<"notFound">;
}

export function notFoundOf(page: PageContent): NotFoundWords | undefined {
  const section = page.sections.find((each): each is SectionOf<"notFound"> => each._type === "notFound");
  return section && { title: page.title, section };
}

/**
 * The not-found page's words, under the code the spec asks for: the 404 page and the blog's
 * fallback for a post the content store does not have show the same.
 */
export function NotFound({ section }: { section: SectionOf<"notFound"> }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{section.heading}</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">{section.lead}</p>
      <ButtonLink href={section.home.href} className="mt-8" size="lg">
        {section.home.label}
      </ButtonLink>
    </Container>
  );
}
