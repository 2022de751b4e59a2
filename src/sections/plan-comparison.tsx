import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ComparisonValue, ComparisonView } from "./pricing";
import type { SectionOf } from "./section-types";
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

/**
 * On a phone the table shows the Feature column and one plan, chosen here: a
 * native radio group, and CSS alone (app.css, `data-compare`) hides the other
 * plans' columns, so it works before any script and costs none. Wider screens
 * show every plan and never see the switch.
 */
function PlanSwitch({ section, view }: { section: SectionOf<"planComparison">; view: ComparisonView }) {
  // A phone shows the most popular plan first, as the plan cards above lead with it.
  const firstShown = view.plans.find((plan) => plan.popular)?.id ?? view.plans[0]?.id;
  const option =
    "relative flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-card";
  const input =
    "absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <fieldset className="sm:hidden">
      <legend className="mb-2 text-sm font-semibold text-ink">Show the plan</legend>
      <div className="flex gap-1 rounded-full bg-surface-muted p-1 ring-1 ring-line">
        {view.plans.map((plan) => (
          <label key={plan.id} className={option}>
            <input
              type="radio"
              name={`${section.id}-plan`}
              value={plan.id}
              data-compare-plan={plan.id}
              defaultChecked={plan.id === firstShown}
              className={input}
            />
            {plan.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A column's heading; on a phone it stays under the site header while its rows pass, so the plan shown is always named. */
const columnHead = "bg-white py-4 max-sm:sticky max-sm:top-16 max-sm:z-10 max-sm:shadow-[0_1px_0_var(--color-line)]";

/**
 * Every feature against every plan in a real table. It fits the screen at
 * every width (docs/product.md#layout): from `sm` up every plan has its column;
 * on a phone, one plan at a time (PlanSwitch).
 */
export function PlanComparison({ section, view }: { section: SectionOf<"planComparison">; view: ComparisonView }) {
  const headingId = `${section.id}-heading`;
  const columns = view.plans.length + 1;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-16 py-section">
      <Container>
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        <div data-compare="" className="mt-8 grid gap-4 sm:mt-12">
          <PlanSwitch section={section} view={view} />
          <div className="rounded-card border border-line shadow-card">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{section.caption}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={`${columnHead} px-4 text-sm font-semibold text-ink-muted sm:px-5`}>
                    Feature
                  </th>
                  {view.plans.map((plan) => (
                    <th
                      key={plan.id}
                      scope="col"
                      data-plan-column={plan.id}
                      className={`${columnHead} w-28 px-3 text-center align-bottom sm:w-auto sm:px-4`}
                    >
                      <span className="block text-base font-bold text-ink">{plan.name}</span>
                      <span className="mt-0.5 block text-xs font-normal text-balance text-ink-muted">{plan.price}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              {view.groups.map((group) => (
                <tbody key={group.title}>
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={columns}
                      className="bg-surface-muted px-4 py-3 text-sm font-semibold tracking-wide text-brand-800 uppercase sm:px-5"
                    >
                      {group.title}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.feature} className="border-t border-line">
                      <th scope="row" className="px-4 py-3.5 text-[0.9375rem] font-medium text-ink sm:px-5">
                        {row.feature}
                      </th>
                      {view.plans.map((plan) => (
                        <td key={plan.id} data-plan-column={plan.id} className="px-3 py-3.5 text-center sm:px-4">
                          <Cell value={row.values[plan.id] ?? false} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </div>
      </Container>
    </section>
  );
}
