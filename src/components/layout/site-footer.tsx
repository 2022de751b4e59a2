import { Mail, MapPin } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { companyLinks, featureLinks, footerToolLinks, type NavLink } from "~/lib/navigation";
import { formatAddress, siteConfig } from "~/site.config";
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

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="bg-brand-950 text-brand-100/80">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr] lg:gap-16 lg:py-20">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-5 text-[0.9375rem] leading-relaxed">
            Time tracking, projects and leave in one calm workspace, for teams that would rather do the work than chase
            it.
          </p>
          <address className="mt-6 grid gap-3 text-[0.9375rem] not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {siteConfig.company.legalName}
                <br />
                {formatAddress()}
              </span>
            </p>
            <p className="flex items-center gap-2.5">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
              <a href={`mailto:${siteConfig.email}`} className="text-white underline-offset-4 hover:underline">
                {siteConfig.email}
              </a>
            </p>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          <FooterColumn heading="Company" links={companyLinks} />
          <FooterColumn heading="Features" links={featureLinks} />
          <FooterColumn heading="Free tools" links={footerToolLinks} />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {siteConfig.company.legalName} All rights reserved.
          </p>
          <p>Made in Pune for teams everywhere.</p>
        </Container>
      </div>
    </footer>
  );
}
