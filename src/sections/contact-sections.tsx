import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import type { SectionOf } from "./section-types";

const channelIcons = { email: "mail", demo: "calendar-days", help: "life-buoy" } as const;

/** The contact page around its form: `form` is the form's island, placed by the page (sections/Sections.astro). */
export function ContactSections({ section, form }: { section: SectionOf<"contact">; form?: ReactNode }) {
  const { tryIt } = section;
  return (
    <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
      <Card>
        <h2 className="text-2xl font-bold text-ink">{section.heading}</h2>
        <p className="mt-2 mb-8 text-ink-muted">{section.lead}</p>
        {form}
      </Card>
      <div className="grid content-start gap-8">
        <section aria-labelledby="other-ways">
          <h2 id="other-ways" className="text-2xl font-bold text-ink">
            {section.otherWaysHeading}
          </h2>
          <ul className="mt-6 grid gap-6">
            {section.otherWays.map((way) => {
              return (
                <li key={way.title} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                    <Icon name={channelIcons[way.channel]} />
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{way.title}</h3>
                    <p className="mt-1 text-[0.9375rem] text-ink-muted">{way.text}</p>
                    <a
                      href={way.link.href}
                      className="mt-1.5 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {way.link.label}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="try-it" className="rounded-card bg-brand-950 p-7 text-brand-100/85">
          <h2 id="try-it" className="text-xl font-bold text-white">
            {tryIt.heading}
          </h2>
          <p className="mt-2 text-[0.9375rem]">{tryIt.lead}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href={tryIt.primary.href} variant="inverse">
              {tryIt.primary.label}
              <Icon name="arrow-right" size="size-4" />
            </ButtonLink>
            <ButtonLink href={tryIt.secondary.href} variant="accent">
              {tryIt.secondary.label}
            </ButtonLink>
          </div>
        </section>
      </div>
    </Container>
  );
}
