import { useEffect, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Visual } from "~/content/marketing";
import { RasterPicture } from "./visual";

export interface VideoSection {
  kind: "video";
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A local, drawn poster: nothing is fetched from the video host before the click. */
  poster: Visual;
  /** The play button's words, which are also its accessible name. */
  playLabel: string;
  /** The player's title, for assistive technology. */
  playerTitle: string;
  /** The privacy-enhanced embed URL, with autoplay (the click is the visitor's consent to play). */
  embedUrl: string;
}

/**
 * A video behind a facade: a poster and a real button. Only the click swaps in
 * the player, so no request goes to the video host until the visitor asks for it.
 */
export function VideoFacade({ section }: { section: VideoSection }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone; keyboard focus continues in the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-16 py-section">
      <Container>
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          title={section.title}
          lead={section.lead}
        />
        <div className="relative mx-auto mt-12 aspect-video max-w-5xl overflow-hidden rounded-card border border-line bg-brand-950 shadow-elevated">
          {playing ? (
            <iframe
              ref={player}
              src={section.embedUrl}
              title={section.playerTitle}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <>
              <RasterPicture
                visual={section.poster}
                sizes="(min-width: 1100px) 1024px, calc(100vw - 2.5rem)"
                loading="lazy"
                className="absolute inset-0 size-full object-cover"
              />
              <button
                type="button"
                onClick={() => setPlaying(true)}
                className="group absolute inset-0 grid cursor-pointer place-items-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-300"
              >
                <span className="flex items-center gap-3 rounded-full bg-white/95 p-2 text-ink shadow-elevated ring-1 ring-black/5 transition-transform duration-150 group-hover:scale-105 motion-reduce:transition-none sm:py-3 sm:pr-6 sm:pl-3">
                  <span className="grid size-12 place-items-center rounded-full bg-accent-300 sm:size-14">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-6 fill-ink">
                      <path d="M7 4.5v15a1 1 0 0 0 1.53.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5Z" />
                    </svg>
                  </span>
                  <span className="sr-only text-left font-semibold sm:not-sr-only">{section.playLabel}</span>
                </span>
              </button>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
