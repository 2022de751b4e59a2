import { lazy, Suspense } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqItem } from "~/content/faq";
import { useWhenNear } from "./when-near";

// Rendered directly when prerendering, so the answers are in the HTML itself; in the
// browser the accordion's code is a separate chunk, loaded when the FAQ comes near.
const prerendered = import.meta.env.SSR ? await import("./faq-accordion") : null;
const FaqAccordion = prerendered ? prerendered.default : lazy(() => import("./faq-accordion"));

export interface FaqProps {
  title?: string;
  lead?: string;
  items: readonly FaqItem[];
  id?: string;
}

function DeferredAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  useWhenNear(id);
  return <FaqAccordion items={items} />;
}

/** Until the accordion's code arrives on a client-side visit, the answers show as a plain list. */
function PlainFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="mt-10 divide-y divide-line border-y border-line">
      {items.map((item) => (
        <div key={item.question} className="py-5">
          <dt className="font-semibold text-ink">{item.question}</dt>
          <dd className="mt-2 leading-relaxed text-ink-muted">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Questions and answers, every answer in the prerendered HTML. The accordion
 * (Radix) hydrates only when the section comes near the viewport.
 */
export function Faq({ title = "Frequently asked questions", lead, items, id = "faq" }: FaqProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-section">
      <Container width="prose">
        <SectionHeading id={`${id}-heading`} title={title} lead={lead} />
        <Suspense fallback={<PlainFaq items={items} />}>
          <DeferredAccordion id={id} items={items} />
        </Suspense>
      </Container>
    </section>
  );
}
