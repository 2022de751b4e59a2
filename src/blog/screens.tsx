/**
 * The blog's four screens, from a screen's loaded content: rendered to HTML at
 * build time by the pages, and in the browser by the app shell for what the
 * build did not know (blog/blog-app.tsx). Lists come a page at a time, with a
 * pager under them (blog/pagination.ts).
 */
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import type { BlogIntro } from "./intro";
import { formatSlug } from "~/lib/slug";
import { NotFound } from "~/sections/not-found";
import type { SectionOf } from "~/sections/section-types";
import { BlogHeader, CategoryTabs } from "./list-header";
import { BlogError, EmptyPosts } from "./list-messages";
import { Pager } from "./pager";
import { PostList } from "./post-list";
import type {
  BlogIndexData,
  CategoryScreenData,
  ListPage,
  PostScreenData,
  Screen,
  TagScreenData,
} from "./content-store";
import { PostView } from "./post-view";
import { categoryPath, tagPath } from "~/lib/blog-paths";
import { isPageOf } from "./pagination";

export const emptyBlogText = "No posts found. Please check back later.";
const emptyCategoryText = "No posts found for this category. Please check back later.";
const emptyTagText = "No posts found for this tag. Please check back later.";

function ErrorBlock({ message }: { message: string }) {
  return (
    <div className="py-12">
      <BlogError message={message} />
    </div>
  );
}

/** A later page the list no longer reaches: said plainly, with the way to its first page. */
function PastTheEnd({ listPath }: { listPath: string }) {
  return (
    <div className="py-16 text-center">
      <h2 className="text-2xl font-bold text-ink">{blogCopy.pastTheEnd.heading}</h2>
      <p className="mt-3 text-lead text-ink-muted">{blogCopy.pastTheEnd.text}</p>
      <a href={listPath} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        {blogCopy.pastTheEnd.back}
      </a>
    </div>
  );
}

/** One page of posts and its pager; an empty list's first page shows `empty`. */
function ListBody({
  list,
  listPath,
  empty,
  linkCategory = true,
}: {
  list: ListPage;
  listPath: string;
  empty: ReactNode;
  linkCategory?: boolean;
}) {
  // A later page the list no longer reaches: only the app shell ever loads one.
  if (!isPageOf(list.page, list.pageCount)) return <PastTheEnd listPath={listPath} />;
  if (!list.posts.length) return empty;
  return (
    <>
      <PostList posts={list.posts} linkCategory={linkCategory} />
      <Pager listPath={listPath} page={list.page} pageCount={list.pageCount} />
    </>
  );
}

/** `Page 2` under a later page's heading, where page 1 has its lead. */
const pageLead = (page: number) => (page > 1 ? blogCopy.pager.page(page) : undefined);

export function BlogIndexScreen({
  screen,
  intro,
  page = 1,
}: {
  screen: Screen<BlogIndexData>;
  intro: BlogIntro;
  page?: number;
}) {
  return (
    <>
      <BlogHeader
        title={intro.heading}
        lead={page > 1 ? pageLead(page) : intro.lead}
        categories={screen.status === "loaded" ? screen.data.categories : []}
      />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} />
            <ListBody
              list={screen.data}
              listPath={intro.path}
              empty={<EmptyPosts text={emptyBlogText} backLink={false} />}
            />
          </>
        )}
      </Container>
    </>
  );
}

/** `Blog - {category}`: the matching category's title, else the slug made readable. */
export function categoryTitle(slug: string, screen: Screen<CategoryScreenData> | undefined): string {
  const category = screen?.status === "loaded" ? screen.data.category : undefined;
  return blogCopy.categoryTitle(category?.title ?? formatSlug(slug));
}

export function CategoryScreen({
  slug,
  screen,
  page = 1,
}: {
  slug: string;
  screen: Screen<CategoryScreenData>;
  page?: number;
}) {
  return (
    <>
      <BlogHeader
        title={categoryTitle(slug, screen)}
        lead={pageLead(page)}
        categories={screen.status === "loaded" ? screen.data.categories : []}
      />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} active={slug} />
            <ListBody
              list={screen.data}
              listPath={categoryPath(slug)}
              empty={<EmptyPosts text={emptyCategoryText} />}
            />
          </>
        )}
      </Container>
    </>
  );
}

export const tagTitle = (slug: string) => blogCopy.tagTitle(formatSlug(slug));

export function TagScreen({ slug, screen, page = 1 }: { slug: string; screen: Screen<TagScreenData>; page?: number }) {
  return (
    <>
      <BlogHeader
        title={tagTitle(slug)}
        lead={pageLead(page)}
        categories={screen.status === "loaded" ? screen.data.categories : []}
      />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : (
          <ListBody
            list={screen.data}
            listPath={tagPath(slug)}
            empty={<EmptyPosts text={emptyTagText} />}
            linkCategory={false}
          />
        )}
      </Container>
    </>
  );
}

/** A post the content store has, its failure to load, or (no such post) the not-found page's content. */
export function PostScreen({
  screen,
  share,
  notFound,
}: {
  screen: Screen<PostScreenData>;
  share?: ReactNode;
  /** The not-found page's words, for a post the store does not have. */
  notFound?: SectionOf<"notFound">;
}) {
  if (screen.status === "error") {
    return (
      <Container width="prose" className="py-16 sm:py-24">
        <h1 className="text-3xl font-bold text-ink">{blogCopy.postFailed}</h1>
        <div className="mt-6">
          <BlogError message={screen.message} />
        </div>
        <a href="/blog" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          {blogCopy.backToPosts}
        </a>
      </Container>
    );
  }
  if (!screen.data.post) return notFound ? <NotFound section={notFound} /> : null;
  return <PostView post={screen.data.post} related={screen.data.related} share={share} />;
}
