import { describe, expect, it } from "vitest";
import { feedPosts } from "./content-store";
import { feedItems, feedSize } from "./feed";
import { storeOf } from "./test-store";

const longExcerpt =
  "A whole excerpt that runs well past the eighty characters a list row shows, as feed readers expect.";

const posts = Array.from({ length: 30 }, (_, index) => ({
  _id: `p${index}`,
  _type: "post",
  title: `Post ${index}`,
  slug: { current: `post-${index}` },
  publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  excerpt: index === 29 ? longExcerpt : undefined,
  body: [{ _type: "block", children: [{ _type: "span", text: `The body of post ${index}.` }] }],
}));

describe("the RSS feed", () => {
  it("carries the newest 20 posts, newest first, each with its whole excerpt", async () => {
    const items = feedItems(await feedPosts(Promise.resolve(storeOf(posts))), (path) => `https://tallyday.app${path}`);
    expect(feedSize).toBe(20);
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, index) => `Post ${29 - index}`));
    expect(items[0]).toMatchObject({ description: longExcerpt, link: "https://tallyday.app/blog/post-29" });
    expect(items[1]?.description).toBe("The body of post 28.");
    const dates = items.map((item) => item.pubDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("never lists more than 20, whatever it is given", () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      _id: `${index}`,
      title: "T",
      slug: `s${index}`,
      body: [],
    }));
    expect(feedItems(many, (path) => path)).toHaveLength(20);
  });
});
