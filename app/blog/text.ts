import type { PortableTextBody, PostSummary } from "./content";

export const excerptLength = 80;
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

/** The list excerpt: the post's own, else the body's first text; cut to 80 characters with `...`. */
export function excerptOf(post: Pick<PostSummary, "excerpt" | "body">): string {
  const text = (post.excerpt ?? plainText(post.body)[0] ?? "").trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}...` : text;
}

/** Minutes to read: the stored figure, else an estimate from the body's words. */
export function readingMinutes(post: Pick<PostSummary, "readingTime" | "body">): number {
  if (post.readingTime) return post.readingTime;
  const words = plainText(post.body).join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
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
