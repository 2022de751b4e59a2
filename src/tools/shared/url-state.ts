/**
 * Tool inputs in the page address, so a result can be shared or bookmarked.
 * Each tool has its own encode and decode; these helpers keep decoding
 * forgiving: values are clamped into range and anything unreadable falls
 * back to its default.
 */
import { useSyncExternalStore } from "react";
import { isClockTime } from "./time";

export interface NumberRange {
  min: number;
  max: number;
  fallback: number;
}

/** A number from the address, clamped into range; missing or bad values give the fallback. */
export function readNumberParam(params: URLSearchParams, key: string, range: NumberRange): number {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return range.fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return range.fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

/** An `HH:MM` time from the address, or the fallback. */
export function readTimeParam(params: URLSearchParams, key: string, fallback = ""): string {
  const raw = params.get(key);
  return isClockTime(raw) ? raw : fallback;
}

/** One of a fixed set of values from the address, or the fallback. */
export function readChoiceParam<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = params.get(key);
  return choices.find((choice) => choice === raw) ?? fallback;
}

/** Free text from the address, trimmed to a sane length. */
export function readTextParam(params: URLSearchParams, key: string, maxLength = 500): string {
  return (params.get(key) ?? "").slice(0, maxLength);
}

const neverChanges = () => () => {};

/**
 * A value only the browser knows (the address, storage), as the page opened:
 * `onServer` while hydrating, because the prerendered HTML was made without
 * it (no mismatch), then `inBrowser` at once. Key a tool's state on it
 * (`<Form key={query} shared={decode(query)} />`) so the form starts afresh
 * from it, without copying it into state from an effect.
 */
export function useOpening<T>(inBrowser: T, onServer: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => inBrowser,
    () => onServer,
  );
}

// The query the page opened with: a tool writes its own into the address later, which must
// not count as a new opening.
const openingQuery = typeof window === "undefined" ? "" : window.location.search;

/** The query the page opened with, for a tool to start from a shared address (see useOpening). */
export const useOpeningQuery = (): string => useOpening(openingQuery, "");

// The address a tool asked for and that is not yet written, if any.
let unwritten: string | null = null;

/**
 * Puts the inputs in the address without a navigation or a history entry, so
 * Back still leaves the page instead of stepping through every edit. Written
 * once the frame after the call is drawn: the address is not the answer, and
 * replacing it costs a phone some 20 ms that a press would otherwise wait
 * for (docs/decisions/islands.md). Of several calls before then, the last wins.
 */
export function replaceParams(params: URLSearchParams): void {
  const query = params.toString();
  if (unwritten === null) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.history.replaceState(window.history.state, "", unwritten);
        unwritten = null;
      }),
    );
  }
  unwritten = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
}
