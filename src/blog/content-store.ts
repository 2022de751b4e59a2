/**
 * The blog's one way to its content: the five queries behind typed screen
 * loaders. The store is the hosted Sanity project when `SANITY_PROJECT_ID` is
 * set, otherwise the bundled dataset in `content/blog/`. Failures are logged
 * and come back as the screen's error message, never as an empty list.
 */
import datasetUrl from "../../content/blog/dataset.ndjson?url";
import { siteConfig } from "~/site.config";
import {
  toCategory,
  toList,
  toPost,
  toPostSummary,
  type Category,
  type ListedPost,
  type Post,
  type PostSummary,
} from "./content";
import {
  allCategoriesQuery,
  allPostsQuery,
  blogSlugsQuery,
  categoryPostsQuery,
  postBySlugQuery,
  tagPostsQuery,
} from "./queries";
import type { ContentStore } from "./store/types";
import { excerptOf, readingMinutes } from "./text";

export type Screen<T> = { status: "loaded"; data: T } | { status: "error"; message: string };

export const blogErrors = {
  list: "Failed to load blog posts or categories.",
  category: "Failed to load posts for this category.",
  tag: "Failed to load posts for this tag.",
  post: "Failed to load post.",
} as const;

/** The bundled dataset, relative to the project root. */
export const bundledDatasetPath = "content/blog/dataset.ndjson";

let configuredStore: Promise<ContentStore> | undefined;

async function readBundledDataset(): Promise<string> {
  if (import.meta.env.SSR) {
    // Prerendering runs in Node from the project root.
    const [{ readFile }, { join }] = await Promise.all([import("node:fs/promises"), import("node:path")]);
    return readFile(join(process.cwd(), bundledDatasetPath), "utf8");
  }
  const response = await fetch(datasetUrl);
  if (!response.ok) throw new Error(`The bundled blog dataset answered ${response.status}.`);
  return response.text();
}

/** The store this build is configured for; tests pass their own to the loaders. */
export function contentStore(): Promise<ContentStore> {
  configuredStore ??= siteConfig.sanity.projectId
    ? import("./store/hosted").then(({ createHostedStore }) => createHostedStore(siteConfig.sanity))
    : import("./store/local").then(({ createLocalStore }) => createLocalStore(readBundledDataset));
  return configuredStore;
}

function listed(value: unknown): ListedPost {
  const { body, ...post } = toPostSummary(value);
  return { ...post, excerpt: excerptOf({ ...post, body }), readingTime: readingMinutes({ ...post, body }) };
}

async function screen<T>(message: string, load: () => Promise<T>): Promise<Screen<T>> {
  try {
    return { status: "loaded", data: await load() };
  } catch (error) {
    console.error(message, error);
    return { status: "error", message };
  }
}

export interface BlogIndexData {
  posts: ListedPost[];
  categories: Category[];
}

export function loadBlogIndex(store: Promise<ContentStore> = contentStore()): Promise<Screen<BlogIndexData>> {
  return screen(blogErrors.list, async () => {
    const client = await store;
    const [posts, categories] = await Promise.all([client.fetch(allPostsQuery), client.fetch(allCategoriesQuery)]);
    return {
      posts: toList(posts, listed, "posts"),
      categories: toList(categories, toCategory, "categories"),
    };
  });
}

export interface CategoryScreenData extends BlogIndexData {
  slug: string;
  /** The matching category's title, else the slug made readable. */
  category?: Category;
}

export function loadCategoryScreen(
  slug: string,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<CategoryScreenData>> {
  return screen(blogErrors.category, async () => {
    const client = await store;
    const [posts, categories] = await Promise.all([
      client.fetch(categoryPostsQuery, { slug }),
      client.fetch(allCategoriesQuery),
    ]);
    const all = toList(categories, toCategory, "categories");
    return {
      slug,
      posts: toList(posts, listed, "posts"),
      categories: all,
      category: all.find((category) => category.slug === slug),
    };
  });
}

export interface TagScreenData {
  slug: string;
  posts: ListedPost[];
}

export function loadTagScreen(
  slug: string,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<TagScreenData>> {
  return screen(blogErrors.tag, async () => {
    const client = await store;
    return { slug, posts: toList(await client.fetch(tagPostsQuery, { slug }), listed, "posts") };
  });
}

export interface PostScreenData {
  slug: string;
  /** Null when no post has this slug: the screen says `Post not found.` */
  post: Post | null;
}

export function loadPostScreen(
  slug: string,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<PostScreenData>> {
  return screen(blogErrors.post, async () => {
    const result = await (await store).fetch(postBySlugQuery, { slug });
    return { slug, post: result == null ? null : toPost(result) };
  });
}

function slugList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((slug): slug is string => typeof slug === "string" && /^[a-z0-9][a-z0-9-]*$/i.test(slug))
    : [];
}

/** Every post, category and tag slug in the store: the blog pages the build writes. */
export async function blogSlugs(
  store: Promise<ContentStore> = contentStore(),
): Promise<{ posts: string[]; categories: string[]; tags: string[] }> {
  const result = (await (await store).fetch(blogSlugsQuery)) as Record<string, unknown> | null;
  return {
    posts: slugList(result?.posts),
    categories: slugList(result?.categories),
    tags: slugList(result?.tags),
  };
}

/** Every post, newest first, for the RSS feed. A failure fails the build: a feed is never silently empty. */
export async function allPosts(store: Promise<ContentStore> = contentStore()): Promise<PostSummary[]> {
  return toList(await (await store).fetch(allPostsQuery), toPostSummary, "posts");
}
