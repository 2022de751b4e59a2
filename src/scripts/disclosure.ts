/**
 * Small behaviours of native widgets, on every page (layouts/Page.astro).
 *
 * - A popover's buttons say whether it is open (`aria-expanded`), for assistive
 *   technology and for styles; the browser opens and closes it without us.
 * - In an FAQ (sections/faq.tsx), arrow keys, Home and End move focus between
 *   the questions, as the spec's accordion does.
 */
export function syncPopoverButtons(root: ParentNode = document): void {
  for (const popover of root.querySelectorAll<HTMLElement>("[popover]")) {
    popover.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        button.setAttribute("aria-expanded", String(open));
      }
    });
  }
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function enableFaqKeys(root: ParentNode = document): void {
  for (const faq of root.querySelectorAll<HTMLElement>("[data-faq]")) {
    faq.addEventListener("keydown", (event) => {
      const move = moves[event.key];
      const summaries = [...faq.querySelectorAll<HTMLElement>(":scope > details > summary")];
      const index = summaries.indexOf(event.target as HTMLElement);
      if (!move || index < 0) return;
      event.preventDefault();
      summaries[move(index, summaries.length)]?.focus();
    });
  }
}
