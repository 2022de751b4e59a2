/**
 * The blog's four screens, from a screen's loaded content: rendered to HTML at
 * build time by the pages, and in the browser by the app shell for what the
 * build did not know (blog/blog-app.tsx).
 */
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { intro } from "~/content/pages/blog";
import { formatSlug } from "~/lib/slug";
import { BlogError, BlogHeader, CategoryTabs, EmptyPosts, PostList } from "./blog-ui";
import type { BlogIndexData, CategoryScreenData, PostScreenData, Screen, TagScreenData } from "./content-store";
import { PostView } from "./post-view";

export const emptyBlogText = "No posts found. Please check back later.";
export const emptyCategoryText = "No posts found for this category. Please check back later.";
export const emptyTagText = "No posts found for this tag. Please check back later.";

function ErrorBlock({ message }: { message: string }) {
  return (
    <div className="py-12">
      <BlogError message={message} />
    </div>
  );
}

export function BlogIndexScreen({ screen }: { screen: Screen<BlogIndexData> }) {
  return (
    <>
      <BlogHeader title={intro.heading} lead={intro.lead} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} />
            {screen.data.posts.length ? (
              <PostList posts={screen.data.posts} />
            ) : (
              <EmptyPosts text={emptyBlogText} backLink={false} />
            )}
          </>
        )}
      </Container>
    </>
  );
}

/** `Blog - {category}`: the matching category's title, else the slug made readable. */
export function categoryTitle(slug: string, screen: Screen<CategoryScreenData> | undefined): string {
  const category = screen?.status === "loaded" ? screen.data.category : undefined;
  return `Blog - ${category?.title ?? formatSlug(slug)}`;
}

export function CategoryScreen({ slug, screen }: { slug: string; screen: Screen<CategoryScreenData> }) {
  return (
    <>
      <BlogHeader title={categoryTitle(slug, screen)} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} active={slug} />
            {screen.data.posts.length ? (
              <PostList posts={screen.data.posts} />
            ) : (
              <EmptyPosts text={emptyCategoryText} />
            )}
          </>
        )}
      </Container>
    </>
  );
}

export const tagTitle = (slug: string) => `Blog - Tag: ${formatSlug(slug)}`;

export function TagScreen({ slug, screen }: { slug: string; screen: Screen<TagScreenData> }) {
  return (
    <>
      <BlogHeader title={tagTitle(slug)} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <ErrorBlock message={screen.message} />
        ) : screen.data.posts.length ? (
          <PostList posts={screen.data.posts} linkCategory={false} />
        ) : (
          <EmptyPosts text={emptyTagText} />
        )}
      </Container>
    </>
  );
}

export function PostScreen({ screen, share }: { screen: Screen<PostScreenData>; share?: ReactNode }) {
  if (screen.status === "error" || !screen.data.post) {
    return (
      <Container width="prose" className="py-16 sm:py-24">
        <h1 className="text-3xl font-bold text-ink">
          {screen.status === "error" ? "This post could not be loaded" : "Post not found."}
        </h1>
        <div className="mt-6">
          {screen.status === "error" ? (
            <BlogError message={screen.message} />
          ) : (
            <p className="text-lead text-ink-muted">The link may be old, or the post may have moved.</p>
          )}
        </div>
        <a href="/blog" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          ← Back to posts
        </a>
      </Container>
    );
  }
  return <PostView post={screen.data.post} share={share} />;
}
