/**
 * The site's two surfaces as class strings, for the primitives and for the islands' panels:
 * a card (card.tsx adds its padding) and a form control (field.tsx adds its own). The islands
 * draw their panels with `cardSurface` and a padding of their own, which nothing here fights:
 * the component would cost their script budget a chunk (docs/decisions/class-overrides.md).
 * A control changes colour at once, without a transition: a fading border started a
 * transition per colour property of every field a press added or focused, and each one's
 * events ran through React's root listener (half of Add Time Block's time on a slow phone).
 */
export const cardSurface = "rounded-card border border-line bg-white shadow-card";

export const controlLook =
  "rounded-control border border-line bg-white py-2.5 text-base text-ink shadow-sm sm:text-[0.9375rem] placeholder:text-slate-500 hover:border-slate-300 focus:border-brand-500 focus:shadow-focus focus:outline-none aria-invalid:border-red-600 disabled:bg-surface-muted";
