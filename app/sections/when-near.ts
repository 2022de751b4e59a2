import { use } from "react";

const pending = new Map<string, Promise<void>>();

function near(id: string): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === "undefined") return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: "400px 0px" },
      );
      observer.observe(element);
    });
    pending.set(id, promise);
  }
  return promise;
}

/**
 * Suspends in the browser until the element with this id is near the
 * viewport. Inside a Suspense boundary during hydration, React keeps the
 * prerendered HTML as it is until then, so a below-the-fold widget's code
 * loads and runs only when a visitor is about to reach it.
 */
export function useWhenNear(id: string): void {
  if (typeof document !== "undefined") use(near(id));
}
