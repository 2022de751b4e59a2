import { Container } from "~/components/ui/container";
import type { TrustSection } from "~/content/marketing";
import { CheckList } from "./check-list";
import { Card } from "~/components/ui/card";

/** What Tallyday does for this audience, said plainly, with the points a buyer checks beside it. */
export function Trust({ section }: { section: TrustSection }) {
  return (
    <section aria-label="Why teams choose Tallyday" className="bg-surface-muted py-section" data-tint="">
      <Container className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <p className="border-l-4 border-accent-400 pl-6 text-2xl leading-snug font-semibold text-pretty text-ink sm:text-3xl">
          {section.statement}
        </p>
        <Card padding={7}>
          <CheckList points={section.points} className="space-y-4" />
        </Card>
      </Container>
    </section>
  );
}
