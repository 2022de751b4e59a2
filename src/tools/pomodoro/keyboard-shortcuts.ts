import { useEffect, useRef } from "react";

export type Shortcut = "toggle" | "reset" | "next" | "settings";

/**
 * What each key does (docs/product.md, Pomodoro timer). The page lists them
 * from `keys-list.tsx`, rendered at build time, so the words stay out of the island.
 */
export const shortcutFor: Readonly<Record<string, Shortcut>> = { " ": "toggle", r: "reset", n: "next", s: "settings" };

const typing = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
// Space already presses these; the timer must not answer as well.
const pressable = "button, a[href], summary, [role='button']";

/**
 * Space, R, N and S anywhere on the page, except while typing in a field or
 * with a dialog open; Space is also left to a focused button or link.
 */
export function useShortcuts(run: (shortcut: Shortcut) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const shortcut = shortcutFor[event.key.toLowerCase()];
      const target = event.target instanceof Element ? event.target : null;
      if (!shortcut || target?.closest(typing) || document.querySelector("dialog[open]")) return;
      if (shortcut === "toggle" && target?.closest(pressable)) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
