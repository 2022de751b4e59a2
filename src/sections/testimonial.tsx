import { Quote } from "lucide-react";
import { Container } from "~/components/ui/container";
import type { TestimonialSection } from "~/content/marketing";
import { CheckList } from "./check-list";

/** One customer's words, with trust points beside them. */
export function Testimonial({ section }: { section: TestimonialSection }) {
  return (
    <section aria-label="What customers say" className="bg-surface-muted py-section">
      <Container className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <figure>
          <Quote aria-hidden="true" className="size-10 text-accent-400" />
          <blockquote className="mt-4 text-2xl leading-snug font-semibold text-pretty text-ink sm:text-3xl">
            <p>{section.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-ink-muted">
            <span className="font-semibold text-ink">{section.name}</span>, {section.role}
          </figcaption>
        </figure>
        {section.points?.length ? (
          <CheckList
            points={section.points}
            className="space-y-4 rounded-card border border-line bg-white p-7 shadow-card"
          />
        ) : null}
      </Container>
    </section>
  );
}
