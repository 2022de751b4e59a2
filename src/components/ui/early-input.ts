import { useLayoutEffect, useRef } from "react";

const event = (field: Element, type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));

/**
 * A ref for an island's outermost element. What a visitor types, picks or ticks before the
 * island has hydrated (a slow phone, or the browser restoring a form on Back) stays on screen,
 * but React 19 is never told: the tool would calculate without it, and the next render of the
 * field wipes it. The fields whose value differs from the one the page was built with are found
 * as hydration commits, before any render can wipe them, and handed to React as the visitor's
 * own changes once the commit is over (an event inside it would be undone by React's restoring
 * of controlled fields). A field React has rendered keeps its value and the page's equal, so
 * nothing else is touched (docs/decisions/islands.md).
 */
export function useEarlyInput<Root extends HTMLElement>() {
  const root = useRef<Root>(null);
  useLayoutEffect(() => {
    const replays: (() => void)[] = [];
    for (const field of root.current!.querySelectorAll<HTMLInputElement>("input, textarea, select")) {
      const { checked, value } = field;
      // No island has radio buttons; one would need only the chosen radio replayed (a click can
      // check a radio, never clear it). As it is, a radio's value equals its page value: skipped.
      if (field.type === "checkbox") {
        // React's onChange for a box answers a click that changes what it last saw.
        if (checked !== field.defaultChecked) replays.push(() => ((field.checked = !checked), field.click()));
      } else if ("options" in field) {
        const options = [...(field as unknown as HTMLSelectElement).options];
        if (options.some((option) => option.selected !== option.defaultSelected)) {
          replays.push(() => ((field.value = value), event(field, "change")));
        }
      } else if (value !== field.defaultValue) {
        // React's onChange answers an input event whose value differs from the one it last saw:
        // show it the value the page was built with, then put the visitor's back underneath it.
        replays.push(() => {
          field.value = field.defaultValue;
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
          event(field, "input");
        });
      }
    }
    if (replays.length) queueMicrotask(() => replays.forEach((replay) => replay()));
  }, []);
  return root;
}
