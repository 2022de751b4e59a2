import { useEffect } from "react";

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
