import { ChevronDown, ExternalLink } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { navMenus, type NavLink } from "~/lib/navigation";

export const triggerClass =
  "group inline-flex h-10 items-center gap-1 rounded-control px-2.5 text-[0.9375rem] font-medium lg:px-3.5 text-ink transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted";

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

function MenuLink({ link }: { link: NavLink }) {
  return (
    <NavigationMenu.Link asChild>
      <SmartLink
        href={link.href}
        className="block rounded-control px-3 py-2.5 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
      >
        <span className="flex items-center gap-1.5 text-[0.9375rem] font-semibold text-ink">
          {link.label}
          {link.external ? <ExternalLink aria-hidden="true" className="size-3.5 text-ink-muted" /> : null}
        </span>
        {link.description ? <span className="mt-0.5 block text-sm text-ink-muted">{link.description}</span> : null}
      </SmartLink>
    </NavigationMenu.Link>
  );
}

/**
 * Which menu is open and when it opened. Radix opens a menu on hover and toggles
 * it on click, so a click that lands just after the hover opened it would close
 * it again; such a click keeps it open instead.
 */
const OpenMenuContext = /* @__PURE__ */ createContext<{ value: string; openedAt: { current: number } }>({
  value: "",
  openedAt: { current: 0 },
});

/** A menu under its trigger, or centred under the whole header when it is too wide for that. */
function Menu({
  label,
  children,
  className,
  anchor = "trigger",
}: {
  label: string;
  children: ReactNode;
  className?: string;
  anchor?: "trigger" | "header";
}) {
  const { value, openedAt } = useContext(OpenMenuContext);
  return (
    <NavigationMenu.Item value={label} className={anchor === "trigger" ? "relative" : undefined}>
      <NavigationMenu.Trigger
        className={triggerClass}
        onClick={(event) => {
          if (value === label && performance.now() - openedAt.current < 500) event.preventDefault();
        }}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      {/* Mounted while closed (and hidden), so every menu link is in the prerendered HTML for crawlers.
          A closed menu must then not take a press inside the open one as a reason to close them all. */}
      <NavigationMenu.Content
        forceMount
        onInteractOutside={(event) => {
          if (value !== label) event.preventDefault();
        }}
        className={cn(
          "absolute top-full z-50 mt-2 rounded-card border border-line bg-white p-3 shadow-elevated data-[state=closed]:hidden data-[state=open]:animate-fade-in",
          // `fixed` inside the header resolves against the header itself (its backdrop filter
          // makes it the containing block), so a wide menu centres on the page, not on its trigger.
          anchor === "trigger" ? "left-0" : "fixed left-1/2 -translate-x-1/2",
          className,
        )}
      >
        {children}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The desktop menus (Features, Solutions, Resources) and Pricing, on Radix NavigationMenu. */
export default function DesktopNav() {
  const [openMenu, setOpenMenu] = useState("");
  const openedAt = useRef(0);
  const ref = useRef<HTMLElement>(null);
  // Marks the moment the menus listen: a press made before then is replayed (server/defer-hydration.ts).
  useEffect(() => ref.current?.setAttribute("data-interactive", ""), []);
  function onValueChange(next: string) {
    if (next) openedAt.current = performance.now();
    setOpenMenu(next);
  }

  return (
    <NavigationMenu.Root
      ref={ref}
      data-island=""
      id="site-nav"
      aria-label="Main"
      className="hidden md:block"
      value={openMenu}
      onValueChange={onValueChange}
    >
      <OpenMenuContext.Provider value={{ value: openMenu, openedAt }}>
        <NavigationMenu.List className="flex items-center gap-0.5">
          {navMenus.map((menu) =>
            menu.groups.length > 1 ? (
              <Menu key={menu.label} label={menu.label} anchor="header" className="w-[min(40rem,calc(100vw-2.5rem))]">
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
              <Menu key={menu.label} label={menu.label} className="w-80">
                <MenuList links={menu.groups[0]?.links ?? []} />
              </Menu>
            ),
          )}
          <NavigationMenu.Item>
            <NavigationMenu.Link asChild>
              <SmartLink href="/pricing" className={triggerClass}>
                Pricing
              </SmartLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        </NavigationMenu.List>
      </OpenMenuContext.Provider>
    </NavigationMenu.Root>
  );
}
