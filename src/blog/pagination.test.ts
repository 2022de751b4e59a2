import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPageOf,
  laterPages,
  pageCount,
  pagePath,
  pagerItems,
  pageSlice,
  postsPerPage,
  readBlogAddress,
  type PagerItem,
} from "./pagination";

const numbers = (items: PagerItem[]) => items.map((item) => ("page" in item ? item.page : "…"));

describe("list pages", () => {
  it("counts 12 posts a page, and one page for an empty list", () => {
    expect(postsPerPage).toBe(12);
    expect([0, 1, 12, 13, 24, 25, 2000].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3, 167]);
  });

  it("slices each page of the newest-first list", () => {
    expect(pageSlice(1)).toEqual({ start: 0, end: 12 });
    expect(pageSlice(2)).toEqual({ start: 12, end: 24 });
    expect(pageSlice(167)).toEqual({ start: 1992, end: 2004 });
  });

  it("knows which page numbers a list has", () => {
    expect(isPageOf(1, pageCount(0))).toBe(true);
    expect(isPageOf(2, pageCount(12))).toBe(false);
    expect(isPageOf(2, pageCount(13))).toBe(true);
    expect(isPageOf(167, pageCount(2000))).toBe(true);
    expect(isPageOf(168, pageCount(2000))).toBe(false);
    expect(isPageOf(0, pageCount(2000))).toBe(false);
    expect(isPageOf(1.5, pageCount(2000))).toBe(false);
    expect(laterPages(12)).toEqual([]);
    expect(laterPages(13)).toEqual([2]);
    expect(laterPages(37)).toEqual([2, 3, 4]);
  });

  it("puts page 1 at the list's own path and later pages under /page/", () => {
    expect(pagePath("/blog", 1)).toBe("/blog");
    expect(pagePath("/blog", 2)).toBe("/blog/page/2");
    expect(pagePath("/blog/category/payroll", 3)).toBe("/blog/category/payroll/page/3");
  });

  it("every page's posts are shown exactly once across the pages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (total) => {
        const shown = laterPages(total)
          .concat(1)
          .map((page) => pageSlice(page))
          .reduce((sum, { start, end }) => sum + Math.max(0, Math.min(end, total) - start), 0);
        return shown === total;
      }),
    );
  });
});

describe("the pager's numbers", () => {
  it("shows every number up to seven pages", () => {
    expect(numbers(pagerItems(1, 1))).toEqual([1]);
    expect(numbers(pagerItems(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the ends and the current page's neighbours, with gaps, beyond seven", () => {
    expect(numbers(pagerItems(1, 167))).toEqual([1, 2, "…", 167]);
    expect(numbers(pagerItems(4, 167))).toEqual([1, 2, 3, 4, 5, "…", 167]);
    expect(numbers(pagerItems(80, 167))).toEqual([1, "…", 79, 80, 81, "…", 167]);
    expect(numbers(pagerItems(167, 167))).toEqual([1, "…", 166, 167]);
  });

  it("always includes the current page, the first and the last, in order", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))),
        ([current, count]) => {
          const shown = numbers(pagerItems(current, count)).filter((item): item is number => item !== "…");
          expect(shown).toContain(current);
          expect(shown[0]).toBe(1);
          expect(shown.at(-1)).toBe(count);
          expect(shown).toEqual([...shown].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe("blog addresses", () => {
  it("reads list pages, posts and the rest", () => {
    expect(readBlogAddress("/blog")).toEqual({ screen: "index", page: 1 });
    expect(readBlogAddress("/blog/page/2/")).toEqual({ screen: "index", page: 2 });
    expect(readBlogAddress("/blog/category/payroll")).toEqual({ screen: "category", slug: "payroll", page: 1 });
    expect(readBlogAddress("/blog/tag/overtime/page/12")).toEqual({ screen: "tag", slug: "overtime", page: 12 });
    expect(readBlogAddress("/blog/page")).toEqual({ screen: "post", slug: "page" });
    expect(readBlogAddress("/blog/how-to-calculate-overtime")).toEqual({
      screen: "post",
      slug: "how-to-calculate-overtime",
    });
  });

  it("has no page 1 or zero-padded numbers under /page/", () => {
    for (const path of ["/blog/page/1", "/blog/page/0", "/blog/page/02", "/blog/category/x/page/1", "/blog/a/b"]) {
      expect(readBlogAddress(path)).toEqual({ screen: "unknown" });
    }
  });
});
