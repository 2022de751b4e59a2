import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthorAvatar, PostRow } from "./blog-ui";
import type { ListedPost, Post } from "./content";
import { PostView } from "./post-view";
import { BlogIndexScreen, emptyBlogText } from "./screens";
import { coverPalette, coverPalettes, initialsOf } from "./text";

const listed: ListedPost = {
  _id: "p1",
  title: "Rounding time fairly",
  slug: "rounding-time-fairly",
  excerpt: "Why rounding rules matter.",
  readingTime: 4,
  category: { title: "Payroll and compliance", slug: "payroll-and-compliance" },
  author: { name: "Ana Ruiz" },
};

describe("a post without a cover", () => {
  it("shows a drawn placeholder in its list row, never an image or a broken-image box", () => {
    const html = renderToStaticMarkup(<PostRow post={listed} />);
    expect(html).toContain("data-cover-placeholder");
    expect(html).toContain(coverPalette("payroll-and-compliance").ground);
    expect(html).not.toContain("<img");
  });

  it("shows no picture at all on its own page", () => {
    const post: Post = { ...listed, body: [], tags: [], category: { title: "Payroll", slug: "payroll" } };
    const html = renderToStaticMarkup(<PostView post={post} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("data-cover-placeholder");
    expect(html).not.toContain("aspect-video");
  });
});

describe("an author without a portrait", () => {
  it("shows initials", () => {
    const html = renderToStaticMarkup(<AuthorAvatar author={{ name: "Ana Ruiz" }} size={40} />);
    expect(html).toContain(">AR</span>");
    expect(html).not.toContain("<img");
  });

  it.each([
    ["Ana Ruiz", "AR"],
    ["ana maria ruiz", "AR"],
    ["Priya", "P"],
    ["  ", "A"],
    [undefined, "A"],
    ["Émile Zola", "ÉZ"],
  ])("%j is %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("the blog with no posts", () => {
  it("says so in the spec's words, under the tab bar", () => {
    const html = renderToStaticMarkup(
      <BlogIndexScreen screen={{ status: "loaded", data: { posts: [], categories: [] } }} />,
    );
    expect(html).toContain(emptyBlogText);
    expect(html).toContain('aria-label="Blog categories"');
  });
});

describe("cover colours", () => {
  it("keep one palette per category", () => {
    expect(coverPalette("remote-work")).toBe(coverPalette("remote-work"));
    expect(coverPalettes).toContain(coverPalette(undefined));
  });
});
