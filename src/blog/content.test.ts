import { describe, expect, it } from "vitest";
import { loadBlogIndex, loadPostScreen, loadTagScreen } from "./content-store";
import { BlogContentError, toPost, toPostSummary } from "./content";
import { bundledPostCount, bundledStore, storeOf } from "./test-store";

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
  it("load the list with display-ready excerpts and no bodies", async () => {
    const screen = await loadBlogIndex(Promise.resolve(bundledStore()));
    expect(screen.status).toBe("loaded");
    if (screen.status !== "loaded") return;
    expect(screen.data.posts).toHaveLength(bundledPostCount());
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
      const screen = await loadTagScreen("x", Promise.resolve(storeOf([{ _type: "post", slug: { current: "x" } }])));
      expect(screen).toEqual({ status: "loaded", data: { slug: "x", posts: [] } });
      const broken = await loadBlogIndex(
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
    expect(missing).toEqual({ status: "loaded", data: { slug: "nope", post: null } });
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
