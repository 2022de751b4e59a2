/**
 * A small behaviour of native widgets, on every page (layouts/Page.astro): in an FAQ
 * (sections/faq.tsx), arrow keys, Home and End move focus between the questions, as the
 * spec's accordion does. (A popover needs nothing: the browser opens and closes it, and
 * tells assistive technology whether its button has it open.)
 */

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
