import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { tools } from "~/tools/registry";
import { GuideLink, GuideSections } from "./guide";
import type { SectionOf } from "./section-types";

/** A free tool's compact opening, so the tool sits above the fold on a laptop. On paper, only the title stays. */
export function ToolIntro({ section }: { section: SectionOf<"toolIntro"> }) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white print:border-0 print:bg-none">
      <Container className="pt-7 pb-6 sm:pt-9 print:pt-0 print:pb-2">
        {section.eyebrow ? (
          <Badge className="mb-3" data-print-hidden="" data-search-skip="">
            {section.eyebrow}
          </Badge>
        ) : null}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {section.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-pretty text-ink-muted sm:text-lg" data-print-hidden="">
          {section.lead}
        </p>
      </Container>
    </section>
  );
}

/** How the tool works, part by part, and where to read on. */
export function ToolGuide({ section }: { section: SectionOf<"toolGuide"> }) {
  return (
    <section aria-labelledby="guide-heading" className="py-section" data-print-hidden="">
      <Container width="prose">
        <SectionHeading id="guide-heading" align="left" title={section.heading} lead={section.lead} />
        <GuideSections sections={section.parts} />
        {section.link ? <GuideLink href={section.link.href} label={section.link.label} /> : null}
      </Container>
    </section>
  );
}

/** The other free tools, as cards: every tool of the registry but this page's. */
export function MoreTools({ section, path }: { section: SectionOf<"moreTools">; path: string }) {
  const others = tools.filter((tool) => tool.path !== path);
  return (
    <section aria-labelledby="more-tools-heading" className="pb-8" data-print-hidden="" data-search-skip="">
      <Container>
        <h2 id="more-tools-heading" className="text-2xl font-bold text-ink">
          {section.heading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((tool) => (
            <li key={tool.path}>
              <a
                href={tool.path}
                className="group flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-brand-300"
              >
                <span className="flex items-center justify-between font-semibold text-ink group-hover:text-brand-700">
                  {tool.navLabel}
                  <Icon name="arrow-right" size="size-4" />
                </span>
                <span className="mt-1.5 text-sm text-ink-muted">{tool.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Where the tool works: its landmark, the line shown without script, and the island placed by the page. */
export function ToolFrame({ section, children }: { section: SectionOf<"tool">; children?: ReactNode }) {
  return (
    <section aria-label={section.appName} className="bg-surface-muted/60 py-8 sm:py-10" data-tool="">
      <Container>
        <p
          className="mb-6 only-noscript rounded-control border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink"
          data-search-skip=""
        >
          {section.noScript}
        </p>
        {children}
      </Container>
    </section>
  );
}
