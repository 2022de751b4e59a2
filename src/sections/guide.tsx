import { Icon } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { GuidePart, Source, WorkedExample } from "~/store/sanity.types";

/** A source named beside the rule it backs, linked to its official text. */
export function SourceLinks({ sources }: { sources: ReadonlyArray<Pick<Source, "name" | "url">> }) {
  return (
    <p className="mt-3 text-sm text-ink-muted">
      Source{sources.length > 1 ? "s" : ""}:{" "}
      {sources.map((source, index) => (
        <span key={source.name}>
          {index ? "; " : null}
          <a href={source.url} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {source.name}
          </a>
        </span>
      ))}
    </p>
  );
}

/** Headed parts of a guide: paragraphs, a list, and the sources they rest on. */
export function GuideSections({ sections }: { sections: readonly GuidePart[] }) {
  return (
    <div className="mt-10 space-y-10">
      {sections.map((section) => (
        <div key={section.heading} id={section.id} className="scroll-mt-24">
          <h3 className="text-xl font-semibold text-ink">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted marker:text-brand-600">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.sources ? <SourceLinks sources={section.sources} /> : null}
        </div>
      ))}
    </div>
  );
}

/** A link onward from a guide, such as the methodology page. */
export function GuideLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-10">
      <a
        href={href}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {label}
        <Icon name="arrow-right" size="size-4" />
      </a>
    </p>
  );
}

/** Worked examples as cards: the inputs and steps, then the answer. */
export function WorkedExamples({
  heading,
  items,
}: {
  heading: string;
  items: ReadonlyArray<Pick<WorkedExample, "title" | "steps" | "result">>;
}) {
  return (
    <section
      aria-labelledby="examples-heading"
      className="bg-surface-muted py-section"
      data-tint=""
      data-print-hidden=""
    >
      <Container>
        <SectionHeading id="examples-heading" title={heading} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((example) => (
            <Card as="li" key={example.title} padding={6} className="flex flex-col">
              <h3 className="font-semibold text-ink">{example.title}</h3>
              <ol className="mt-3 flex-1 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-ink-muted">
                {example.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="mt-4 rounded-control bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
                {example.result}
              </p>
            </Card>
          ))}
        </ol>
      </Container>
    </section>
  );
}
