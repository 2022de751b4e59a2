import { BlogError, BlogHeader, CategoryTabs, PostList } from "~/blog/blog-ui";
import { loadBlogIndex } from "~/blog/content-store";
import { useStoreRefresh } from "~/blog/use-store-refresh";
import { Container } from "~/components/ui/container";
import { intro } from "~/content/pages/blog";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

// Prerendered with the content of build time; in the browser the client loader reads the store itself.
export const loader = () => loadBlogIndex();

export async function clientLoader() {
  const { loadBlogIndex } = await import("~/blog/content-store");
  return loadBlogIndex();
}

export const meta = () => seo(intro);

export default function BlogPage({ loaderData: screen }: Route.ComponentProps) {
  useStoreRefresh();
  return (
    <>
      <BlogHeader title={intro.heading} lead={intro.lead} />
      <Container className="pb-section">
        {screen.status === "error" ? (
          <div className="py-12">
            <BlogError message={screen.message} />
          </div>
        ) : (
          <>
            <CategoryTabs categories={screen.data.categories} />
            <PostList posts={screen.data.posts} />
          </>
        )}
      </Container>
    </>
  );
}
