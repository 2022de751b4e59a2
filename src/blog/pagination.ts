/**
 * The blog's lists in pages (docs/product.md#blog): page 1 at the list's own
 * path, later pages at `{list}/page/{n}`, a fixed number of posts a page.
 */

/** Posts on one list page: the one setting every list and the app shell read. */
export const postsPerPage = 12;

/** How many pages a list of `total` posts fills. An empty list still has its first page (the empty state). */
export function pageCount(total: number, perPage: number = postsPerPage): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The slice of the newest-first list that page `page` shows, end exclusive (GROQ's `[start...end]`). */
export function pageSlice(page: number, perPage: number = postsPerPage): { start: number; end: number } {
  const start = (page - 1) * perPage;
  return { start, end: start + perPage };
}

/** Whether `page` is one of a list's `count` pages (see pageCount). */
export function isPageOf(page: number, count: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= count;
}

/** The address of a list's page: the list's own path for page 1. */
export function pagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/page/${page}`;
}

/** The pages after the first, for prerendering: 2 to the last. */
export function laterPages(total: number, perPage: number = postsPerPage): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => index + 2);
}

export type PagerItem = { page: number } | { gap: true };

/**
 * The page numbers a pager shows: the first, the last, and the current page with
 * its neighbours, with a gap where numbers are left out. Seven numbers or fewer
 * are all shown.
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  const shown = new Set(
    count <= 7
      ? Array.from({ length: count }, (_, index) => index + 1)
      : [1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count),
  );
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ page: previous + 1 });
    else if (page - previous > 2) items.push({ gap: true });
    items.push({ page });
    previous = page;
  }
  return items;
}

/** A blog address read back: which screen, which slug, which page. */
export type BlogAddress =
  | { screen: "index"; page: number }
  | { screen: "category" | "tag"; slug: string; page: number }
  | { screen: "post"; slug: string }
  | { screen: "unknown" };

const slugPattern = "[a-zA-Z0-9][a-zA-Z0-9-]*";
// A later page is `/page/2` and up, written plainly: `/page/1` and `/page/02` are not pages.
const pageSuffix = "(?:/page/([2-9]|[1-9][0-9]+))?";
const listAddress = new RegExp(`^/blog(?:/(category|tag)/(${slugPattern}))?${pageSuffix}$`);
const postAddress = new RegExp(`^/blog/(${slugPattern})$`);

export function readBlogAddress(pathname: string): BlogAddress {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const list = listAddress.exec(path);
  if (list) {
    const [, kind, slug, page] = list;
    const number = page ? Number(page) : 1;
    if (kind === "category" || kind === "tag") return { screen: kind, slug: slug!, page: number };
    return { screen: "index", page: number };
  }
  const post = postAddress.exec(path);
  return post ? { screen: "post", slug: post[1]! } : { screen: "unknown" };
}
