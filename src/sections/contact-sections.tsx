import type { ReactNode } from "react";
import { ArrowRight, CalendarDays, LifeBuoy, Mail } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { siteConfig } from "~/site.config";

const otherWays = [
  {
    icon: Mail,
    title: "Email support",
    text: "Questions about your account, billing or a feature. Support runs around the clock, and a person answers.",
    href: `mailto:${siteConfig.email}`,
    label: siteConfig.email,
  },
  {
    icon: CalendarDays,
    title: "Book a demo",
    text: "Thirty minutes with our team to see Tallyday on your own workflows and get your questions answered.",
    href: siteConfig.demoBooking,
    label: "Pick a time",
  },
  {
    icon: LifeBuoy,
    title: "Help centre",
    text: "Step-by-step guides for time tracking, projects, leave and integrations, searchable at any hour.",
    href: siteConfig.helpCentre,
    label: "Browse the guides",
  },
];

/** The contact page around its form: `form` is the form's island, placed by the page (pages/contact.astro). */
export function ContactSections({ form }: { form?: ReactNode }) {
  return (
    <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
      <Card>
        <h2 className="text-2xl font-bold text-ink">Send us a message</h2>
        <p className="mt-2 mb-8 text-ink-muted">All fields are required. We reply to the e-mail address you give.</p>
        {form}
      </Card>
      <div className="grid content-start gap-8">
        <section aria-labelledby="other-ways">
          <h2 id="other-ways" className="text-2xl font-bold text-ink">
            Other ways to reach us
          </h2>
          <ul className="mt-6 grid gap-6">
            {otherWays.map((way) => (
              <li key={way.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <way.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{way.title}</h3>
                  <p className="mt-1 text-[0.9375rem] text-ink-muted">{way.text}</p>
                  <a
                    href={way.href}
                    className="mt-1.5 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {way.label}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="try-it" className="rounded-card bg-brand-950 p-7 text-brand-100/85">
          <h2 id="try-it" className="text-xl font-bold text-white">
            Rather see it for yourself?
          </h2>
          <p className="mt-2 text-[0.9375rem]">
            Start a 14-day free trial of Growth, no credit card needed, or schedule a demo with our team.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href={siteConfig.app.signUp} variant="inverse">
              Start free trial
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={siteConfig.demoBooking} variant="accent">
              Schedule a demo
            </ButtonLink>
          </div>
        </section>
      </div>
    </Container>
  );
}
