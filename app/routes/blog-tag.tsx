import { BlogError, BlogHeader, EmptyPosts, PostList } from "~/blog/blog-ui";
import { loadTagScreen } from "~/blog/content-store";
import { useStoreRefresh } from "~/blog/use-store-refresh";
import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { Route } from "./+types/blog-tag";

export const loader = ({ params }: Route.LoaderArgs) => loadTagScreen(params.slug);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { loadTagScreen } = await import("~/blog/content-store");
  return loadTagScreen(params.slug);
}

export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: `Blog - Tag: ${formatSlug(params.slug)}`,
    description: `Every Tallyday blog article tagged ${formatSlug(params.slug)}.`,
    path: `/blog/tag/${params.slug}`,
  });

export default function BlogTagPage({ params, loaderData: screen }: Route.ComponentProps) {
  useStoreRefresh();
  return (
    <>
      <BlogHeader title={`Blog - Tag: ${formatSlug(params.slug)}`} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <div className="py-12">
            <BlogError message={screen.message} />
          </div>
        ) : screen.data.posts.length ? (
          <PostList posts={screen.data.posts} linkCategory={false} />
        ) : (
          <EmptyPosts text="No posts found for this tag. Please check back later." />
        )}
      </Container>
    </>
  );
}
