/**
 * The blog's content, checked where it enters: whatever the store returns is
 * turned into these types or rejected with a BlogContentError, so a malformed
 * document shows the screen's error state instead of crashing or vanishing.
 */

interface Slugged {
  title: string;
  slug: string;
}

export interface Category extends Slugged {
  _id: string;
}

export interface Author {
  name?: string;
  image?: string;
  role?: string;
}

/** Portable Text as stored: an array of blocks, passed to the renderer as is. */
export type PortableTextBody = Array<{ _type: string; _key?: string; [key: string]: unknown }>;

export interface PostSummary {
  _id: string;
  title: string;
  slug: string;
  publishedAt?: string;
  excerpt?: string;
  body: PortableTextBody;
  readingTime?: number;
  /** The body's words as the store counts them, for a reading time when none is stored. */
  words?: number;
  /** A linked category on the list and category screens; on the tag screen the title only. */
  category?: Slugged | string;
  mainImage?: string;
  author?: Author;
}

/**
 * A post as a list row shows it: the excerpt already cut and the reading time
 * worked out. List queries carry no body (blog/queries.ts).
 */
export interface ListedPost extends Omit<PostSummary, "body" | "excerpt" | "readingTime" | "words"> {
  excerpt: string;
  readingTime: number;
}

export interface Post extends Omit<PostSummary, "category"> {
  subtitle?: string;
  category?: Slugged;
  tags: Slugged[];
}

export class BlogContentError extends Error {
  override name = "BlogContentError";
}

type Doc = Record<string, unknown>;

function isDoc(value: unknown): value is Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requiredText(doc: Doc, key: string, what: string): string {
  const value = doc[key];
  if (typeof value !== "string" || value.trim() === "") {
    throw new BlogContentError(`${what} is missing its ${key}.`);
  }
  return value;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function slugOf(value: unknown): string | undefined {
  const current = isDoc(value) ? value.current : value;
  return typeof current === "string" && /^[a-z0-9][a-z0-9-]*$/i.test(current) ? current : undefined;
}

function requiredSlug(doc: Doc, what: string): string {
  const slug = slugOf(doc.slug);
  if (!slug) throw new BlogContentError(`${what} has no usable slug.`);
  return slug;
}

function optionalSlugged(value: unknown): Slugged | undefined {
  if (!isDoc(value)) return undefined;
  const title = optionalText(value.title);
  const slug = slugOf(value.slug);
  return title && slug ? { title, slug } : undefined;
}

function optionalDate(value: unknown): string | undefined {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** A backslash (read by browsers as a slash) or a control character: never part of a URL we keep. */
export const unsafeUrlCharacters = /[\p{Cc}\\]/u;

function optionalUrl(value: unknown): string | undefined {
  return typeof value === "string" &&
    !unsafeUrlCharacters.test(value) &&
    (/^https:\/\//.test(value) || /^\/(?!\/)/.test(value))
    ? value
    : undefined;
}

function optionalMinutes(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

function body(value: unknown): PortableTextBody {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new BlogContentError("A post body is not a list of blocks.");
  return value.filter((block): block is PortableTextBody[number] => isDoc(block) && typeof block._type === "string");
}

function author(value: unknown): Author | undefined {
  if (!isDoc(value)) return undefined;
  return { name: optionalText(value.name), image: optionalUrl(value.image), role: optionalText(value.role) };
}

export function toCategory(value: unknown): Category {
  if (!isDoc(value)) throw new BlogContentError("A category is not a document.");
  return {
    _id: requiredText(value, "_id", "A category"),
    title: requiredText(value, "title", "A category"),
    slug: requiredSlug(value, "A category"),
  };
}

export function toPostSummary(value: unknown): PostSummary {
  if (!isDoc(value)) throw new BlogContentError("A post is not a document.");
  const category = typeof value.category === "string" ? optionalText(value.category) : optionalSlugged(value.category);
  return {
    _id: requiredText(value, "_id", "A post"),
    title: requiredText(value, "title", "A post"),
    slug: requiredSlug(value, "A post"),
    publishedAt: optionalDate(value.publishedAt),
    excerpt: optionalText(value.excerpt),
    body: body(value.body),
    readingTime: optionalMinutes(value.readingTime),
    words:
      typeof value.words === "number" && Number.isInteger(value.words) && value.words >= 0 ? value.words : undefined,
    category,
    mainImage: optionalUrl(value.mainImage),
    author: author(value.author),
  };
}

export function toPost(value: unknown): Post {
  const summary = toPostSummary(value);
  const doc = value as Doc;
  const tags = Array.isArray(doc.tags) ? doc.tags.map(optionalSlugged).filter((tag) => tag !== undefined) : [];
  return {
    ...summary,
    category: typeof summary.category === "object" ? summary.category : undefined,
    subtitle: optionalText(doc.subtitle),
    tags,
  };
}

export function toList<T>(value: unknown, item: (value: unknown) => T, what: string): T[] {
  if (!Array.isArray(value)) throw new BlogContentError(`The ${what} did not arrive as a list.`);
  return value.map(item);
}
