import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { SectionOf } from "./section-types";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

/** A banner with one message: the nonprofit discount, a caution about AI answers. */
export function Callout({ section }: { section: SectionOf<"callout"> }) {
  return (
    <section aria-label={section.title} className="py-section">
      <Container>
        <div
          className={cn(
            "flex flex-col gap-6 rounded-card p-7 sm:flex-row sm:items-center sm:p-9",
            section.tone === "accent" ? "bg-accent-50 ring-1 ring-accent-200" : "bg-brand-50 ring-1 ring-brand-200",
          )}
        >
          {section.icon ? (
            <span
              className={cn(
                "grid size-12 shrink-0 place-items-center rounded-full",
                section.tone === "accent" ? "bg-accent-200 text-accent-700" : "bg-brand-100 text-brand-800",
              )}
            >
              <Icon name={section.icon} size="size-6" />
            </span>
          ) : null}
          <div className="flex-1">
            <h2 className="text-xl font-bold text-ink">{section.title}</h2>
            <p className="mt-1.5 leading-relaxed text-ink-muted">{section.body}</p>
          </div>
          {section.action ? (
            <ButtonLink href={section.action.href} variant="secondary">
              {section.action.label}
              <Icon name="arrow-right" size="size-4" />
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
