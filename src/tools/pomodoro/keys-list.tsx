/**
 * The keys the timer answers, as the page lists them: rendered at build time and
 * handed to the island as a slot (`island.astro`), so the words arrive as HTML,
 * not as JavaScript every visitor downloads (docs/decisions/islands.md).
 */
import type { Shortcut } from "./keyboard-shortcuts";

/** The keys as the page lists them; `keyboard-shortcuts.ts` maps each `key` to what it does. */
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
