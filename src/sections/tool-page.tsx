import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { toolPageCopy, type ToolPageContent } from "~/content/tool-page";
import { toolLinks } from "~/lib/navigation";
import { embeddableTool } from "~/content/embeds";
import { CtaBand } from "./cta-band";
import { EmbedCode } from "./embed-code";
import { Faq } from "./faq";
import { GuideLink, GuideSections, WorkedExamples } from "./guide";

/**
 * A free tool's page: a compact opening so the tool sits above the fold on a
 * laptop, then the tool, a guide with worked examples, the FAQ, the other tools
 * and the call to sign up.
 */
export function ToolPage({ page, children }: { page: ToolPageContent; children: ReactNode }) {
  const otherTools = toolLinks.filter((tool) => tool.href !== page.path);
  const embed = embeddableTool(page.path);
  return (
    <>
      {/* On paper, only the title stays above the tool: it says what the figures are. */}
      <section className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white print:border-0 print:bg-none">
        <Container className="pt-7 pb-6 sm:pt-9 print:pt-0 print:pb-2">
          {page.eyebrow ? (
            <Badge className="mb-3" data-print-hidden="">
              {page.eyebrow}
            </Badge>
          ) : null}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-ink-muted sm:text-lg" data-print-hidden="">
            {page.lead}
          </p>
        </Container>
      </section>

      <section aria-label={page.appName} className="bg-surface-muted/60 py-8 sm:py-10" data-tool="">
        <Container>
          <p className="mb-6 only-noscript rounded-control border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink">
            {toolPageCopy.noScript(page.appName)}
          </p>
          {children}
        </Container>
      </section>

      {embed ? <EmbedCode toolPath={page.path} appName={page.appName} height={embed.height} /> : null}

      <section aria-labelledby="guide-heading" className="py-section" data-print-hidden="">
        <Container width="prose">
          <SectionHeading id="guide-heading" align="left" title={page.guide.heading} lead={page.guide.lead} />
          <GuideSections sections={page.guide.sections} />
          {page.guide.link ? <GuideLink {...page.guide.link} /> : null}
        </Container>
      </section>

      <WorkedExamples heading={page.examples.heading} items={page.examples.items} />

      <div data-print-hidden="">
        <Faq items={page.faq} />
      </div>

      <section aria-labelledby="more-tools-heading" className="pb-8" data-print-hidden="">
        <Container>
          <h2 id="more-tools-heading" className="text-2xl font-bold text-ink">
            {toolPageCopy.moreTools}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {otherTools.map((tool) => (
              <li key={tool.href}>
                <a
                  href={tool.href}
                  className="group flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-brand-300"
                >
                  <span className="flex items-center justify-between font-semibold text-ink group-hover:text-brand-700">
                    {tool.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                  {tool.description ? <span className="mt-1.5 text-sm text-ink-muted">{tool.description}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand title={toolPageCopy.closing.title} lead={toolPageCopy.closing.lead} />
    </>
  );
}
