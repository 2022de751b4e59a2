import { Icon } from "~/components/ui/icon";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { formatAddress } from "~/lib/address";
import type { NavLink, SiteNavigation } from "~/lib/navigation";
import type { SettingsContent } from "~/store/site-content";
import { Logo } from "./logo";

function FooterColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className="text-[0.9375rem] text-brand-100/80 transition-colors hover:text-white"
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ nav, settings }: { nav: SiteNavigation; settings: SettingsContent }) {
  const { company, email, footer } = settings;
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="bg-brand-950 text-brand-100/80">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr] lg:gap-16 lg:py-20">
        <div className="max-w-sm">
          <Logo name={settings.name} tone="light" />
          <p className="mt-5 text-[0.9375rem] leading-relaxed">{footer.blurb}</p>
          <address className="mt-6 grid gap-3 text-[0.9375rem] not-italic">
            <p className="flex gap-2.5">
              <Icon name="map-pin" size="size-4" className="mt-0.5 text-accent-300" />
              <span>
                {company.legalName}
                <br />
                {formatAddress(company.address)}
              </span>
            </p>
            <p className="flex items-center gap-2.5">
              <Icon name="mail" size="size-4" className="text-accent-300" />
              <a href={`mailto:${email}`} className="text-white underline-offset-4 hover:underline">
                {email}
              </a>
            </p>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          {nav.footer.map((column) => (
            <FooterColumn key={column.heading} heading={column.heading} links={column.links} />
          ))}
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {company.legalName} {footer.rights}
          </p>
          <p>{footer.closing}</p>
        </Container>
      </div>
    </footer>
  );
}
