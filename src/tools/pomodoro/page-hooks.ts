import { useEffect, useRef } from "react";

/** While `title` is set the tab shows it; afterwards the page's own title comes back. */
export function useRunningTitle(title: string | null) {
  const active = title !== null;
  useEffect(() => {
    if (!active) return;
    const original = document.title;
    return () => {
      document.title = original;
    };
  }, [active]);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

export type Shortcut = "toggle" | "reset" | "next" | "settings";

/**
 * What each key does (docs/product.md, Pomodoro timer). The page lists them
 * from `static-parts.tsx`, rendered at build time, so the words stay out of the island.
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

/**
 * Keeps the screen on while `active` (Screen Wake Lock, where the browser has
 * it). The browser drops the lock when the tab is hidden, so it is taken again
 * when the tab comes back; it is let go when the round pauses or ends.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: Promise<WakeLockSentinel | void> | null = null;
    const request = () => {
      // Refused (low battery, a policy) or unavailable while hidden: the timer runs all the same.
      if (!document.hidden) lock = navigator.wakeLock.request("screen").catch(() => undefined);
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      document.removeEventListener("visibilitychange", request);
      void lock?.then((sentinel) => sentinel?.release()).catch(() => undefined);
    };
  }, [active]);
}
