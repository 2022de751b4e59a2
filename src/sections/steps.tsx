import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionOf } from "./section-types";
import { Card } from "~/components/ui/card";

/** A numbered how-it-works. */
export function Steps({ section }: { section: SectionOf<"steps"> }) {
  const headingId = `${section.id ?? "steps"}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-section">
      <Container>
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
          {section.items.map((item, index) => (
            <Card as="li" key={item.title} padding={6} className="relative">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white tabular-nums"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{item.body}</p>
            </Card>
          ))}
        </ol>
      </Container>
    </section>
  );
}
