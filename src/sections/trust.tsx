import { Container } from "~/components/ui/container";
import type { SectionOf } from "./section-types";
import { CheckList } from "./check-list";

/**
 * What Tallyday does for this audience, said plainly under our own heading, with
 * the points a buyer checks beside it. It reads as our statement, never as a quote
 * (no bar, no italics, no quotation marks), and sits on white so it does not stack
 * its padding onto a tinted band before it (docs/product.md#audience-pages).
 */
export function Trust({ section }: { section: SectionOf<"trust"> }) {
  return (
    <section aria-labelledby="trust-heading" className="py-section">
      <Container className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <div>
          <h2 id="trust-heading" className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Why teams choose Tallyday
          </h2>
          <p className="text-2xl leading-snug font-semibold text-pretty text-ink sm:text-3xl">{section.statement}</p>
        </div>
        <CheckList points={section.points} className="space-y-4 rounded-card border border-line bg-surface-muted p-7" />
      </Container>
    </section>
  );
}
