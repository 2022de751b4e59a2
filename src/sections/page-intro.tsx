import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import type { SectionOf } from "./section-types";

/** The opening of a page without a hero (the contact page): eyebrow, the page's one h1 and a lead. */
export function PageIntro({
  page,
  children,
}: {
  page: Pick<SectionOf<"pageIntro">, "eyebrow" | "heading" | "lead">;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(13_104_97/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(13_104_97/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:44px_44px]"
      />
      <Container className="relative py-16 text-center sm:py-24">
        {page.eyebrow ? <Badge className="mb-6">{page.eyebrow}</Badge> : null}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-display">
          {page.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lead text-pretty text-ink-muted">{page.lead}</p>
        {children}
      </Container>
    </section>
  );
}
