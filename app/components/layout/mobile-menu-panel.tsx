import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { navMenus, type NavLink } from "~/lib/navigation";
import { siteConfig } from "~/site.config";

const linkClass = "block rounded-control px-3 py-2.5 text-[0.9375rem] font-medium text-ink hover:bg-brand-50";

function LinkList({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} className={linkClass} onClick={onNavigate}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** The small-screen menu: the same items as the desktop menus, in groups that expand on click. */
export default function MobileMenuPanel({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-fade-in overflow-y-auto border-b border-line bg-white px-5 pt-2 pb-6 shadow-elevated"
    >
      <nav aria-label="Mobile">
        <Accordion type="multiple">
          {navMenus.map((menu) => (
            <AccordionItem key={menu.label} value={menu.label}>
              <AccordionTrigger headingLevel={2} density="compact">
                {menu.label}
              </AccordionTrigger>
              <AccordionContent>
                {menu.groups.map((group, index) => (
                  <div key={group.heading ?? index} className={menu.groups.length > 1 ? "mb-3" : undefined}>
                    {group.heading ? (
                      <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                        {group.heading}
                      </p>
                    ) : null}
                    <LinkList links={group.links} onNavigate={onNavigate} />
                  </div>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <SmartLink
          href="/pricing"
          className="block border-b border-line py-4 text-base font-semibold text-ink"
          onClick={onNavigate}
        >
          Pricing
        </SmartLink>
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
  );
}
