/**
 * The timer's words that never change, rendered by the page at build time and
 * handed to the island as slots (`island.astro`): they arrive as HTML,
 * not as JavaScript every visitor downloads (docs/decisions/islands.md).
 */
import { Icon } from "~/components/ui/icon";
import type { Shortcut } from "./page-hooks";

/** The keys as the page lists them; `page-hooks.ts` maps each `key` to what it does. */
export const shortcutKeys: ReadonlyArray<{ key: string; label: string; does: Shortcut; says: string }> = [
  { key: " ", label: "Space", does: "toggle", says: "Start or pause" },
  { key: "r", label: "R", does: "reset", says: "Reset" },
  { key: "n", label: "N", does: "next", says: "Next mode" },
  { key: "s", label: "S", does: "settings", says: "Settings" },
];

/** The keyboard keys, listed where a keyboard is likely (hidden on phones). */
export function KeysList() {
  return (
    <div className="hidden flex-wrap items-center justify-center gap-x-4 gap-y-1 sm:flex">
      <p className="font-medium text-ink">Keys</p>
      <dl className="contents">
        {shortcutKeys.map((shortcut) => (
          <div key={shortcut.label} className="flex items-center gap-1.5">
            <dt>
              <kbd className="rounded border border-line bg-surface-muted px-1.5 font-sans text-xs">
                {shortcut.label}
              </kbd>
            </dt>
            <dd>{shortcut.says}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Under the history: what counts and where it is kept. */
export function HistoryNote() {
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
      <Icon name="lock" size="size-4" />
      Counted when a pomodoro reaches zero. Kept in this browser only.
    </p>
  );
}

/** In the task list while it is empty. */
export function NoTasksNote() {
  return (
    <p className="mt-4 text-sm text-ink-muted">
      No tasks yet. Add one, then press Work on to count pomodoros toward it.
    </p>
  );
}

/** What clearing the history removes, and what it keeps: the clear dialog's description. */
export const clearHistoryWarning =
  "Every day's pomodoros and focused minutes are removed from this browser. Your tasks and settings stay.";

/** Beside the notify box when the browser has no notifications at all (instead of the box). */
export function NotifyUnsupportedNote() {
  return <p className="text-sm text-ink-muted">This browser cannot show notifications; the chime still plays.</p>;
}

/** Under the notify box when this site's notifications are blocked. */
export function NotifyBlockedNote() {
  return (
    <p className="mt-1.5 text-sm text-ink-muted">
      Notifications are blocked for this site. Allow them in your browser&apos;s site settings; the chime still plays.
    </p>
  );
}
