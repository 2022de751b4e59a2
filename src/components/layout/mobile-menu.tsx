import { Menu as MenuIcon, X } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { DisclosureSummary } from "~/components/ui/disclosure";
import type { SiteNavigation } from "~/lib/navigation";

const linkClass = "block rounded-control px-3 py-2.5 text-[0.9375rem] font-medium text-ink hover:bg-brand-50";
const labelClass = "col-start-1 row-start-1 flex items-center gap-1.5";

/**
 * The button that opens and closes the menu sheet, below the width where the
 * full header fits (`nav`, docs/product.md#layout). While the sheet is open it
 * reads and looks as Close (CSS alone, `menu-open` in app.css); both words
 * share one cell, so the button keeps its width.
 */
export function MenuButton() {
  return (
    <button
      type="button"
      popoverTarget="mobile-menu"
      aria-controls="mobile-menu"
      className="inline-flex h-10 items-center rounded-control border border-line bg-white px-2.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-surface-muted nav:hidden menu-open:border-ink/40 menu-open:bg-surface-muted"
    >
      <span className="grid">
        <span className={`${labelClass} menu-open:invisible`}>
          <MenuIcon aria-hidden="true" className="size-5" />
          Menu
        </span>
        <span className={`${labelClass} invisible menu-open:visible`}>
          <X aria-hidden="true" className="size-5" />
          Close<span className="sr-only"> menu</span>
        </span>
      </span>
    </button>
  );
}

/**
 * The menu sheet: the same items as the full header's menus, as a native
 * popover (Escape and a press outside close it, with no script), each group a
 * `<details>` that expands on press. It opens under the header bar, which stays
 * bright and usable above it. Where the bar has no room for them (phones), it
 * also carries Talk to sales and Sign in.
 */
export function MobileMenu({ nav }: { nav: SiteNavigation }) {
  return (
    <div
      id="mobile-menu"
      popover="auto"
      className="mobile-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-5 pt-2 pb-6 shadow-elevated backdrop:bg-ink/30 sm:px-8"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-page">
        {nav.menus.map((menu) => (
          <details key={menu.label} className="group border-b border-line">
            <DisclosureSummary className="py-4">
              <h2>{menu.label}</h2>
            </DisclosureSummary>
            <div className="pb-4">
              {menu.groups.map((group, index) => (
                <div key={group.heading ?? index} className={menu.groups.length > 1 ? "mb-3" : undefined}>
                  {group.heading ? (
                    <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      {group.heading}
                    </p>
                  ) : null}
                  <ul className="grid gap-0.5">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className={linkClass}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
        ))}
        <a href={nav.pricing.href} className="block border-b border-line py-4 text-base font-semibold text-ink">
          {nav.pricing.label}
        </a>
        <div className="mt-5 grid gap-3 md:hidden">
          <ButtonLink href={nav.talkToSales.href} size="lg">
            {nav.talkToSales.label}
          </ButtonLink>
          <ButtonLink href={nav.signIn.href} variant="outline" size="lg">
            {nav.signIn.label}
          </ButtonLink>
        </div>
      </nav>
    </div>
  );
}
