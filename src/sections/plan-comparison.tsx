import { Container } from "~/components/ui/container";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ComparisonValue, PlanComparisonSection } from "~/content/plans";
import { Icon } from "~/components/ui/icon";

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <>
        <Icon name="circle-check" className="mx-auto text-brand-600" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-ink-muted/60">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="text-sm font-semibold text-accent-700">{value}</span>;
}

/** Every feature against every plan, in a real table that scrolls sideways on narrow screens. */
export function PlanComparison({ section }: { section: PlanComparisonSection }) {
  const headingId = `${section.id}-heading`;
  const columns = section.plans.length + 1;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-16 py-section">
      <Container>
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        <div className="mt-6 sm:mt-12">
          <ScrollRegion
            label={section.caption}
            hint="Swipe sideways to see every plan."
            className="relative mt-3 rounded-card border border-line shadow-card sm:mt-0"
          >
            <table className="w-full min-w-[30rem] border-collapse text-left sm:min-w-[36rem]">
              <caption className="sr-only">{section.caption}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th
                    scope="col"
                    className="sticky left-0 bg-white px-4 py-4 text-sm font-semibold text-ink-muted sm:px-5"
                  >
                    Feature
                  </th>
                  {section.plans.map((plan) => (
                    <th key={plan.id} scope="col" className="px-2 py-4 text-center align-bottom sm:px-4">
                      <span className="block text-base font-bold text-ink">{plan.name}</span>
                      <span className="mt-0.5 block text-xs font-normal text-ink-muted">{plan.price}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              {section.groups.map((group) => (
                <tbody key={group.title}>
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={columns}
                      className="bg-surface-muted px-5 py-3 text-sm font-semibold tracking-wide text-brand-800 uppercase"
                    >
                      {group.title}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.feature} className="border-t border-line">
                      <th
                        scope="row"
                        className="sticky left-0 max-w-44 bg-white px-4 py-3.5 text-[0.9375rem] font-medium text-ink sm:max-w-none sm:px-5"
                      >
                        {row.feature}
                      </th>
                      {section.plans.map((plan) => (
                        <td key={plan.id} className="px-2 py-3.5 text-center sm:px-4">
                          <Cell value={row.values[plan.id]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollRegion>
        </div>
      </Container>
    </section>
  );
}
