/**
 * The search page's address (docs/product.md#search): `/search?q=<words>`, and
 * `&category=<title>` when results are narrowed to one category's posts. What a
 * form without script sends, and what the page reads back.
 */
import { searchCopy } from "~/blog/copy";

export interface SearchRequest {
  words: string;
  /** A category's title; blank for everything. */
  category: string;
}

/** The longest query read from an address: more words than anyone types into a search field. */
const maxWords = 200;

export function readSearchAddress(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  return {
    words: (params.get("q") ?? "").slice(0, maxWords),
    category: (params.get("category") ?? "").slice(0, maxWords),
  };
}

export function searchAddress({ words, category }: SearchRequest): string {
  const params = new URLSearchParams();
  if (words.trim()) params.set("q", words.trim());
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `${searchCopy.page.path}?${query}` : searchCopy.page.path;
}

/** A result's address as the site writes it: Pagefind names a folder's page with a trailing slash. */
export function pageAddress(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, "") : url;
}

/** Pagefind's excerpt: text with the matched words in `<mark>`, as pieces to draw without parsing HTML. */
export function markedPieces(excerpt: string): Array<{ text: string; marked: boolean }> {
  const pieces: Array<{ text: string; marked: boolean }> = [];
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === "<mark>") marked = true;
    else if (part === "</mark>") marked = false;
    else if (part) pieces.push({ text: decodeEntities(part), marked });
  }
  return pieces;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** The few entities Pagefind's excerpts escape; anything else stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!);
}
