import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { siteConfig } from "~/site.config";

let refreshed = false;

/**
 * A prerendered blog screen shows the content of build time. With a hosted
 * store, the first screen of a visit quietly reads the store again once the
 * browser is idle, so posts published since the build show without a rebuild.
 * Later screens come from the route's client loader, which already reads live.
 */
export function useStoreRefresh(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (refreshed || !siteConfig.sanity.projectId) return;
    refreshed = true;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void revalidate());
  }, [revalidate]);
}
