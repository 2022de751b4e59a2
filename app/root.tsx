import interCore from "./fonts/inter-core.woff2?url";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from "react-router";
import { loadingTextFor } from "~/blog/loading-text";
import { SiteFooter } from "~/components/layout/site-footer";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  // Raster icons only (scripts/brand/render.ts says why).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon-192.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: "Tallyday blog", href: "/blog/rss.xml" },
];

// Pages set their own meta (lib/seo.ts); the app shell for paths not prerendered has only this.
export const meta: Route.MetaFunction = () => (siteConfig.isPreview ? [{ name: "robots", content: "noindex" }] : []);

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d6861" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the page became interactive: tests and the bench wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

const subscribeToNothing = () => () => {};

export function HydrateFallback() {
  // The prerendered shell cannot know the address; the browser can.
  const text = useSyncExternalStore(
    subscribeToNothing,
    () => loadingTextFor(window.location.pathname),
    () => "Loading…",
  );
  return (
    <Container className="py-24">
      <p className="text-lead text-ink-muted" role="status">
        {text}
      </p>
    </Container>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mx-auto mt-4 max-w-lg text-lead text-ink-muted">
        Something broke on our side while showing this page. Reloading often helps; if it does not, start again from the
        home page.
      </p>
      <ButtonLink href="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </Container>
  );
}
