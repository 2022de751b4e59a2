import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { SmartLink } from "~/components/ui/smart-link";
import { IconTile } from "~/components/ui/icon";
import type { SectionOf } from "./section-types";
import { Card } from "~/components/ui/card";

const toneClass = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  accent: "bg-accent-50 text-accent-700 ring-accent-200",
  ink: "bg-surface-muted text-ink ring-line",
} as const;

/** The tools Tallyday connects to, and a promise of more. */
export function HomeIntegrations({ section }: { section: SectionOf<"integrations"> }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-16 bg-surface-muted py-section"
      data-tint=""
    >
      <Container>
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {section.items.map((item) => (
            <Card as="li" key={item.name} padding={6} className="flex flex-col">
              <IconTile name={item.icon} tone={toneClass[item.tone]} />
              <h3 className="mt-5 font-semibold text-ink">{item.name}</h3>
              <p className="text-sm text-ink-muted">{item.category}</p>
              <p className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-ink-muted">{item.body}</p>
              {item.link ? (
                <SmartLink
                  href={item.link.href}
                  className="mt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {item.link.label} <span aria-hidden="true">→</span>
                </SmartLink>
              ) : null}
            </Card>
          ))}
          <li className="flex flex-col justify-center rounded-card border border-dashed border-brand-300 bg-brand-50/60 p-6">
            <IconTile name="layers" tone="bg-white text-brand-700 ring-brand-200" />
            <h3 className="mt-5 font-semibold text-ink">{section.more.title}</h3>
            <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-muted">{section.more.body}</p>
          </li>
        </ul>
      </Container>
    </section>
  );
}
