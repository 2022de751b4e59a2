import { ChevronDown, ExternalLink } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import type { NavLink, NavMenu } from "~/lib/navigation";

export const triggerClass =
  "inline-flex h-10 items-center gap-1 rounded-control px-2.5 text-[0.9375rem] font-medium whitespace-nowrap lg:px-3.5 text-ink transition-colors hover:bg-surface-muted group-has-[:popover-open]:bg-surface-muted";

function MenuLink({ link }: { link: NavLink }) {
  return (
    <a
      href={link.href}
      className="block rounded-control px-3 py-2.5 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
    >
      <span className="flex items-center gap-1.5 text-[0.9375rem] font-semibold text-ink">
        {link.label}
        {link.external ? <ExternalLink aria-hidden="true" className="size-3.5 text-ink-muted" /> : null}
      </span>
      {link.description ? <span className="mt-0.5 block text-sm text-ink-muted">{link.description}</span> : null}
    </a>
  );
}

function MenuList({ links }: { links: NavLink[] }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.href}>
          <MenuLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A header menu as a native popover: the button opens and closes it with no
 * script, Escape and a press outside close it, and its links follow the button
 * in the tab order. It sits under its button where the browser can anchor it,
 * else under the header (app.css, `.nav-menu`). The browser tells assistive
 * technology whether a popover's button has it open; the look follows `:popover-open`.
 */
function Menu({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  const id = `menu-${label.toLowerCase()}`;
  return (
    <li className="group">
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        className={triggerClass}
        style={{ anchorName: `--${id}` } as CSSProperties}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-ink-muted transition-transform duration-200 group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div
        id={id}
        popover="auto"
        data-anchor={wide ? "header" : "trigger"}
        className={cn(
          "nav-menu rounded-card border border-line bg-white p-3 shadow-elevated",
          wide ? "w-[min(40rem,calc(100vw-2.5rem))]" : "w-80",
        )}
        style={{ positionAnchor: `--${id}` } as CSSProperties}
      >
        {children}
      </div>
    </li>
  );
}

/** The full header's menus (Features, Solutions, Resources) and Pricing, from `nav` up: static HTML, native popovers. */
export function DesktopNav({ menus, pricing }: { menus: readonly NavMenu[]; pricing: NavLink }) {
  return (
    <nav id="site-nav" aria-label="Main" className="hidden nav:block">
      <ul className="flex items-center gap-0.5">
        {menus.map((menu) =>
          menu.groups.length > 1 ? (
            <Menu key={menu.label} label={menu.label} wide>
              <div className="grid grid-cols-3 gap-2">
                {menu.groups.map((group) => (
                  <div key={group.heading}>
                    <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      {group.heading}
                    </p>
                    <MenuList links={group.links} />
                  </div>
                ))}
              </div>
            </Menu>
          ) : (
            <Menu key={menu.label} label={menu.label}>
              <MenuList links={menu.groups[0]?.links ?? []} />
            </Menu>
          ),
        )}
        <li>
          <a href={pricing.href} className={triggerClass}>
            {pricing.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}
