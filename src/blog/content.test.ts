import { describe, expect, it } from "vitest";
import { fetchListPage, loadBlogIndex, loadCategoryScreen, loadPostScreen, loadTagScreen } from "./content-store";
import { allPostsQuery, tagPostsQuery } from "./queries";
import { BlogContentError, toPost, toPostSummary } from "./content";
import { bundledDocuments, bundledPostCount, bundledStore, storeOf } from "./test-store";
import { excerptOf, plainText } from "./text";

const post = {
  _id: "p1",
  title: "A post",
  slug: { current: "a-post" },
  body: [{ _type: "block", children: [{ _type: "span", text: "Hello" }] }],
};

describe("content is checked where it enters", () => {
  it("accepts a post with only the required fields", () => {
    expect(toPostSummary(post)).toMatchObject({ _id: "p1", title: "A post", slug: "a-post" });
  });

  it.each([
    ["no title", { ...post, title: undefined }],
    ["a blank title", { ...post, title: "  " }],
    ["no slug", { ...post, slug: undefined }],
    ["a slug with a path in it", { ...post, slug: { current: "../etc" } }],
    ["no id", { ...post, _id: undefined }],
    ["a body that is not a list", { ...post, body: "text" }],
  ])("rejects a post with %s", (_, value) => {
    expect(() => toPostSummary(value)).toThrow(BlogContentError);
  });

  it("drops unsafe and malformed optional fields instead of showing them", () => {
    const summary = toPostSummary({
      ...post,
      mainImage: "javascript:alert(1)",
      publishedAt: "not a date",
      readingTime: -3,
      author: { name: "Ana", image: "data:image/svg+xml,<svg/>" },
    });
    expect(summary.mainImage).toBeUndefined();
    expect(summary.publishedAt).toBeUndefined();
    expect(summary.readingTime).toBeUndefined();
    expect(summary.author).toEqual({ name: "Ana", image: undefined, role: undefined });
  });

  it.each(["/\\evil.example/cover.png", "https://cdn.example.com/a\\b.png", "/media/a\n.png", "/media/\u0000.png"])(
    "drops an image URL holding a backslash or a control character: %j",
    (url) => {
      const summary = toPostSummary({ ...post, mainImage: url, author: { name: "Ana", image: url } });
      expect(summary.mainImage).toBeUndefined();
      expect(summary.author?.image).toBeUndefined();
    },
  );

  it("keeps a 300-character title whole", () => {
    const title = "Long ".repeat(60);
    expect(toPost({ ...post, title }).title).toBe(title);
  });

  it("drops tags that have no title or slug", () => {
    const result = toPost({ ...post, tags: [{ title: "Ok", slug: { current: "ok" } }, { title: "No slug" }, null] });
    expect(result.tags).toEqual([{ title: "Ok", slug: "ok" }]);
  });
});

describe("screen loaders", () => {
  it("load the list's first page with display-ready excerpts and no bodies", async () => {
    const screen = await loadBlogIndex(1, Promise.resolve(bundledStore()));
    expect(screen.status).toBe("loaded");
    if (screen.status !== "loaded") return;
    expect(screen.data.posts).toHaveLength(Math.min(12, bundledPostCount()));
    expect(screen.data.pageCount).toBe(Math.ceil(bundledPostCount() / 12));
    for (const item of screen.data.posts) {
      expect(item).not.toHaveProperty("body");
      expect(item.excerpt.length).toBeLessThanOrEqual(83);
      expect(item.readingTime).toBeGreaterThan(0);
    }
  });

  it("show the error state, not an empty list, when a document is malformed", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const screen = await loadTagScreen("x", 1, Promise.resolve(storeOf([{ _type: "post", slug: { current: "x" } }])));
      expect(screen).toEqual({
        status: "loaded",
        data: { slug: "x", posts: [], page: 1, pageCount: 1, categories: [] },
      });
      const broken = await loadBlogIndex(
        1,
        Promise.resolve(storeOf([{ _id: "p", _type: "post", slug: { current: "p" } }])),
      );
      expect(broken).toEqual({ status: "error", message: "Failed to load blog posts or categories." });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it("say a missing post is missing, and a failing store fails", async () => {
    const missing = await loadPostScreen("nope", Promise.resolve(bundledStore()));
    expect(missing).toEqual({ status: "loaded", data: { slug: "nope", post: null, related: [] } });
    const original = console.error;
    console.error = () => {};
    try {
      const failing = await loadPostScreen("x", Promise.resolve({ fetch: () => Promise.reject(new Error("down")) }));
      expect(failing).toEqual({ status: "error", message: "Failed to load post." });
    } finally {
      console.error = original;
    }
  });
});

const block = (text: string) => ({ _type: "block", children: [{ _type: "span", text }] });
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("list rows without bodies", () => {
  const store = () =>
    Promise.resolve(
      storeOf([
        {
          _id: "stored",
          _type: "post",
          title: "Stored excerpt",
          slug: { current: "stored" },
          publishedAt: "2026-03-02T09:00:00Z",
          excerpt: "The excerpt the editor wrote.",
          body: [block("The body's own first paragraph, which must not show.")],
        },
        {
          _id: "derived",
          _type: "post",
          title: "From the body",
          slug: { current: "derived" },
          publishedAt: "2026-03-01T09:00:00Z",
          body: [{ _type: "image" }, block(""), block(`${"x".repeat(90)} tail`), block("Second paragraph.")],
        },
      ]),
    );

  it("show the editor's excerpt over the body's first text", async () => {
    const screen = await loadBlogIndex(1, store());
    expect(screen.status === "loaded" && screen.data.posts.map((post) => post.excerpt)).toEqual([
      "The excerpt the editor wrote.",
      `${"x".repeat(80)}...`,
    ]);
  });

  it("show the same excerpt as the body's first text would give, for every bundled post", async () => {
    const expected = new Map(
      bundledDocuments("post").map((doc) => [doc._id, excerptOf(toPostSummary({ ...doc, slug: doc.slug }))]),
    );
    const screen = await loadBlogIndex(1, Promise.resolve(bundledStore()));
    expect(screen.status).toBe("loaded");
    for (const post of screen.status === "loaded" ? screen.data.posts : []) {
      expect(post.excerpt).toBe(expected.get(post._id));
    }
  });

  it("estimate reading time from the store's word count, rounded to the nearest minute", async () => {
    const post = (id: string, count: number) => ({
      _id: id,
      _type: "post",
      title: id,
      slug: { current: id },
      publishedAt: `2026-01-0${count % 9}T00:00:00Z`,
      body: [block(words(Math.floor(count / 2))), { _type: "image" }, block(words(Math.ceil(count / 2)))],
    });
    const index = await loadBlogIndex(1, Promise.resolve(storeOf([post("a", 250), post("b", 330), post("c", 10)])));
    const minutes = Object.fromEntries(
      (index.status === "loaded" ? index.data.posts : []).map((row) => [row.slug, row.readingTime]),
    );
    // 250 words are 1.14 minutes: 1, not 2. 330 are 1.5: 2. Ten words still read as 1.
    expect(minutes).toEqual({ a: 1, b: 2, c: 1 });
    const page = await loadPostScreen("a", Promise.resolve(storeOf([post("a", 250)])));
    expect(page.status === "loaded" && page.data.post?.words).toBe(250);
    expect(
      plainText(page.status === "loaded" ? (page.data.post?.body ?? []) : [])
        .join(" ")
        .split(" "),
    ).toHaveLength(250);
  });

  it("page the list: page 2 holds the 13th post on, a page past the end holds none", async () => {
    const posts = Array.from({ length: 13 }, (_, index) => ({
      _id: `p${index}`,
      _type: "post",
      title: `Post ${index}`,
      slug: { current: `post-${index}` },
      publishedAt: `2026-01-${String(index + 1).padStart(2, "0")}T00:00:00Z`,
      category: { _ref: "c" },
    }));
    const all = Promise.resolve(
      storeOf([...posts, { _id: "c", _type: "category", title: "C", slug: { current: "c" } }]),
    );
    const second = await loadCategoryScreen("c", 2, all);
    expect(second.status === "loaded" && second.data.posts.map((post) => post.slug)).toEqual(["post-0"]);
    expect(second.status === "loaded" && second.data.pageCount).toBe(2);
    const beyond = await loadBlogIndex(3, all);
    expect(beyond.status === "loaded" && beyond.data).toMatchObject({ posts: [], page: 3, pageCount: 2 });
  });
});

describe("a build's list pages", () => {
  it("are the same whether each page is a query or the list is read once and sliced", async () => {
    const store = bundledStore();
    let queries = 0;
    const counted = {
      fetch: (query: string, params?: Record<string, string | number>) => (queries++, store.fetch(query, params)),
    };
    for (const [query, params] of [
      [allPostsQuery, {}],
      [tagPostsQuery, { slug: "managers" }],
    ] as const) {
      for (const page of [1, 2, 3]) {
        expect(await fetchListPage(counted, query, params, page, true)).toEqual(
          await fetchListPage(store, query, params, page, false),
        );
      }
    }
    // One query a list, not one a page.
    expect(queries).toBe(2);
  });
});
