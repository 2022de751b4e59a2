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

const logMessage = "404 Error: User attempted to access non-existent route: ";

/*
 * The page reads without script and hydrates at the visitor's first move, like
 * every other page (server/defer-hydration.ts), so the missing path is logged at
 * load by a few inline bytes rather than the whole app. The app logs it on a
 * client-side visit, and does not log again a path the inline script has.
 */
const logAtLoad = `console.error(${JSON.stringify(logMessage)}+location.pathname);document.currentScript.setAttribute("data-logged",location.pathname)`;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const script = document.querySelector("script[data-not-found-log]");
    if (script?.getAttribute("data-logged") === pathname) {
      script.removeAttribute("data-logged");
      return;
    }
    console.error(`${logMessage}${pathname}`);
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
      <script data-not-found-log suppressHydrationWarning dangerouslySetInnerHTML={{ __html: logAtLoad }} />
    </Container>
  );
}
