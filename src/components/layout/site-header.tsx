import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { SiteNavigation } from "~/lib/navigation";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MenuButton, MobileMenu } from "./mobile-menu";

/**
 * The header of every page: static HTML whose menus are native popovers (no
 * framework script). Three bars, each chosen where it fits on one line
 * (docs/product.md#layout): the full header from `nav` (60rem) up; below it the
 * menus move into the Menu sheet, and from `md` the bar keeps Sign in, Talk to
 * sales and Start free; below `md`, Start free and Menu; below `xs` the logo
 * drops its wordmark.
 */
export function SiteHeader({ nav, name }: { nav: SiteNavigation; name: string }) {
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-line/80 bg-white/92 backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-18">
        <Logo name={name} wordmarkClassName="max-xs:hidden" />
        <DesktopNav menus={nav.menus} pricing={nav.pricing} />
        <div className="hidden items-center gap-2 md:flex">
          <a
            href={nav.signIn.href}
            className="inline-flex h-10 items-center rounded-control px-2.5 text-[0.9375rem] font-medium whitespace-nowrap text-ink hover:bg-surface-muted lg:px-3.5"
          >
            {nav.signIn.label}
          </a>
          <ButtonLink href={nav.talkToSales.href} size="sm" variant="outline">
            {nav.talkToSales.label}
          </ButtonLink>
          <ButtonLink href={nav.startFree.href} size="sm">
            {nav.startFree.label}
          </ButtonLink>
          <MenuButton />
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <ButtonLink href={nav.startFree.href} size="sm-tight">
            {nav.startFree.label}
          </ButtonLink>
          <MenuButton />
        </div>
      </Container>
      <MobileMenu nav={nav} />
    </header>
  );
}
