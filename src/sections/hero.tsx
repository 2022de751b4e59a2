import { Container } from "~/components/ui/container";
import type { SectionOf, SiteCalls } from "./section-types";
import { cn } from "~/lib/cn";
import { StartCalls } from "./start-calls";
import { VisualImage } from "./visual";
import { Eyebrow } from "~/components/ui/eyebrow";

/** A marketing page's opening: its one h1, the two calls and, usually, a drawn product view. */
export function Hero({ section, calls }: { section: SectionOf<"hero">; calls: SiteCalls }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50/80 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(13_104_97/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(13_104_97/0.06)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:44px_44px]"
      />
      <Container
        className={cn(
          "relative py-14 sm:py-20",
          section.visual && "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16",
        )}
      >
        <div className={cn(!section.visual && "mx-auto max-w-3xl text-center")}>
          {section.eyebrow ? <Eyebrow className="mb-4">{section.eyebrow}</Eyebrow> : null}
          <h1
            className={cn(
              "text-4xl font-bold tracking-tight text-balance text-ink",
              section.visual ? "sm:text-5xl xl:text-[3.5rem] xl:leading-[1.05]" : "sm:text-display",
            )}
          >
            {section.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-pretty text-ink-muted">{section.lead}</p>
          <StartCalls
            primary={section.primary ?? calls.signUp}
            secondary={section.secondary ?? calls.demo}
            note={section.note ?? calls.trialNote}
            centred={!section.visual}
          />
        </div>
        {section.visual ? <VisualImage visual={section.visual} priority /> : null}
      </Container>
    </section>
  );
}
