import { ChevronDown } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqItem } from "~/content/faq";
import { RichText } from "./rich-text";

export interface FaqProps {
  title?: string;
  lead?: string;
  items: readonly FaqItem[];
  id?: string;
}

/**
 * Questions and answers as an exclusive group of `<details>`: one open at a
 * time, each closable, opening at the first press with no script, every answer
 * in the HTML and found by the browser's find. Arrow, Home and End keys move
 * between questions (scripts/page.ts).
 */
export function Faq({ title = "Frequently asked questions", lead, items, id = "faq" }: FaqProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-section">
      <Container width="prose">
        <SectionHeading id={`${id}-heading`} title={title} lead={lead} />
        <div className="mt-10 border-t border-line" data-faq="">
          {items.map((item) => (
            <details key={item.question} name={`${id}-items`} className="group border-b border-line">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-semibold text-ink transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <div className="pb-5 leading-relaxed text-ink-muted">
                <RichText text={item.answer} />
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
