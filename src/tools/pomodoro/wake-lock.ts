import { useEffect } from "react";

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
