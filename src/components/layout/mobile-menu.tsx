import { Menu as MenuIcon } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { DisclosureSummary } from "~/components/ui/disclosure";
import { navMenus } from "~/lib/navigation";
import { siteConfig } from "~/site.config";

const linkClass = "block rounded-control px-3 py-2.5 text-[0.9375rem] font-medium text-ink hover:bg-brand-50";

/**
 * Below 768 px: a Menu button discloses the same items as the desktop menus, as
 * a native popover (Escape and a press outside close it, with no script), each
 * group a `<details>` that expands on press.
 */
export function MobileMenu() {
  return (
    <div>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-expanded="false"
        aria-controls="mobile-menu"
        className="inline-flex h-10 items-center gap-2 rounded-control border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        <MenuIcon aria-hidden="true" className="size-5" />
        Menu
      </button>
      <div
        id="mobile-menu"
        popover="auto"
        className="mobile-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-5 pt-2 pb-6 shadow-elevated backdrop:bg-ink/30"
      >
        <nav aria-label="Mobile">
          {navMenus.map((menu) => (
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
          <a href="/pricing" className="block border-b border-line py-4 text-base font-semibold text-ink">
            Pricing
          </a>
          <div className="mt-5 grid gap-3">
            <ButtonLink href={siteConfig.demoBooking} size="lg">
              Talk to sales
            </ButtonLink>
            <ButtonLink href={siteConfig.app.signIn} variant="outline" size="lg">
              Sign in
            </ButtonLink>
          </div>
        </nav>
      </div>
    </div>
  );
}
