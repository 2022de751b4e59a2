import { memo, useSyncExternalStore, type ReactNode } from "react";
import { CheckboxField } from "~/components/ui/field";
import { notificationPermission, requestNotifyPermission, type NotifyPermission } from "./session-alerts";
import { loadNotify, saveNotify } from "./settings";

/*
 * Whether to notify is the browser's permission plus the visitor's own choice,
 * read as an external store: the prerendered page shows the unchecked box and
 * the real state arrives with hydration, without a render-time storage read.
 */
const listeners = new Set<() => void>();
let wanted: boolean | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function clientSnapshot(): string {
  wanted ??= loadNotify();
  return `${notificationPermission()}|${wanted ? "on" : "off"}`;
}

const serverSnapshot = () => "default|off";

/** Whether a session's end should raise a browser notification, and the permission behind it. */
export function useNotifyChoice(): { permission: NotifyPermission; enabled: boolean } {
  const [permission, choice] = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot).split("|") as [
    NotifyPermission,
    string,
  ];
  return { permission, enabled: permission === "granted" && choice === "on" };
}

/** Turns notifications on or off; turning on asks for permission, so call it from a click. */
async function chooseNotify(on: boolean): Promise<void> {
  if (on && notificationPermission() === "default") await requestNotifyPermission();
  wanted = on;
  saveNotify(on);
  for (const listener of listeners) listener();
}

/**
 * The notify box, and what to say when the browser cannot notify (`unsupported`)
 * or this site is blocked (`blocked`): static HTML from the page (`timer-notes.tsx`).
 * Memoised: Start and the countdown leave it as it is.
 */
export const NotifyToggle = memo(function NotifyToggle({
  unsupported,
  blocked,
}: {
  unsupported?: ReactNode;
  blocked?: ReactNode;
}) {
  const { permission, enabled } = useNotifyChoice();
  if (permission === "unsupported") return unsupported;
  return (
    <div>
      <CheckboxField
        label="Notify me when a session ends"
        checked={enabled}
        onChange={() => void chooseNotify(!enabled)}
      />
      {permission === "denied" ? blocked : null}
    </div>
  );
});
