import { blogCopy } from "~/blog/copy";
import { cn } from "~/lib/cn";
import { pagePath, pagerItems } from "./pagination";

const pagerLinkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-3 text-sm font-semibold";
const pagerStepClass = cn(pagerLinkClass, "gap-1.5 text-brand-700 hover:bg-brand-50");

/**
 * Previous, the page numbers and Next for one list (docs/product.md#blog). Page 1
 * has no Previous and the last page no Next; one page needs no pager at all. On a
 * phone the numbers take a row of their own under Previous and Next.
 */
export function Pager({ listPath, page, pageCount }: { listPath: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { pager } = blogCopy;
  return (
    <nav aria-label={pager.label} className="flex flex-wrap items-center gap-y-3 border-t border-line pt-8">
      {page > 1 ? (
        <a href={pagePath(listPath, page - 1)} rel="prev" className={cn(pagerStepClass, "mr-auto")}>
          <span aria-hidden="true">←</span>
          {pager.previous}
        </a>
      ) : null}
      <ul className="order-last flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {pagerItems(page, pageCount).map((item, index) =>
          "gap" in item ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={pagePath(listPath, item.page)}
                aria-label={pager.page(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                className={cn(
                  pagerLinkClass,
                  item.page === page
                    ? "bg-brand-700 text-white"
                    : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                )}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a href={pagePath(listPath, page + 1)} rel="next" className={cn(pagerStepClass, "ml-auto")}>
          {pager.next}
          <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  );
}
