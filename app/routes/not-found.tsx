import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Page not found",
    description: "The page you asked for does not exist. Head back to the Tallyday home page.",
    path: "/404",
    noIndex: true,
  });

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

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
