/**
 * The timer's notes that never change, rendered by the page at build time and
 * handed to the island as slots (`island.astro`): they arrive as HTML,
 * not as JavaScript every visitor downloads (docs/decisions/islands.md).
 */
import { Icon } from "~/components/ui/icon";

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
