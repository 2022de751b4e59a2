/**
 * Site search's field and results (docs/product.md#search), rendered at build
 * time. Without script the form sends the words to `/search?q=`; with it,
 * blog/search/search.ts shows results under the field as the reader types,
 * and loads nothing of search until the field is used.
 */
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { controlLook } from "~/components/ui/surfaces";
import { searchCopy } from "~/blog/copy";
import type { Category } from "../content";
import { categoryPath } from "~/lib/blog-paths";

/** The blog's categories as links: what an empty search offers, and the page without script. */
export function CategoryLinks({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
      {categories.map((category) => (
        <li key={category.slug}>
          <a href={categoryPath(category.slug)} className="font-semibold text-brand-700 hover:underline">
            {category.title}
          </a>
        </li>
      ))}
      <li>
        <a href="/blog" className="font-semibold text-brand-700 hover:underline">
          {searchCopy.allPosts}
        </a>
      </li>
    </ul>
  );
}

const chipClass =
  "inline-flex min-h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-ink-muted ring-1 ring-line ring-inset hover:text-ink has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

/**
 * `header`: the blog's header, a few results under the field and a link to all
 * of them. `page`: the search page, a filter by category and every result.
 */
export function SearchBox({
  variant,
  categories,
  className,
}: {
  variant: "header" | "page";
  categories: readonly Category[];
  className?: string;
}) {
  const id = useId();
  return (
    <div data-search={variant} className={className} data-pagefind-ignore>
      <form role="search" action={searchCopy.page.path} method="get">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
          {searchCopy.label}
        </label>
        <div className="mt-2 flex max-w-xl gap-2">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            className={`block w-full min-w-0 px-3.5 ${controlLook}`}
          />
          <Button type="submit" size="field">
            {searchCopy.button}
          </Button>
        </div>
        {variant === "page" && categories.length ? (
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-ink">{searchCopy.categoryLegend}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {[
                { title: searchCopy.allCategories, value: "" },
                ...categories.map((c) => ({ ...c, value: c.title })),
              ].map((choice) => (
                <label key={choice.value} className={chipClass}>
                  <input
                    type="radio"
                    name="category"
                    value={choice.value}
                    defaultChecked={choice.value === ""}
                    className="sr-only"
                  />
                  {choice.title}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </form>
      {/* Present from the start, so screen readers announce what it says once there are results. */}
      <p role="status" data-search-status className="mt-3 text-sm text-ink-muted" />
      <ol aria-label={searchCopy.results} data-search-list hidden className="mt-2 max-w-3xl divide-y divide-line" />
      <div data-search-browse hidden className="mt-3 max-w-3xl">
        <p className="text-ink-muted">{searchCopy.browse}</p>
        <CategoryLinks categories={categories} />
      </div>
      {variant === "header" ? (
        <a
          data-search-all
          hidden
          href={searchCopy.page.path}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          {searchCopy.seeAll(0)}
        </a>
      ) : (
        <Button data-search-more hidden variant="outline" className="mt-6">
          {searchCopy.more}
        </Button>
      )}
    </div>
  );
}
