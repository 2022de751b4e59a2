import { BlogError, BlogHeader, CategoryTabs, EmptyPosts, PostList } from "~/blog/blog-ui";
import { loadCategoryScreen } from "~/blog/content-store";
import { useStoreRefresh } from "~/blog/use-store-refresh";
import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { Route } from "./+types/blog-category";

export const loader = ({ params }: Route.LoaderArgs) => loadCategoryScreen(params.slug);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { loadCategoryScreen } = await import("~/blog/content-store");
  return loadCategoryScreen(params.slug);
}

function categoryTitle(slug: string, screen: Route.ComponentProps["loaderData"] | undefined): string {
  const category = screen?.status === "loaded" ? screen.data.category : undefined;
  return `Blog - ${category?.title ?? formatSlug(slug)}`;
}

export const meta = ({ params, loaderData }: Route.MetaArgs) =>
  seo({
    title: categoryTitle(params.slug, loaderData),
    description: `Articles on ${(loaderData?.status === "loaded" && loaderData.data.category?.title) || formatSlug(params.slug)} from the Tallyday blog: practical guidance for teams that track time and manage leave.`,
    path: `/blog/category/${params.slug}`,
  });

export default function BlogCategoryPage({ params, loaderData: screen }: Route.ComponentProps) {
  useStoreRefresh();
  return (
    <>
      <BlogHeader title={categoryTitle(params.slug, screen)} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <div className="py-12">
            <BlogError message={screen.message} />
          </div>
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} active={params.slug} />
            {screen.data.posts.length ? (
              <PostList posts={screen.data.posts} />
            ) : (
              <EmptyPosts text="No posts found for this category. Please check back later." />
            )}
          </>
        )}
      </Container>
    </>
  );
}
