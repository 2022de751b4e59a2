import { Container } from "~/components/ui/container";
import type { SectionOf } from "./section-types";

/** Figures in large type on the brand colour. */
export function Stats({ section }: { section: SectionOf<"stats"> }) {
  return (
    <section aria-label={section.title ?? "By the numbers"} className="bg-brand-950 py-16 text-white sm:py-20">
      <Container>
        {section.title ? (
          <h2 className="mx-auto max-w-2xl text-center text-2xl font-bold text-balance sm:text-3xl">{section.title}</h2>
        ) : null}
        <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item) => (
            // Reversed so the figure reads before its caption; the column starts at the top, so
            // every figure of a row sits on one line however its caption wraps. The spaces draw
            // nothing; they keep caption and figure apart in the search index and in copied text.
            <div key={item.label} className="flex flex-col-reverse justify-end border-l-2 border-accent-300 pl-5">
              <dt className="mt-2 text-brand-100">
                {item.label}{" "}
                {item.source ? <span className="mt-1 block text-sm text-brand-200">Source: {item.source}</span> : null}
              </dt>{" "}
              <dd className="text-4xl font-bold tracking-tight text-accent-200 tabular-nums sm:text-5xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
