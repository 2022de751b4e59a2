import type { LegalBlock } from "./types";

/** Short builders that keep the legal documents readable as text. */
export const p = (text: string): LegalBlock => ({ type: "p", text });
export const list = (...items: string[]): LegalBlock => ({ type: "list", items });
export const h3 = (text: string): LegalBlock => ({ type: "h3", text });

/** "A, B or C" */
export function joinOr(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
