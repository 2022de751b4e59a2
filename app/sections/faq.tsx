import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqItem } from "~/content/faq";

export interface FaqProps {
  title?: string;
  lead?: string;
  items: readonly FaqItem[];
  id?: string;
}

/** Questions and answers: one open at a time, every answer in the prerendered HTML. */
export function Faq({ title = "Frequently asked questions", lead, items, id = "faq" }: FaqProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-section">
      <Container width="prose">
        <SectionHeading id={`${id}-heading`} title={title} lead={lead} />
        <Accordion type="single" collapsible className="mt-10 border-t border-line">
          {items.map((item) => (
            <AccordionItem key={item.question} value={item.question}>
              <AccordionTrigger headingLevel={3}>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
