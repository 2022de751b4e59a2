/**
 * The blog's one way to its content: the queries of blog/queries.ts behind
 * typed screen loaders, lists a page at a time. The store is the hosted Sanity
 * project when `SANITY_PROJECT_ID` is set, otherwise the bundled dataset
 * `content/dataset.ndjson`, which holds every document of the site. Failures are logged and come back as the screen's error
 * message, never as an empty list.
 */
import datasetUrl from "../../content/dataset.ndjson?url";
import { siteConfig } from "~/site.config";
import {
  BlogContentError,
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
  feedPostsQuery,
  postBySlugQuery,
  tagPostsQuery,
  type QueryParams,
} from "./queries";
import { feedSize } from "./feed";
import { pageCount, pageSlice } from "./pagination";
import type { ContentStore } from "./store/types";
import { excerptOf, readingMinutes } from "./text";

export type Screen<T> = { status: "loaded"; data: T } | { status: "error"; message: string };

export const blogErrors = {
  list: "Failed to load blog posts or categories.",
  category: "Failed to load posts for this category.",
  tag: "Failed to load posts for this tag.",
  post: "Failed to load post.",
} as const;

let configuredStore: Promise<ContentStore> | undefined;

async function readBundledDataset(): Promise<string> {
  if (import.meta.env.SSR) {
    // Prerendering runs in Node from the project root. `CONTENT_DATASET` points a build at
    // another export (the scale bench's and the paging test's generated blogs): build
    // time only, the app shell in the browser always reads the bundled file.
    const [{ readFile }, { datasetFile }] = await Promise.all([
      import("node:fs/promises"),
      import("~/store/documents"),
    ]);
    return readFile(datasetFile(), "utf8");
  }
  const response = await fetch(datasetUrl);
  if (!response.ok) throw new Error(`The bundled blog dataset answered ${response.status}.`);
  return response.text();
}

let draftFile: { version: string; store: Promise<ContentStore> } | undefined;

/**
 * The draft preview's store: drafts over published documents, so an edit shows on the next
 * reload. The hosted one is read with the viewer token, which only the preview's server
 * process holds; a local dataset is read again whenever its file changed.
 */
async function draftStore(): Promise<ContentStore> {
  if (siteConfig.sanity.projectId) {
    const token = (process.env.SANITY_READ_TOKEN ?? "").trim();
    const { createHostedStore } = await import("./store/hosted");
    return createHostedStore({ ...siteConfig.sanity, drafts: { token } });
  }
  const [{ stat }, { datasetFile }] = await Promise.all([import("node:fs/promises"), import("~/store/documents")]);
  const { mtimeMs, size } = await stat(datasetFile());
  const version = `${mtimeMs}:${size}`;
  if (draftFile?.version !== version) {
    const { createLocalStore } = await import("./store/local");
    draftFile = { version, store: Promise.resolve(createLocalStore(readBundledDataset, "drafts")) };
  }
  return draftFile.store;
}

/** The store this build is configured for; tests pass their own to the loaders. */
export function contentStore(): Promise<ContentStore> {
  if (siteConfig.isDraftPreview && import.meta.env.SSR) return draftStore();
  configuredStore ??= siteConfig.sanity.projectId
    ? import("./store/hosted").then(({ createHostedStore }) => createHostedStore(siteConfig.sanity))
    : import("./store/local").then(({ createLocalStore }) => createLocalStore(readBundledDataset));
  return configuredStore;
}

function listed(value: unknown): ListedPost {
  const { body, excerpt, words, readingTime, ...post } = toPostSummary(value);
  return { ...post, excerpt: excerptOf({ excerpt, body }), readingTime: readingMinutes({ readingTime, words }) };
}

async function screen<T>(message: string, load: () => Promise<T>): Promise<Screen<T>> {
  try {
    return { status: "loaded", data: await load() };
  } catch (error) {
    console.error(message, error);
    return { status: "error", message };
  }
}

/** One page of a list (docs/product.md#blog). A page past the end loads with no posts; the screen says so. */
export interface ListPage {
  posts: ListedPost[];
  page: number;
  pageCount: number;
}

/** The bound that reads a list whole: more posts than any blog will hold. */
const wholeList = 1_000_000;
const wholeLists = new WeakMap<ContentStore, Map<string, Promise<unknown>>>();

/**
 * One page of a list, as the list query answers it. A build writes every page of
 * every list: there (`whole`) each list is read once, lean rows without bodies,
 * and its pages are sliced from it, one query a list instead of one a page. In the
 * browser, in development and in tests each page is its own query.
 */
export async function fetchListPage(
  client: ContentStore,
  query: string,
  params: QueryParams,
  page: number,
  whole: boolean = import.meta.env.SSR && import.meta.env.PROD,
): Promise<unknown> {
  const slice = pageSlice(page);
  if (!whole) return client.fetch(query, { ...params, ...slice });
  const lists = wholeLists.get(client) ?? new Map<string, Promise<unknown>>();
  wholeLists.set(client, lists);
  const key = JSON.stringify([query, params]);
  let list = lists.get(key);
  if (!list) {
    list = client.fetch(query, { ...params, start: 0, end: wholeList });
    lists.set(key, list);
    // A failed read is not kept: the next page tries again.
    list.catch(() => lists.delete(key));
  }
  const result = (await list) as { total?: unknown; posts?: unknown } | null;
  return {
    total: result?.total,
    posts: Array.isArray(result?.posts) ? result.posts.slice(slice.start, slice.end) : result?.posts,
  };
}

async function loadListPage(client: ContentStore, query: string, params: QueryParams, page: number): Promise<ListPage> {
  const result = await fetchListPage(client, query, params, page);
  const total = (result as { total?: unknown } | null)?.total;
  if (typeof total !== "number") throw new BlogContentError("A list page arrived without its post count.");
  return { posts: toList((result as { posts?: unknown }).posts, listed, "posts"), page, pageCount: pageCount(total) };
}

export interface BlogIndexData extends ListPage {
  categories: Category[];
}

export function loadBlogIndex(page = 1, store: Promise<ContentStore> = contentStore()): Promise<Screen<BlogIndexData>> {
  return screen(blogErrors.list, async () => {
    const client = await store;
    const [list, categories] = await Promise.all([
      loadListPage(client, allPostsQuery, {}, page),
      client.fetch(allCategoriesQuery),
    ]);
    return { ...list, categories: toList(categories, toCategory, "categories") };
  });
}

export interface CategoryScreenData extends BlogIndexData {
  slug: string;
  /** The matching category's title, else the slug made readable. */
  category?: Category;
}

export function loadCategoryScreen(
  slug: string,
  page = 1,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<CategoryScreenData>> {
  return screen(blogErrors.category, async () => {
    const client = await store;
    const [list, categories] = await Promise.all([
      loadListPage(client, categoryPostsQuery, { slug }, page),
      client.fetch(allCategoriesQuery),
    ]);
    const all = toList(categories, toCategory, "categories");
    return { ...list, slug, categories: all, category: all.find((category) => category.slug === slug) };
  });
}

export interface TagScreenData extends ListPage {
  slug: string;
}

export function loadTagScreen(
  slug: string,
  page = 1,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<TagScreenData>> {
  return screen(blogErrors.tag, async () => ({
    ...(await loadListPage(await store, tagPostsQuery, { slug }, page)),
    slug,
  }));
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
  return Array.isArray(value) ? value.filter((slug): slug is string => isSlug(slug)) : [];
}

function isSlug(value: unknown): value is string {
  return typeof value === "string" && /^[a-z0-9][a-z0-9-]*$/i.test(value);
}

/** A category's or tag's slug and how many posts its list has. */
export interface ListSize {
  slug: string;
  posts: number;
}

function listSizes(value: unknown): ListSize[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: { slug?: unknown; posts?: unknown } | null) =>
    isSlug(item?.slug) && typeof item.posts === "number" ? [{ slug: item.slug, posts: item.posts }] : [],
  );
}

/** Every post slug, and every category and tag with its list's size: the blog pages the build writes. */
export async function blogSlugs(
  store: Promise<ContentStore> = contentStore(),
): Promise<{ posts: string[]; postCount: number; categories: ListSize[]; tags: ListSize[] }> {
  const result = (await (await store).fetch(blogSlugsQuery)) as Record<string, unknown> | null;
  return {
    posts: slugList(result?.posts),
    postCount: typeof result?.postCount === "number" ? result.postCount : 0,
    categories: listSizes(result?.categories),
    tags: listSizes(result?.tags),
  };
}

/** The newest posts for the RSS feed, newest first. A failure fails the build: a feed is never silently empty. */
export async function feedPosts(store: Promise<ContentStore> = contentStore()): Promise<PostSummary[]> {
  return toList(await (await store).fetch(feedPostsQuery, { limit: feedSize }), toPostSummary, "posts");
}
