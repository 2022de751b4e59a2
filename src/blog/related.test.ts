import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadPostScreen } from "./content-store";
import { relatedCandidatesQuery, relatedPostsQuery } from "./queries";
import { rankRelated, relatedCount, relatedParams } from "./related";
import { bundledDocuments, bundledStore, storeOf } from "./test-store";

const tags = ["a", "b", "c", "d"];
const categories = ["x", "y"];

/** A small blog: posts with some of four tags, one of two categories or none, and dates that may tie or be missing. */
const blog = fc
  .array(
    fc.record({
      tags: fc.subarray(tags),
      category: fc.option(fc.constantFrom(...categories), { nil: undefined }),
      day: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 9 },
  )
  .map((posts) => [
    ...tags.map((slug) => ({ _id: `tag-${slug}`, _type: "tag", title: slug, slug: { current: slug } })),
    ...categories.map((slug) => ({ _id: `cat-${slug}`, _type: "category", title: slug, slug: { current: slug } })),
    ...posts.map((post, index) => ({
      _id: `post-${index}`,
      _type: "post",
      title: `Post ${index}`,
      slug: { current: `post-${index}` },
      ...(post.day ? { publishedAt: `2026-01-0${post.day}T00:00:00Z` } : {}),
      ...(post.category ? { category: { _ref: `cat-${post.category}` } } : {}),
      tags: post.tags.map((slug) => ({ _ref: `tag-${slug}` })),
    })),
  ]);

type Doc = { _id: string; _type: string; category?: { _ref: string }; tags?: Array<{ _ref: string }> };

const relatedTo = (post: Doc) => ({
  _id: post._id,
  tags: (post.tags ?? []).map((tag) => tag._ref.replace("tag-", "")),
  category: post.category?._ref.replace("cat-", ""),
});

describe("related reading", () => {
  it("ranks as the related query does, in the bundled store's own engine", async () => {
    await fc.assert(
      fc.asyncProperty(blog, async (documents) => {
        const store = storeOf(documents);
        const candidates = (await store.fetch(relatedCandidatesQuery)) as Parameters<typeof rankRelated>[1];
        for (const post of (documents as Doc[]).filter((doc) => doc._type === "post")) {
          const to = relatedTo(post);
          const queried = (await store.fetch(relatedPostsQuery, relatedParams(to))) as Array<{ _id: string }>;
          expect(rankRelated(to, candidates)).toEqual(queried.map((row) => row._id));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("never lists the post itself, and lists three when the blog has more", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ tags: fc.subarray(tags), day: fc.integer({ min: 1, max: 28 }) }), {
          minLength: 1,
          maxLength: 20,
        }),
        (posts) => {
          const candidates = posts.map((post, index) => ({
            _id: `p${index}`,
            tags: post.tags,
            publishedAt: `2026-02-${String(post.day).padStart(2, "0")}`,
          }));
          const ranked = rankRelated({ _id: "p0", tags: posts[0]!.tags }, candidates);
          expect(ranked).not.toContain("p0");
          expect(ranked).toHaveLength(Math.min(relatedCount, posts.length - 1));
          expect(new Set(ranked).size).toBe(ranked.length);
        },
      ),
    );
  });

  it("puts shared tags before the category, and the category before the newest", () => {
    const candidates = [
      { _id: "newest", publishedAt: "2026-09-01", tags: [], category: "other" },
      { _id: "same-category", publishedAt: "2026-01-01", tags: [], category: "payroll" },
      { _id: "one-tag", publishedAt: "2025-01-01", tags: ["overtime"], category: "other" },
      { _id: "two-tags", publishedAt: "2024-01-01", tags: ["overtime", "rules"], category: "other" },
      { _id: "self", publishedAt: "2026-10-01", tags: ["overtime", "rules"], category: "payroll" },
    ];
    const post = { _id: "self", tags: ["overtime", "rules"], category: "payroll" };
    expect(rankRelated(post, candidates)).toEqual(["two-tags", "one-tag", "same-category"]);
    expect(rankRelated(post, candidates, 4)).toEqual(["two-tags", "one-tag", "same-category", "newest"]);
  });

  it("gives a build's post pages the same related posts as the post's own query", async () => {
    const store = Promise.resolve(bundledStore());
    for (const doc of bundledDocuments("post")) {
      const slug = (doc.slug as { current: string }).current;
      const queried = await loadPostScreen(slug, store, false);
      expect(queried.status === "loaded" && queried.data.related).toHaveLength(relatedCount);
      expect(await loadPostScreen(slug, store, true)).toEqual(queried);
    }
  });
});
