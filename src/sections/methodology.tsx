import { Icon } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { overtimeRuleLabel, overtimeRuleSource, overtimeRules, type OvertimeRule } from "~/tools/overtime/split";
import { tools } from "~/tools/registry";
import { GuideSections, SourceLinks, WorkedExamples } from "./guide";
import type { SectionOf } from "./section-types";

/** The calculators the methodology covers, linked at its end: the tools that print a report. */
const calculators = tools.filter((tool) => tool.report).map((tool) => ({ href: tool.path, label: tool.name }));

const isRule = (rule: string): rule is OvertimeRule => (overtimeRules as readonly string[]).includes(rule);

/** The body of `/tools/how-we-calculate`: the notice, the rules of arithmetic, the overtime rules, examples, limits. */
export function Methodology({ section: page }: { section: SectionOf<"methodology"> }) {
  return (
    <>
      <section aria-labelledby="method-heading" className="py-section">
        <Container width="prose">
          <p className="flex gap-3 rounded-card border border-accent-300 bg-accent-50 px-5 py-4 text-ink">
            <Icon name="info" size="size-5" className="mt-0.5 text-accent-700" />
            <span>{page.notice}</span>
          </p>
          <nav aria-label="On this page" className="mt-8 text-sm">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {page.parts.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {section.heading}
                  </a>
                </li>
              ))}
              <li>
                <a href="#rules-heading" className="font-medium text-brand-700 underline underline-offset-2">
                  {page.rules.heading}
                </a>
              </li>
            </ul>
          </nav>
          <h2 id="method-heading" className="sr-only">
            {page.partsHeading}
          </h2>
          <GuideSections sections={page.parts} />
        </Container>
      </section>

      <section aria-labelledby="rules-heading" className="pb-section">
        <Container width="prose">
          <SectionHeading id="rules-heading" align="left" title={page.rules.heading} lead={page.rules.lead} />
          <ul className="mt-10 grid gap-4">
            {page.rules.rows.map((row) => {
              // The rule's name and source are the calculator's own (tools/overtime/split.ts); the words are the page's.
              const source = isRule(row.rule) ? overtimeRuleSource[row.rule] : null;
              return (
                <Card as="li" key={row.rule} padding={[5, 6]}>
                  <h3 className="font-semibold text-ink">
                    {isRule(row.rule) ? overtimeRuleLabel[row.rule] : row.rule}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{row.what}</p>
                  {source ? <SourceLinks sources={[source]} /> : null}
                </Card>
              );
            })}
          </ul>
        </Container>
      </section>

      <WorkedExamples heading={page.examples.heading} items={page.examples.items} />

      <section aria-labelledby="limits-heading" className="py-section">
        <Container width="prose">
          <SectionHeading
            id="limits-heading"
            align="left"
            title={page.notCovered.heading}
            lead={page.notCovered.lead}
          />
          <ul className="mt-8 list-disc space-y-3 pl-5 text-ink-muted marker:text-brand-600">
            {page.notCovered.items.map((item) => (
              <li key={item.text}>
                {item.text}
                {item.source ? (
                  <>
                    {" "}
                    <a
                      href={item.source.url}
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {item.source.name}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <h2 className="mt-14 text-2xl font-bold text-ink">{page.calculatorsHeading}</h2>
          <ul className="mt-5 flex flex-wrap gap-3">
            {calculators.map((tool) => (
              <li key={tool.href}>
                <a
                  href={tool.href}
                  className="inline-flex rounded-control border border-line bg-white px-4 py-2.5 font-semibold text-ink shadow-card hover:border-brand-300 hover:text-brand-700"
                >
                  {tool.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
