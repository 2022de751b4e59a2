/**
 * Reading what the timer saved in this browser without ever breaking it. A
 * part that cannot be read whole (not JSON, the wrong shape, entries out of
 * their limits) is set aside: its text as stored is copied under
 * `<key>.set-aside`, so nothing is destroyed, and what could be read takes its
 * place, so the one-line notice shows once (docs/product.md, Pomodoro timer).
 */

export type SavedPart = "settings" | "tasks" | "history";

/** A whole number from `min` to `max`: the check every saved count and length passes. */
export const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

type Store = Pick<Storage, "getItem" | "setItem">;

export function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSaved<T>(
  store: Store | null,
  key: string,
  parse: (raw: unknown) => { value: T; problem: boolean },
): { value: T; setAside: boolean } {
  let text: string | null = null;
  try {
    text = store?.getItem(key) ?? null;
  } catch {
    // Blocked storage reads as nothing saved.
  }
  if (text === null) return { value: parse(undefined).value, setAside: false };
  let result: { value: T; problem: boolean };
  try {
    result = parse(JSON.parse(text));
  } catch {
    result = { value: parse(undefined).value, problem: true };
  }
  if (!result.problem) return { value: result.value, setAside: false };
  try {
    store?.setItem(`${key}.set-aside`, text);
    store?.setItem(key, JSON.stringify(result.value));
  } catch {
    // A full store keeps the old text; the notice will simply show again next time.
  }
  return { value: result.value, setAside: true };
}

/** "Some saved settings and tasks could not be read and were set aside; the timer works as usual." */
export function setAsideNotice(parts: readonly SavedPart[]): string | null {
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat("en-GB").format(parts);
  return `Some saved ${list} could not be read and ${parts.length === 1 ? "was" : "were"} set aside; the timer works as usual.`;
}
