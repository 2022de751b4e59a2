import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import type { PlanCard } from "./pricing";
import type { SectionOf } from "./section-types";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";

/*
 * The monthly / annual switch is a native radio group, and CSS alone shows the
 * chosen period's prices (`group-has-[...]`): it works before hydration, with
 * JavaScript off, and costs no script. Both prices are in the HTML. The chosen
 * option lights up at once: a colour transition repainted the switch for 150 ms
 * after the press on a phone.
 */
const showMonthly = "group-has-[[data-billing=yearly]:checked]/billing:hidden";
const showYearly = "hidden group-has-[[data-billing=yearly]:checked]/billing:block";

function BillingSwitch({ name, billing }: { name: string; billing: SectionOf<"pricingPlans">["billing"] }) {
  const option =
    "relative flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-ink-muted has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-card max-xs:px-3 max-xs:text-[0.8125rem] sm:px-5";
  const input =
    "absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <fieldset className="mx-auto mt-10 w-fit max-w-full print:hidden">
      <legend className="sr-only">{billing.legend}</legend>
      <div className="flex flex-wrap justify-center gap-1 rounded-full bg-surface-muted p-1 ring-1 ring-line">
        <label className={option}>
          <input type="radio" name={name} value="monthly" data-billing="monthly" defaultChecked className={input} />
          {billing.monthly}
        </label>
        <label className={option}>
          <input type="radio" name={name} value="yearly" data-billing="yearly" className={input} />
          {billing.yearly}
        </label>
      </div>
    </fieldset>
  );
}

function Price({ card }: { card: PlanCard }) {
  return (
    <div className="mt-6 min-h-[4.75rem]">
      {(["monthly", "yearly"] as const).map((period) => (
        <div key={period} data-price={period} className={period === "monthly" ? showMonthly : showYearly}>
          <p className="flex items-baseline gap-1.5">
            <span className="text-5xl font-bold tracking-tight text-ink tabular-nums">{card.price[period].amount}</span>
            <span className="text-sm text-ink-muted">per user / month</span>
          </p>
          <p className="mt-1.5 text-sm text-ink-muted">{card.price[period].note}</p>
        </div>
      ))}
    </div>
  );
}

function PlanCardView({ card, headingLevel }: { card: PlanCard; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-card bg-white p-7 sm:p-8 print:break-inside-avoid print:p-4 print:text-sm",
        card.popular ? "shadow-elevated ring-2 ring-brand-600" : "shadow-card ring-1 ring-line",
      )}
      data-plan={card.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-xl font-bold text-ink">{card.name}</Heading>
        {card.popular ? <Badge tone="accent">Most popular</Badge> : null}
      </div>
      <p className="mt-3 leading-relaxed text-ink-muted">{card.description}</p>
      <Price card={card} />
      <ButtonLink
        href={card.action.href}
        variant={card.popular ? "primary" : "outline"}
        size="lg"
        className="mt-7 w-full"
      >
        {card.action.label}
      </ButtonLink>
      <p className="mt-8 text-sm font-semibold text-ink print:mt-5">{card.featuresLead}</p>
      <ul className="mt-4 space-y-3 text-[0.9375rem] print:space-y-1.5">
        {card.features.map((feature) => (
          <li key={feature} className="tick flex gap-3 text-ink">
            <span>{feature}</span>
          </li>
        ))}
        {card.comingSoon.map((feature) => (
          <li key={feature} className="flex gap-3 text-ink-muted">
            <Icon name="hourglass" className="mt-0.5 text-accent-600" />
            <span>
              {feature} <span className="text-xs font-semibold text-accent-700 uppercase">(coming soon)</span>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Plan cards from the plan documents, with a zero-JavaScript monthly / annual switch. */
export function PricingPlans({ section, cards }: { section: SectionOf<"pricingPlans">; cards: readonly PlanCard[] }) {
  const Heading = `h${section.headingLevel}` as const;
  const opensPage = section.headingLevel === 1;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={cn(
        "group/billing scroll-mt-16",
        opensPage ? "border-b border-line bg-gradient-to-b from-brand-50/80 via-white to-white" : "py-section",
      )}
    >
      <Container className={cn(opensPage && "py-14 sm:py-20 print:py-0")}>
        <div className="mx-auto max-w-3xl text-center">
          {section.eyebrow ? <Eyebrow className="mb-3">{section.eyebrow}</Eyebrow> : null}
          <Heading
            id={`${section.id}-heading`}
            className={cn(
              "font-bold text-balance text-ink",
              opensPage ? "text-4xl tracking-tight sm:text-display" : "text-3xl sm:text-headline",
            )}
          >
            {section.title}
          </Heading>
          {section.lead ? <p className="mt-5 text-lead text-pretty text-ink-muted">{section.lead}</p> : null}
        </div>
        <BillingSwitch name={`${section.id}-billing`} billing={section.billing} />
        <ul className="mx-auto mt-10 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-start print:mt-6 print:max-w-none print:grid-cols-3 print:items-start print:gap-3">
          {cards.map((card) => (
            <PlanCardView key={card.id} card={card} headingLevel={opensPage ? 2 : 3} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-ink-muted">
          {section.footnote.text}{" "}
          <SmartLink
            href={section.footnote.link.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {section.footnote.link.label}
          </SmartLink>
        </p>
      </Container>
    </section>
  );
}
