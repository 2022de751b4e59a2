import { Container } from "~/components/ui/container";
import { DisclosureSummary } from "~/components/ui/disclosure";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqItem } from "~/store/sanity.types";
import { RichText } from "./rich-text";

export interface FaqProps {
  title?: string;
  lead?: string;
  items: ReadonlyArray<Pick<FaqItem, "question" | "answer">>;
  id?: string;
}

/**
 * Questions and answers as an exclusive group of `<details>`: one open at a
 * time, each closable, opening at the first press with no script, every answer
 * in the HTML and found by the browser's find. Arrow, Home and End keys move
 * between questions (page-scripts/page.ts).
 */
export function Faq({ title = "Frequently asked questions", lead, items, id = "faq" }: FaqProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-section">
      <Container width="prose">
        <SectionHeading id={`${id}-heading`} title={title} lead={lead} />
        <div className="mt-10 border-t border-line" data-faq="">
          {items.map((item) => (
            <details key={item.question} name={`${id}-items`} className="group border-b border-line">
              <DisclosureSummary className="py-5 text-left transition-colors hover:text-brand-700">
                <h3>{item.question}</h3>
              </DisclosureSummary>
              <div className="pb-5 leading-relaxed text-ink-muted">
                <RichText value={item.answer} />
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
