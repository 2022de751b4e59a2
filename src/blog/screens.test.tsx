import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogCopy } from "~/blog/copy";
import { AuthorAvatar } from "./author-avatar";
import { Pager } from "./pager";
import { PostRow } from "./post-list";
import type { ListedPost, Post } from "./content";
import { PostView } from "./post-view";
import { BlogIndexScreen, emptyBlogText } from "./screens";
import { coverPalette, coverPalettes, initialsOf } from "./text";
import { blogIntroOf } from "./intro";
import { bundledContent } from "~/store/test-content";

const intro = blogIntroOf((await bundledContent()).pages.find((page) => page.path === "/blog"));

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
    const html = renderToStaticMarkup(<PostView post={post} related={[listed]} />);
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
      <BlogIndexScreen
        intro={intro}
        screen={{ status: "loaded", data: { posts: [], categories: [], page: 1, pageCount: 1 } }}
      />,
    );
    expect(html).toContain(emptyBlogText);
    expect(html).toContain('aria-label="Blog categories"');
    expect(html).not.toContain('aria-label="Pagination"');
  });
});

describe("a list's pager", () => {
  const pager = (page: number, pageCount: number) =>
    renderToStaticMarkup(<Pager listPath="/blog/category/payroll" page={page} pageCount={pageCount} />);
  const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>/g)].map((match) => match[0]);

  it("on page 1: no Previous, the numbers, Next to page 2", () => {
    const html = pager(1, 3);
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html).not.toContain("Previous");
    expect(links(html).find((link) => link.includes('rel="next"'))).toContain('href="/blog/category/payroll/page/2"');
    expect(links(html).find((link) => link.includes('aria-current="page"'))).toContain('href="/blog/category/payroll"');
  });

  it("on the last page: Previous, no Next", () => {
    const html = pager(3, 3);
    expect(html).not.toContain('rel="next"');
    expect(links(html).find((link) => link.includes('rel="prev"'))).toContain('href="/blog/category/payroll/page/2"');
    expect(links(html).find((link) => link.includes('aria-current="page"'))).toContain("/page/3");
  });

  it("is not there for a list of one page", () => {
    expect(pager(1, 1)).toBe("");
  });

  it("a later page keeps the tab bar, and a page past the end says so", () => {
    const data = { posts: [listed], categories: [], page: 2, pageCount: 2 };
    const html = renderToStaticMarkup(<BlogIndexScreen intro={intro} page={2} screen={{ status: "loaded", data }} />);
    expect(html).toContain('aria-label="Blog categories"');
    expect(html).toContain('aria-label="Pagination"');
    const beyond = renderToStaticMarkup(
      <BlogIndexScreen intro={intro} page={9} screen={{ status: "loaded", data: { ...data, posts: [], page: 9 } }} />,
    );
    expect(beyond).toContain(blogCopy.pastTheEnd.heading);
    expect(beyond).not.toContain(emptyBlogText);
  });
});

describe("hosted pictures", () => {
  it("give a cover a srcset from the image service and an avatar a 2x source", () => {
    const hosted = "https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a-2400x1350.jpg";
    const row = renderToStaticMarkup(<PostRow post={{ ...listed, mainImage: hosted, author: { image: hosted } }} />);
    expect(row).toMatch(/srcSet="[^"]*w=400&amp;h=225[^"]* 400w,/i);
    expect(row).toMatch(/srcSet="[^"]*w=80&amp;h=80[^"]* 2x"/i);
  });
});

describe("cover colours", () => {
  it("keep one palette per category", () => {
    expect(coverPalette("remote-work")).toBe(coverPalette("remote-work"));
    expect(coverPalettes).toContain(coverPalette(undefined));
  });
});
