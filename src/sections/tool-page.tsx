import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { toolPageCopy, type ToolPageContent } from "~/content/tool-page";
import { toolLinks } from "~/lib/navigation";
import { CtaBand } from "./cta-band";
import { Faq } from "./faq";

/**
 * A free tool's page: a compact opening so the tool sits above the fold on a
 * laptop, then the tool, a guide with worked examples, the FAQ, the other tools
 * and the call to sign up.
 */
export function ToolPage({ page, children }: { page: ToolPageContent; children: ReactNode }) {
  const otherTools = toolLinks.filter((tool) => tool.href !== page.path);
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

      <section aria-labelledby="guide-heading" className="py-section" data-print-hidden="">
        <Container width="prose">
          <SectionHeading id="guide-heading" align="left" title={page.guide.heading} lead={page.guide.lead} />
          <div className="mt-10 space-y-10">
            {page.guide.sections.map((section) => (
              <div key={section.heading}>
                <h3 className="text-xl font-semibold text-ink">{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted marker:text-brand-600">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="examples-heading"
        className="bg-surface-muted py-section"
        data-tint=""
        data-print-hidden=""
      >
        <Container>
          <SectionHeading id="examples-heading" title={page.examples.heading} />
          <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.examples.items.map((example) => (
              <li
                key={example.title}
                className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
              >
                <h3 className="font-semibold text-ink">{example.title}</h3>
                <ol className="mt-3 flex-1 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-ink-muted">
                  {example.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <p className="mt-4 rounded-control bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
                  {example.result}
                </p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

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
