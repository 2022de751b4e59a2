import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The router keys scroll positions by the history entry's key. React Router's own
// inline script sets it during the page load; ours leaves that to here (see
// components/layout/scroll-restoration.tsx), before the router reads history.
if (!window.history.state?.key) {
  window.history.replaceState({ ...window.history.state, key: Math.random().toString(32).slice(2) }, "");
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
