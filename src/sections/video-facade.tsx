import { Icon } from "~/components/ui/icon";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionOf } from "./section-types";
import { phoneView } from "~/sections/phone-views";
import { RasterPicture } from "./raster-picture";

const controlClass =
  "grid size-9 shrink-0 place-items-center rounded-full text-ink ring-1 ring-line transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The tour, kept in a `<template>` until the press, so none of its pictures load
 * before. The script (page-scripts/video-facade.ts) steps through it every few seconds,
 * with pause, previous and next; each step's caption is shown and announced.
 */
function TourTemplate({ section }: { section: SectionOf<"video"> }) {
  const count = section.tour.length;
  return (
    <template data-tour-template="">
      <div
        data-tour=""
        role="group"
        aria-roledescription="product tour"
        aria-label={`${section.playerTitle}, ${count} steps`}
        className="absolute inset-0 flex flex-col bg-brand-50"
      >
        <div className="relative min-h-0 flex-1 overflow-hidden">
          {section.tour.map((step, index) => (
            <figure
              key={step.visual.src}
              data-tour-step=""
              data-caption={step.caption}
              hidden={index !== 0}
              className="absolute inset-0"
            >
              <RasterPicture
                visual={step.visual}
                phone={phoneView(step.visual.src)}
                sizes="(min-width: 1100px) 960px, calc(100vw - 3.5rem)"
                className="absolute inset-0 size-full object-contain p-3 drop-shadow-lg sm:p-6"
              />
            </figure>
          ))}
        </div>
        <div className="flex items-center gap-2 border-t border-line bg-white px-3 py-2 sm:gap-3 sm:px-5 sm:py-3">
          <button type="button" data-tour-toggle="" aria-label="Pause the tour" className={controlClass}>
            <Icon name="pause" size="size-4" data-icon="pause" />
            <Icon name="play" size="size-4" className="hidden" data-icon="play" />
          </button>
          <p
            data-tour-caption=""
            aria-live="polite"
            className="min-w-0 flex-1 text-left text-[0.8125rem] leading-snug text-ink sm:text-[0.9375rem]"
          >
            {section.tour[0]?.caption}
          </p>
          <span data-tour-count="" className="shrink-0 text-xs text-ink-muted tabular-nums">
            1 / {count}
          </span>
          <button type="button" data-tour-previous="" aria-label="Previous step" className={controlClass}>
            <Icon name="chevron-left" size="size-4" />
          </button>
          <button type="button" data-tour-next="" aria-label="Next step" className={controlClass}>
            <Icon name="chevron-right" size="size-4" />
          </button>
        </div>
      </div>
    </template>
  );
}

/**
 * A video behind a facade: a poster and a real button. The press plays our product
 * tour, or a configured video of our own (page-scripts/video-facade.ts); nothing is
 * fetched from any video host before it.
 */
export function VideoFacade({ section, embedUrl }: { section: SectionOf<"video">; embedUrl?: string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-16 py-section">
      <Container>
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        />
        <div
          data-video-frame=""
          // Its shape is in app.css: 16:9, and 3:4 on a phone, where the poster and the tour show their phone views.
          className="relative mx-auto mt-12 max-w-5xl overflow-hidden rounded-card border border-line bg-brand-950 shadow-elevated"
        >
          <div data-video-facade="" data-embed-url={embedUrl} data-player-title={section.playerTitle}>
            {embedUrl ? null : <TourTemplate section={section} />}
            <RasterPicture
              visual={section.poster}
              phone={phoneView(section.poster.src)}
              sizes="(min-width: 1100px) 1024px, calc(100vw - 2.5rem)"
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
            />
            <button
              type="button"
              data-video-play=""
              // It sits in the poster's empty band, never over its words: under them on a phone (its phone view leaves
              // the room), else in the band between the title and the cards, 4% of the height above the middle (the padding
              // is a share of the width: 4.5% of a 16:9 frame's width is 8% of its height).
              className="group absolute inset-0 grid cursor-pointer place-items-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-300 max-sm:items-end max-sm:pb-[6%] sm:pb-[4.5%]"
            >
              <span className="flex items-center gap-3 rounded-full bg-white/95 py-2 pr-5 pl-2 text-ink shadow-elevated ring-1 ring-black/5 transition-transform duration-150 group-hover:scale-105 motion-reduce:transition-none md:py-3 md:pr-6 md:pl-3">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-300 md:size-14">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-6 fill-ink">
                    <path d="M7 4.5v15a1 1 0 0 0 1.53.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5Z" />
                  </svg>
                </span>
                <span className="text-left text-[0.9375rem] font-semibold md:text-base">{section.playLabel}</span>
              </span>
            </button>
          </div>
        </div>
      </Container>
    </section>
  );
}
