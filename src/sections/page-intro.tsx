import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { PageIntroContent } from "~/content/page-intro";
import { siteConfig } from "~/site.config";

/** The opening of a page: eyebrow, the page's one h1, a lead and, on marketing pages, the two calls. */
export function PageIntro({ page, children }: { page: PageIntroContent; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(13_104_97/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(13_104_97/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:44px_44px]"
      />
      <Container className="relative py-16 text-center sm:py-24">
        {page.eyebrow ? <Badge className="mb-6">{page.eyebrow}</Badge> : null}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-display">
          {page.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lead text-pretty text-ink-muted">{page.lead}</p>
        {page.calls === "marketing" ? (
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink href={siteConfig.app.signUp} size="lg">
              Get started free
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={siteConfig.demoBooking} variant="outline" size="lg">
              Get a demo
            </ButtonLink>
          </div>
        ) : null}
        {page.calls === "marketing" ? (
          <p className="mt-4 text-sm text-ink-muted">14-day free trial of Growth. No credit card required.</p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
