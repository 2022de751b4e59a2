import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionOf } from "./section-types";
import { cn } from "~/lib/cn";
import { CheckList } from "./check-list";
import { VisualImage } from "./visual";
import { Eyebrow } from "~/components/ui/eyebrow";

/** Features told one at a time: text beside a drawn view of the product, alternating sides. */
export function FeatureRows({ section }: { section: SectionOf<"featureRows"> }) {
  return (
    <section id={section.id} aria-labelledby={section.id ? `${section.id}-heading` : undefined} className="py-section">
      <Container>
        <SectionHeading
          id={section.id ? `${section.id}-heading` : undefined}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        />
        <div className="mt-16 space-y-20 sm:space-y-28">
          {section.rows.map((row, index) => (
            <div key={row.title} id={row.id} className="grid scroll-mt-24 items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={cn(index % 2 === 1 && "lg:order-2")}>
                {row.eyebrow ? (
                  <Eyebrow tone="accent" className="mb-3">
                    {row.eyebrow}
                  </Eyebrow>
                ) : null}
                <h3 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{row.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-muted">{row.body}</p>
                {row.points?.length ? <CheckList points={row.points} className="mt-6 space-y-3" /> : null}
              </div>
              <VisualImage visual={row.visual} />
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
