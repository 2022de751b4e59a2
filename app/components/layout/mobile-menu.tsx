import { Menu as MenuIcon, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";

const loadPanel = () => import("./mobile-menu-panel");
// The panel's code loads on first intent, keeping it off every page's first load.
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below 768 px: a Menu button discloses the same items as the desktop menus.
 * Escape, a click outside or following a link closes it; Escape returns focus to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    // Escape anywhere inside the menu closes it; the handler only listens.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="md:hidden" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="inline-flex h-10 items-center gap-2 rounded-control border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
        Menu
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id="mobile-menu" onNavigate={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
