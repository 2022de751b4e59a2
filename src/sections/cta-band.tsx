import { Container } from "~/components/ui/container";
import type { Action, SiteCalls } from "./section-types";
import { StartCalls } from "./start-calls";

export interface CtaBandProps {
  title: string;
  lead: string;
  /** The site's calls: the free-trial sign-up, the demo and the trial line, unless the page says otherwise. */
  calls: SiteCalls;
  primary?: Action;
  /** A chain of product areas under the heading (the home page's closing call). */
  chips?: readonly string[];
  /** The offer under the buttons; the 14-day Growth trial unless the page's offer is another. */
  note?: string;
  id?: string;
}

/** The closing call: sign up free or book a demo, on a brand-coloured band. */
export function CtaBand({
  title,
  lead,
  calls,
  primary = calls.trial,
  chips,
  note = calls.trialNote,
  id = "get-started",
}: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-section" data-print-hidden="">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-brand-900 px-6 py-14 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
          />
          <h2 id={`${id}-heading`} className="relative mx-auto max-w-2xl text-3xl font-bold text-balance sm:text-4xl">
            {title}
          </h2>
          {chips?.length ? (
            <ul aria-label="Included" className="relative mt-6 flex flex-wrap items-center justify-center gap-2">
              {chips.map((chip) => (
                <li
                  key={chip}
                  className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25"
                >
                  {chip}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="relative mx-auto mt-5 max-w-xl text-lg text-pretty text-brand-100">{lead}</p>
          <StartCalls primary={primary} secondary={calls.demo} tone="brand" note={note} />
        </div>
      </Container>
    </section>
  );
}
