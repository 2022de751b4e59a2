/**
 * Browser storage that never throws: storage can be disabled, full or
 * blocked, and the tools must keep working when it is. Writes report whether
 * they succeeded, so a screen can say why it could not save.
 */
export type StorageResult = { ok: true } | { ok: false; reason: "unavailable" | "full" };

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON stored under a key, or undefined when there is none or it cannot be read. */
export function readStored(key: string): unknown {
  try {
    const raw = store()?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): StorageResult {
  const storage = store();
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.setItem(key, JSON.stringify(value));
    return { ok: true };
  } catch (error) {
    const full = error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);
    return { ok: false, reason: full ? "full" : "unavailable" };
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** What to tell the visitor when a save fails. */
export function storageProblem(reason: "unavailable" | "full"): string {
  return reason === "full"
    ? "Could not save: this browser's storage for the site is full. Your values still work on this page."
    : "Could not save: this browser is blocking site storage (private mode or a privacy setting). Your values still work on this page.";
}
