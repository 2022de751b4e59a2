import { use } from "react";

let gate: Promise<void> | undefined;

const wide = "(min-width: 768px)";

function openGate(): Promise<void> {
  return new Promise<void>((resolve) => {
    const nav = document.getElementById("site-nav");
    const media = window.matchMedia(wide);
    const cleanups: Array<() => void> = [];
    const done = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    // Intent: the first pointer or focus on the menus.
    for (const type of ["pointerover", "focusin", "touchstart"] as const) {
      nav?.addEventListener(type, done, { once: true, passive: true });
      cleanups.push(() => nav?.removeEventListener(type, done));
    }
    // Or, on a screen wide enough to show them, the first idle moment.
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(done, { timeout: 2000 });
        cleanups.push(() => window.cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(done, 300);
        cleanups.push(() => window.clearTimeout(id));
      }
    };
    if (media.matches || !nav) whenIdle();
    else {
      const onChange = () => media.matches && whenIdle();
      media.addEventListener("change", onChange);
      cleanups.push(() => media.removeEventListener("change", onChange));
    }
  });
}

/**
 * Suspends the desktop menus until they are wanted. During hydration React
 * keeps their prerendered HTML meanwhile, so phones never load the menus'
 * code and wide screens load it after the page has settled.
 */
export function useDesktopNavGate(): void {
  if (typeof document === "undefined") return;
  gate ??= openGate();
  use(gate);
}
