import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { siteConfig } from "~/site.config";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/** The header of every page: static HTML whose menus are native popovers (no framework script). */
export function SiteHeader() {
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-line/80 bg-white/92 backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-18">
        <Logo wordmarkClassName="md:max-lg:sr-only" />
        <DesktopNav />
        <div className="hidden items-center gap-2 md:flex">
          <a
            href={siteConfig.app.signIn}
            className="inline-flex h-10 items-center rounded-control px-2.5 text-[0.9375rem] font-medium text-ink hover:bg-surface-muted lg:px-3.5"
          >
            Sign in
          </a>
          <ButtonLink href={siteConfig.demoBooking} size="sm" variant="outline">
            Talk to sales
          </ButtonLink>
          <ButtonLink href={siteConfig.app.signUp} size="sm">
            Start free
          </ButtonLink>
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <ButtonLink href={siteConfig.app.signUp} size="sm-tight">
            Start free
          </ButtonLink>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
