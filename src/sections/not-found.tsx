/**
 * The not-found page's content: the 404 page (pages/404.astro) and the blog's fallback for a
 * post the content store does not have (blog/screens.tsx) show the same, from here.
 */
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The title of either, before the brand. */
export const notFoundTitle = "Page not found";

export function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">
        The page may have moved, or the link may have a typo. Everything else is right where you left it.
      </p>
      <ButtonLink href="/" className="mt-8" size="lg">
        Return to Home
      </ButtonLink>
    </Container>
  );
}
