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
  postsInFullQuery,
  relatedCandidatesQuery,
  relatedPostsQuery,
  tagPostsQuery,
  type QueryParams,
} from "./queries";
import { rankRelated, relatedParams, type RelatedCandidate } from "./related";
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

/**
 * Whether this is a build, which writes every page of the blog at once: there
 * each list, the categories and the posts are read from the store once and each
 * page is served from that read (docs/decisions/content-store.md). In the
 * browser, in development and in tests each screen sends its own query.
 */
const buildTime = (): boolean => import.meta.env.SSR && import.meta.env.PROD;

const onceReads = new WeakMap<ContentStore, Map<string, Promise<unknown>>>();

/** A query's result, fetched once per store and kept: for a build, where the store does not change. */
export function readOnce<T = unknown>(client: ContentStore, key: string, read: () => Promise<T>): Promise<T> {
  const reads = onceReads.get(client) ?? new Map<string, Promise<unknown>>();
  onceReads.set(client, reads);
  let result = reads.get(key) as Promise<T> | undefined;
  if (!result) {
    result = read();
    reads.set(key, result);
    // A failed read is not kept: the next page tries again.
    result.catch(() => reads.delete(key));
  }
  return result;
}

const fetchOnce = (client: ContentStore, query: string, params: QueryParams = {}) =>
  readOnce(client, JSON.stringify([query, params]), () => client.fetch(query, params));

/** The bound that reads a list whole: more posts than any blog will hold. */
const wholeList = 1_000_000;

/** A list query's answer for the whole list, once. */
const readWholeList = (client: ContentStore, query: string, params: QueryParams) =>
  readOnce(client, JSON.stringify([query, params]), () =>
    client.fetch(query, { ...params, start: 0, end: wholeList }),
  ) as Promise<{ total?: unknown; posts?: unknown } | null>;

/**
 * One page of a list, as the list query answers it. A build writes every page of
 * every list: there (`whole`) each list is read once, lean rows without bodies,
 * and its pages are sliced from it, one query a list instead of one a page.
 */
export async function fetchListPage(
  client: ContentStore,
  query: string,
  params: QueryParams,
  page: number,
  whole: boolean = buildTime(),
): Promise<unknown> {
  const slice = pageSlice(page);
  if (!whole) return client.fetch(query, { ...params, ...slice });
  const result = await readWholeList(client, query, params);
  return {
    total: result?.total,
    posts: Array.isArray(result?.posts) ? result.posts.slice(slice.start, slice.end) : result?.posts,
  };
}

/** The categories, by title: once for a whole build. */
const fetchCategories = (client: ContentStore) =>
  buildTime() ? fetchOnce(client, allCategoriesQuery) : client.fetch(allCategoriesQuery);

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
      fetchCategories(client),
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
      fetchCategories(client),
    ]);
    const all = toList(categories, toCategory, "categories");
    return { ...list, slug, categories: all, category: all.find((category) => category.slug === slug) };
  });
}

export interface TagScreenData extends ListPage {
  slug: string;
  /** For the search field: what an empty search offers. */
  categories: Category[];
}

export function loadTagScreen(
  slug: string,
  page = 1,
  store: Promise<ContentStore> = contentStore(),
): Promise<Screen<TagScreenData>> {
  return screen(blogErrors.tag, async () => {
    const client = await store;
    const [list, categories] = await Promise.all([
      loadListPage(client, tagPostsQuery, { slug }, page),
      fetchCategories(client),
    ]);
    return { ...list, slug, categories: toList(categories, toCategory, "categories") };
  });
}

/** The search page's categories, for its filter and for what an empty search offers. */
export function loadSearchScreen(store: Promise<ContentStore> = contentStore()): Promise<Screen<Category[]>> {
  return screen(blogErrors.list, async () => toList(await fetchCategories(await store), toCategory, "categories"));
}

export interface PostScreenData {
  slug: string;
  /** Null when no post has this slug: the screen says `Post not found.` */
  post: Post | null;
  /** What to read next (blog/related.ts): none when there is no post. */
  related: ListedPost[];
}

/** How many posts a build reads at a time when it reads them all in full. */
const postsPerRead = 500;

/** Every post in full, by slug, read a few hundred at a time: once for a whole build. */
function postsBySlug(client: ContentStore): Promise<Map<string, unknown>> {
  return readOnce(client, "posts in full", async () => {
    const posts = new Map<string, unknown>();
    for (let after = ""; ;) {
      const read = await client.fetch(postsInFullQuery, { after, size: postsPerRead });
      const rows = toList(read, (row) => row as { _id?: unknown; slug?: { current?: unknown } }, "posts");
      for (const row of rows) if (typeof row.slug?.current === "string") posts.set(row.slug.current, row);
      if (rows.length < postsPerRead) return posts;
      after = String(rows.at(-1)!._id);
    }
  });
}

/** The posts to read after `post`: by the related query, or for a build ranked from one read of every post. */
async function relatedPosts(client: ContentStore, post: Post, whole: boolean): Promise<ListedPost[]> {
  const to = { _id: post._id, tags: post.tags.map((tag) => tag.slug), category: post.category?.slug };
  if (!whole) return toList(await client.fetch(relatedPostsQuery, relatedParams(to)), listed, "related posts");
  const [candidates, everyPost] = await Promise.all([
    fetchOnce(client, relatedCandidatesQuery),
    readOnce(client, "every post, listed, by id", async () => {
      const list = await readWholeList(client, allPostsQuery, {});
      return new Map(toList(list?.posts, listed, "posts").map((row) => [row._id, row]));
    }),
  ]);
  const ids = rankRelated(
    to,
    toList(candidates, (row) => row as RelatedCandidate, "related posts"),
  );
  return ids.flatMap((id) => everyPost.get(id) ?? []);
}

export function loadPostScreen(
  slug: string,
  store: Promise<ContentStore> = contentStore(),
  whole: boolean = buildTime(),
): Promise<Screen<PostScreenData>> {
  return screen(blogErrors.post, async () => {
    const client = await store;
    const result = whole
      ? ((await postsBySlug(client)).get(slug) ?? null)
      : await client.fetch(postBySlugQuery, { slug });
    const post = result == null ? null : toPost(result);
    return { slug, post, related: post ? await relatedPosts(client, post, whole) : [] };
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
  // In a build each route's getStaticPaths asks: one read serves them all.
  const client = await store;
  const result = (await (buildTime() ? fetchOnce(client, blogSlugsQuery) : client.fetch(blogSlugsQuery))) as Record<
    string,
    unknown
  > | null;
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
