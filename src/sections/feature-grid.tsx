import { SmartLink } from "~/components/ui/smart-link";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionOf } from "./section-types";
import { cn } from "~/lib/cn";
import { Icon, IconTile } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";

const columnClass = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * A link's words and its arrow, the last word and the arrow kept together: a line may
 * break beside any inline picture, so at 320 px the arrow would otherwise wrap alone.
 */
function ArrowLabel({ label }: { label: string }) {
  const at = label.lastIndexOf(" ") + 1;
  return (
    <>
      {label.slice(0, at)}
      <span className="whitespace-nowrap">
        {label.slice(at)}
        <Icon name="arrow-right" size="size-4" className="ml-1.5 inline align-[-0.125em]" />
      </span>
    </>
  );
}

/** Cards with an icon, a title and a sentence or two; optionally a link each. */
export function FeatureGrid({ section }: { section: SectionOf<"featureGrid"> }) {
  const headingId = section.id ? `${section.id}-heading` : undefined;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-16 py-section", section.tone === "muted" && "bg-surface-muted")}
      data-tint={section.tone === "muted" ? "" : undefined}
    >
      <Container>
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <ul className={cn("mt-14 grid gap-6", columnClass[section.columns ?? 3])}>
          {section.items.map((item) => (
            <Card as="li" key={item.title} padding={[6, 7]} className="flex flex-col">
              <IconTile name={item.icon} />
              <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{item.body}</p>
              {item.link ? (
                <SmartLink
                  href={item.link.href}
                  className="mt-5 self-start font-semibold text-brand-700 hover:text-brand-800"
                >
                  <ArrowLabel label={item.link.label} />
                </SmartLink>
              ) : null}
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
