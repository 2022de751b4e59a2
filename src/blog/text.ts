import type { PortableTextBody, PostSummary } from "./content";

const excerptLength = 80;
const wordsPerMinute = 220;

/** The plain text of a Portable Text body's blocks, in order. */
export function plainText(body: PortableTextBody): string[] {
  return body
    .filter((block) => block._type === "block" && Array.isArray(block.children))
    .map((block) =>
      (block.children as Array<{ text?: unknown }>)
        .map((child) => (typeof child.text === "string" ? child.text : ""))
        .join("")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The list excerpt: the post's own, else the body's first text; cut to 80
 * characters with `...`. List queries derive the fallback in the store and send
 * no body (blog/queries.ts); a post's page has its body.
 */
export function excerptOf(post: Pick<PostSummary, "excerpt" | "body">): string {
  return cutExcerpt(post.excerpt ?? plainText(post.body)[0] ?? "");
}

function cutExcerpt(excerpt: string): string {
  const text = excerpt.trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}...` : text;
}

/** Minutes to read: the stored figure, else the store's word count at 220 words a minute, rounded. */
export function readingMinutes(post: Pick<PostSummary, "readingTime" | "words">): number {
  if (post.readingTime) return post.readingTime;
  return Math.max(1, Math.round((post.words ?? 0) / wordsPerMinute));
}

// Made at first use: building a formatter loads locale data, too slow for a module's first run.
let shortDate: Intl.DateTimeFormat | undefined;

/** `Aug 10, 2024`; a post without a date shows none (we never invent one). */
export function formatPostDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  shortDate ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return shortDate.format(date);
}

/** Up to two initials for an author without a portrait: `Ana Ruiz` is `AR`, no name is `A` (for Admin). */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "A";
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words.at(-1)!];
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

/** A drawn cover's two colours, picked by the category so each category keeps its own. */
export const coverPalettes = [
  { ground: "#0d6861", mark: "#59d8c6" },
  { ground: "#124542", mark: "#ffb84a" },
  { ground: "#b73b06", mark: "#ffd488" },
  { ground: "#10534f", mark: "#c9f5ec" },
  { ground: "#032a29", mark: "#2abdab" },
] as const;

export function coverPalette(categorySlug: string | undefined): (typeof coverPalettes)[number] {
  let hash = 0;
  for (const character of categorySlug ?? "") hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return coverPalettes[hash % coverPalettes.length]!;
}
