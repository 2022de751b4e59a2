import { Container } from "~/components/ui/container";
import { searchCopy } from "~/blog/copy";
import { BlogError } from "../list-messages";
import type { Category } from "../content";
import type { Screen } from "../content-store";
import { CategoryLinks, SearchBox } from "./search-box";

/**
 * The search page (`/search?q=<words>`, docs/product.md#search): the field, a
 * filter by category for posts and every result. Without script it says why
 * there are no results and offers the categories.
 */
export function SearchScreen({
  screen,
  heading,
  lead,
}: {
  screen: Screen<Category[]>;
  /** The page's opening, from the content store's `/search` page document. */
  heading: string;
  lead: string;
}) {
  const categories = screen.status === "loaded" ? screen.data : [];
  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="pt-12 pb-10 sm:pt-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lead text-ink-muted">{lead}</p>
        </Container>
      </header>
      <Container className="min-h-[50vh] pt-8 pb-section">
        {screen.status === "error" ? <BlogError message={screen.message} /> : null}
        <SearchBox variant="page" categories={categories} />
        {/* Shown only where scripts do not run (`scripting: none`), however the page was reached. */}
        <div className="hidden noscript:block">
          <p className="mt-6 text-ink-muted">{searchCopy.noScript}</p>
          <CategoryLinks categories={categories} />
        </div>
      </Container>
    </>
  );
}
