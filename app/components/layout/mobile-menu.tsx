import { Menu as MenuIcon, X } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { featureLinks, solutionGroups, toolLinks, type NavLink } from "~/lib/navigation";
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

/**
 * Below 768 px: a Menu button discloses the same items as the desktop menus.
 * Escape, a click outside or following a link closes it; Escape returns focus to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  }

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="md:hidden" ref={rootRef} onKeyDown={onKeyDown}>
      <Collapsible.Trigger
        ref={triggerRef}
        className="inline-flex h-10 items-center gap-2 rounded-control border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
        Menu
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-5 pt-2 pb-6 shadow-elevated data-[state=open]:animate-fade-in">
        <nav aria-label="Mobile">
          <Accordion type="multiple">
            <AccordionItem value="features">
              <AccordionTrigger headingLevel={2} className="py-4">
                Features
              </AccordionTrigger>
              <AccordionContent>
                <LinkList links={featureLinks} onNavigate={close} />
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="solutions">
              <AccordionTrigger headingLevel={2} className="py-4">
                Solutions
              </AccordionTrigger>
              <AccordionContent>
                {solutionGroups.map((group) => (
                  <div key={group.heading} className="mb-3">
                    <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      {group.heading}
                    </p>
                    <LinkList links={group.links} onNavigate={close} />
                  </div>
                ))}
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="resources">
              <AccordionTrigger headingLevel={2} className="py-4">
                Resources
              </AccordionTrigger>
              <AccordionContent>
                <LinkList links={toolLinks} onNavigate={close} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
          <SmartLink
            href="/pricing"
            className="block border-b border-line py-4 text-base font-semibold text-ink"
            onClick={close}
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
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
