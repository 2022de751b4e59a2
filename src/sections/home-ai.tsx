import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { SectionOf } from "./section-types";
import { Eyebrow } from "~/components/ui/eyebrow";

/** The AI assistant's capabilities on a dark band, with the time-saved claim and its caveat. */
export function HomeAi({ section }: { section: SectionOf<"ai"> }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-16 bg-brand-950 py-section text-white"
      data-tint=""
    >
      <Container>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.4fr)] lg:gap-16">
          <div>
            {section.eyebrow ? (
              <Eyebrow tone="on-dark" className="mb-3">
                {section.eyebrow}
              </Eyebrow>
            ) : null}
            <h2 id={`${section.id}-heading`} className="text-3xl font-bold text-balance sm:text-headline">
              {section.title}
            </h2>
            <p className="mt-5 text-lead text-pretty text-brand-100">{section.lead}</p>
            <p className="mt-10 border-l-2 border-accent-300 pl-5">
              <span className="block text-5xl font-bold tracking-tight text-accent-200">{section.claim.value}</span>
              <span className="mt-2 block text-brand-100">{section.claim.label}</span>
            </p>
            <ButtonLink href={section.link.href} variant="inverse" size="lg" className="mt-10">
              {section.link.label}
            </ButtonLink>
          </div>
          <div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {section.capabilities.map((item) => (
                <li key={item.title} className="rounded-card bg-white/[0.06] p-6 ring-1 ring-white/12">
                  <span className="grid size-10 place-items-center rounded-control bg-accent-300 text-ink">
                    <Icon name={item.icon} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-brand-100">{item.body}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 flex gap-3 rounded-control bg-white/[0.06] px-4 py-3 text-sm text-brand-100 ring-1 ring-white/12">
              <Icon name="shield-check" className="mt-px text-accent-200" />
              <span>{section.caution}</span>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
