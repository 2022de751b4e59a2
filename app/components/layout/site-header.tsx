import { lazy, Suspense } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { siteConfig } from "~/site.config";
import { useDesktopNavGate } from "./desktop-nav-gate";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

// Rendered directly when prerendering, so the menus are in the HTML itself; in the
// browser their code is a separate chunk (see desktop-nav-gate.ts).
const prerendered = import.meta.env.SSR ? await import("./desktop-nav") : null;
const DesktopNav = prerendered ? prerendered.default : lazy(() => import("./desktop-nav"));

function GatedDesktopNav() {
  useDesktopNavGate();
  return <DesktopNav />;
}

export function SiteHeader() {
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-line/80 bg-white/92 backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-18">
        <Logo wordmarkClassName="md:max-lg:sr-only" />
        {/* Prerendered in full; in the browser the menus' code loads once the page is idle
            on a wide screen, or at the first pointer or focus on them, never on phones. */}
        <Suspense fallback={null}>
          <GatedDesktopNav />
        </Suspense>
        <div className="hidden items-center gap-2 md:flex">
          <SmartLink
            href={siteConfig.app.signIn}
            className="inline-flex h-10 items-center rounded-control px-2.5 text-[0.9375rem] font-medium text-ink hover:bg-surface-muted lg:px-3.5"
          >
            Sign in
          </SmartLink>
          <ButtonLink href={siteConfig.demoBooking} size="sm">
            Talk to sales
          </ButtonLink>
        </div>
        <MobileMenu />
      </Container>
    </header>
  );
}
