import { useEffect, useRef } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/faq";

/** The interactive FAQ: one item open at a time, collapsible, arrow, Home and End keys. */
export default function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Marks the moment the accordion listens: a press made before then is replayed (server/defer-hydration.ts).
  useEffect(() => ref.current?.setAttribute("data-interactive", ""), []);
  return (
    <Accordion ref={ref} data-island="" type="single" collapsible className="mt-10 border-t border-line">
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger headingLevel={3}>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
