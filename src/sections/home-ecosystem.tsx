import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { SmartLink } from "~/components/ui/smart-link";
import type { SectionOf } from "./section-types";
import { cn } from "~/lib/cn";
import { Icon, IconTile } from "~/components/ui/icon";
import { VisualImage } from "./visual";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";

/** The three product areas as cards that jump to a closer look at each, further down the section. */
export function HomeEcosystem({ section }: { section: SectionOf<"ecosystem"> }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-16 py-section">
      <Container>
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {section.areas.map((area) => (
            <Card as="li" key={area.id} padding={[6, 7]} className="relative flex flex-col">
              <IconTile name={area.icon} />
              <h3 className="mt-5 text-lg font-semibold text-ink">{area.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{area.summary}</p>
              {/* A plain in-page link: the browser scrolls and moves the focus start point, JavaScript or not. */}
              <a
                href={`#${area.id}`}
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card hover:text-brand-800"
              >
                {area.cardLink}
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                  <path d="M12 5v14m-6-6 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </a>
            </Card>
          ))}
        </ul>
        <div className="mt-20 space-y-20 sm:mt-28 sm:space-y-28">
          {section.areas.map((area, index) => (
            <article
              key={area.id}
              id={area.id}
              aria-labelledby={`${area.id}-title`}
              className="grid scroll-mt-24 items-center gap-10 lg:grid-cols-2 lg:gap-16"
            >
              <div className={cn(index % 2 === 1 && "lg:order-2")}>
                <Eyebrow tone="accent" className="mb-3">
                  {area.name}
                </Eyebrow>
                <h3 id={`${area.id}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  {area.title}
                </h3>
                <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-muted">{area.body}</p>
                <ul className="mt-6 space-y-3">
                  {area.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink">
                      <Icon name="circle-check" className="mt-0.5 text-brand-600" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                <SmartLink
                  href={area.more.href}
                  className="mt-7 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {area.more.label}
                  <span aria-hidden="true">→</span>
                </SmartLink>
              </div>
              <VisualImage visual={area.visual} />
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
