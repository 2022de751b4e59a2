/** The blog lists' opening: the heading block with its search field, and the category tabs. */
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import { cn } from "~/lib/cn";
import { categoryPath } from "~/lib/blog-paths";
import type { Category } from "./content";
import { SearchBox } from "./search/search-box";

/** The heading block every blog list opens with, and the search field (docs/product.md#search). */
export function BlogHeader({
  title,
  lead,
  categories = [],
}: {
  title: string;
  lead?: string;
  /** What an empty search offers instead. */
  categories?: readonly Category[];
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <Container className="pt-12 pb-10 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{blogCopy.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance break-words text-ink sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lead text-ink-muted">{lead}</p> : null}
        <SearchBox variant="header" categories={categories} className="mt-8" />
      </Container>
    </header>
  );
}

/**
 * `All` and one tab per category; the current one underlined and marked as the
 * current page. On a phone the row scrolls sideways: a shadow at the cut edge
 * says there is more, and goes when the row is scrolled to its end (a cover
 * that scrolls with the row hides it; docs/product.md#blog).
 */
export function CategoryTabs({ categories, active }: { categories: readonly Category[]; active?: string }) {
  const tabs: Array<{ href: string; label: string; slug?: string }> = [
    { href: "/blog", label: blogCopy.allTab },
    ...categories.map((category) => ({
      href: categoryPath(category.slug),
      label: category.title,
      slug: category.slug,
    })),
  ];
  return (
    <nav aria-label={blogCopy.categoriesLabel} className="border-b border-line">
      <ul
        data-scroll-cue=""
        className="-mb-px flex gap-6 overflow-x-auto [background:linear-gradient(to_left,transparent,white_1.5rem)_left/2rem_100%_no-repeat_local,linear-gradient(to_right,transparent,white_1.5rem)_right/2rem_100%_no-repeat_local,linear-gradient(to_right,rgb(3_42_41/0.22),transparent)_left/1.25rem_100%_no-repeat_scroll,linear-gradient(to_left,rgb(3_42_41/0.22),transparent)_right/1.25rem_100%_no-repeat_scroll]"
      >
        {tabs.map((tab) => {
          const current = tab.slug === active;
          return (
            // The current tab starts in view on a phone, however far along the row it sits.
            <li key={tab.href} className={cn("shrink-0", current && "[scroll-initial-target:nearest]")}>
              <a
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  // The row scrolls, so it clips whatever is drawn outside it: the focus ring goes inside the tab.
                  "inline-block border-b-2 py-3 text-sm font-semibold transition-colors focus-visible:outline-offset-[-2px]",
                  current
                    ? "border-brand-700 text-brand-800 underline decoration-2 underline-offset-[14px]"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
