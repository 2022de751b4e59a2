import { describe, expect, it } from "vitest";
import {
  allCategoriesQuery,
  allPostsQuery,
  blogSlugsQuery,
  categoryPostsQuery,
  feedPostsQuery,
  postBySlugQuery,
  tagPostsQuery,
} from "./queries";
import { bundledDocuments, bundledPostCount, bundledStore } from "./test-store";

type Row = Record<string, unknown> & { publishedAt?: string | null };

const store = bundledStore();
const listFields = [
  "_id",
  "title",
  "slug",
  "publishedAt",
  "excerpt",
  "readingTime",
  "words",
  "category",
  "mainImage",
  "author",
].sort();

function datesAreNewestFirst(rows: Row[]): boolean {
  const dates = rows.map((row) => row.publishedAt ?? "");
  return dates.every((date, i) => i === 0 || (dates[i - 1] ?? "") >= date);
}

describe("the five queries over the bundled dataset", () => {
  const everything = { start: 0, end: 10_000 };
  const page = async (query: string, params: Record<string, string | number> = {}) =>
    ((await store.fetch(query, { ...everything, ...params })) as { total: number; posts: Row[] }).posts;

  it("1: all posts, with the list fields and no body, newest first and undated last", async () => {
    const posts = await page(allPostsQuery);
    expect(posts.length).toBe(bundledPostCount());
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(listFields);
    expect(datesAreNewestFirst(posts)).toBe(true);
    expect(posts.at(-1)?.publishedAt ?? null).toBeNull();
    const first = posts[0]!;
    expect(first.category).toEqual({ title: expect.any(String), slug: { _type: "slug", current: expect.any(String) } });
    expect(first.author).toEqual(expect.objectContaining({ name: expect.any(String), role: expect.any(String) }));
    expect(first.mainImage).toMatch(/^\/media\/blog\/.+\.svg$/);
  });

  it("2: the categories by title", async () => {
    const categories = (await store.fetch(allCategoriesQuery)) as Array<{ title: string }>;
    expect(categories).toHaveLength(4);
    const titles = categories.map((category) => category.title);
    expect(titles).toEqual([...titles].sort());
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(["_id", "slug", "title"]);
  });

  it("3: the posts of one category, newest first", async () => {
    const posts = await page(categoryPostsQuery, { slug: "leave-and-time-off" });
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.category).toMatchObject({ slug: { current: "leave-and-time-off" } });
    expect(datesAreNewestFirst(posts)).toBe(true);
    expect(await page(categoryPostsQuery, { slug: "no-such-category" })).toEqual([]);
  });

  it("4: the posts with one tag, the category as its title only", async () => {
    const posts = await page(tagPostsQuery, { slug: "timesheets" });
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(typeof post.category).toBe("string");
    expect(datesAreNewestFirst(posts)).toBe(true);
    expect(await page(tagPostsQuery, { slug: "no-such-tag" })).toEqual([]);
  });

  it("5: one post by slug, with tags and an author without a role", async () => {
    const post = (await store.fetch(postBySlugQuery, { slug: "how-to-calculate-overtime" })) as Row;
    expect(post.title).toMatch(/overtime/i);
    expect(post.tags).toEqual(
      expect.arrayContaining([{ title: expect.any(String), slug: { _type: "slug", current: expect.any(String) } }]),
    );
    expect(Object.keys(post.author as object).sort()).toEqual(["image", "name"]);
    expect(await store.fetch(postBySlugQuery, { slug: "missing" })).toBeNull();
  });

  it("lists every post, category and tag slug for prerendering, with each list's size", async () => {
    const slugs = (await store.fetch(blogSlugsQuery)) as {
      posts: string[];
      postCount: number;
      categories: Array<{ slug: string; posts: number }>;
      tags: Array<{ slug: string; posts: number }>;
    };
    expect(slugs.posts).toHaveLength(bundledPostCount());
    expect(slugs.postCount).toBe(bundledPostCount());
    expect(slugs.categories).toHaveLength(bundledDocuments("category").length);
    expect(slugs.tags.length).toBeGreaterThanOrEqual(10);
    for (const { slug, posts } of slugs.categories) {
      expect(posts).toBe((await page(categoryPostsQuery, { slug })).length);
    }
    for (const { slug, posts } of slugs.tags) expect(posts).toBe((await page(tagPostsQuery, { slug })).length);
  });

  it("pages a list: its total, and the slice $start to $end", async () => {
    const whole = await page(allPostsQuery);
    const second = (await store.fetch(allPostsQuery, { start: 2, end: 5 })) as { total: number; posts: Row[] };
    expect(second.total).toBe(bundledPostCount());
    expect(second.posts.map((post) => post._id)).toEqual(whole.slice(2, 5).map((post) => post._id));
  });

  it("feeds the newest $limit posts with their whole excerpts, newest first", async () => {
    const feed = (await store.fetch(feedPostsQuery, { limit: 5 })) as Row[];
    expect(feed).toHaveLength(5);
    expect(datesAreNewestFirst(feed)).toBe(true);
    expect(feed.map((post) => post._id)).toEqual((await page(allPostsQuery)).slice(0, 5).map((post) => post._id));
    for (const post of feed) expect(post).not.toHaveProperty("body");
    expect(feed.some((post) => String(post.excerpt).length > 83)).toBe(true);
  });
});
