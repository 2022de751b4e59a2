/**
 * The home page's video facade (sections/video-facade.tsx). The press swaps the
 * poster for what it promises: a configured video of our own, which autoplays,
 * or else our product tour. Nothing is fetched for either before the press.
 */
export function enableVideoFacades(root: ParentNode = document): void {
  for (const facade of root.querySelectorAll<HTMLElement>("[data-video-facade]")) {
    facade.querySelector("[data-video-play]")?.addEventListener("click", () => {
      const tour = facade.querySelector<HTMLTemplateElement>("template[data-tour-template]");
      if (tour) {
        const content = tour.content.cloneNode(true) as DocumentFragment;
        const player = content.querySelector<HTMLElement>("[data-tour]")!;
        facade.replaceChildren(content);
        playTour(player);
        return;
      }
      const player = document.createElement("iframe");
      player.src = facade.dataset.embedUrl ?? "";
      player.title = facade.dataset.playerTitle ?? "";
      player.allow = "autoplay; encrypted-media; picture-in-picture";
      player.allowFullscreen = true;
      player.className = "absolute inset-0 size-full border-0";
      facade.replaceChildren(player);
      facade.closest("[data-video-frame]")?.setAttribute("data-video-playing", "");
      // The button the visitor pressed is gone; keyboard focus continues in the player.
      player.focus();
    });
  }
}

/** How long each step of the tour shows while it plays. */
export const tourStepMs = 5000;

/**
 * Steps through the tour: on its own every few seconds until the last step, or
 * by the visitor's previous and next; pause stops it where it is. With reduced
 * motion it starts paused. Each step's caption replaces the last, announced.
 */
function playTour(tour: HTMLElement): void {
  const steps = [...tour.querySelectorAll<HTMLElement>("[data-tour-step]")];
  const caption = tour.querySelector<HTMLElement>("[data-tour-caption]")!;
  const count = tour.querySelector<HTMLElement>("[data-tour-count]")!;
  const toggle = tour.querySelector<HTMLButtonElement>("[data-tour-toggle]")!;
  let index = 0;
  let playing = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  let timer: number | undefined;

  const show = (next: number) => {
    index = (next + steps.length) % steps.length;
    steps.forEach((step, at) => (step.hidden = at !== index));
    caption.textContent = steps[index]!.dataset.caption ?? "";
    count.textContent = `${index + 1} / ${steps.length}`;
  };
  const setPlaying = (value: boolean) => {
    playing = value;
    toggle.setAttribute("aria-label", playing ? "Pause the tour" : "Play the tour");
    toggle.querySelector("[data-icon=pause]")?.classList.toggle("hidden", !playing);
    toggle.querySelector("[data-icon=play]")?.classList.toggle("hidden", playing);
    schedule();
  };
  function schedule() {
    window.clearTimeout(timer);
    if (!playing) return;
    timer = window.setTimeout(() => {
      if (index === steps.length - 1) return setPlaying(false);
      show(index + 1);
      schedule();
    }, tourStepMs);
  }

  toggle.addEventListener("click", () => {
    // Play from the end starts the tour over.
    if (!playing && index === steps.length - 1) show(0);
    setPlaying(!playing);
  });
  tour.querySelector("[data-tour-previous]")?.addEventListener("click", () => {
    show(index - 1);
    schedule();
  });
  tour.querySelector("[data-tour-next]")?.addEventListener("click", () => {
    show(index + 1);
    schedule();
  });
  show(0);
  setPlaying(playing);
  // The button the visitor pressed is gone; keyboard focus continues on the tour's controls.
  toggle.focus();
}
