import { describe, expect, it } from "vitest";
import {
  allCategoriesQuery,
  allPostsQuery,
  blogSlugsQuery,
  categoryPostsQuery,
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
  "body",
  "readingTime",
  "category",
  "mainImage",
  "author",
].sort();

function datesAreNewestFirst(rows: Row[]): boolean {
  const dates = rows.map((row) => row.publishedAt ?? "");
  return dates.every((date, i) => i === 0 || (dates[i - 1] ?? "") >= date);
}

describe("the five queries over the bundled dataset", () => {
  it("1: all posts, with the list fields, newest first and undated last", async () => {
    const posts = (await store.fetch(allPostsQuery)) as Row[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
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
    const posts = (await store.fetch(categoryPostsQuery, { slug: "leave-and-time-off" })) as Row[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.category).toMatchObject({ slug: { current: "leave-and-time-off" } });
    expect(datesAreNewestFirst(posts)).toBe(true);
    expect(await store.fetch(categoryPostsQuery, { slug: "no-such-category" })).toEqual([]);
  });

  it("4: the posts with one tag, the category as its title only", async () => {
    const posts = (await store.fetch(tagPostsQuery, { slug: "timesheets" })) as Row[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(typeof post.category).toBe("string");
    expect(datesAreNewestFirst(posts)).toBe(true);
    expect(await store.fetch(tagPostsQuery, { slug: "no-such-tag" })).toEqual([]);
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

  it("lists every post, category and tag slug for prerendering", async () => {
    const slugs = (await store.fetch(blogSlugsQuery)) as Record<string, string[]>;
    expect(slugs.posts).toHaveLength(bundledPostCount());
    expect(slugs.categories).toHaveLength(bundledDocuments("category").length);
    expect(slugs.tags!.length).toBeGreaterThanOrEqual(10);
  });
});
