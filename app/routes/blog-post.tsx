import { BlogError } from "~/blog/blog-ui";
import { loadPostScreen } from "~/blog/content-store";
import { PostView } from "~/blog/post-view";
import { excerptOf } from "~/blog/text";
import { useStoreRefresh } from "~/blog/use-store-refresh";
import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import { absoluteUrl, siteConfig } from "~/site.config";
import type { Route } from "./+types/blog-post";

export const loader = ({ params }: Route.LoaderArgs) => loadPostScreen(params.slug);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { loadPostScreen } = await import("~/blog/content-store");
  return loadPostScreen(params.slug);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const path = `/blog/${params.slug}`;
  const post = loaderData?.status === "loaded" ? loaderData.data.post : null;
  if (!post) {
    return seo({
      title: formatSlug(params.slug),
      description: "An article from the Tallyday blog.",
      path,
      noIndex: true,
    });
  }
  const description = post.excerpt ?? excerptOf(post);
  const image = post.mainImage ? shareImage(post.mainImage) : undefined;
  return seo({
    title: post.title,
    description,
    path,
    type: "article",
    image,
    jsonLd: {
      "@type": "BlogPosting",
      headline: post.title,
      description,
      url: absoluteUrl(path),
      mainEntityOfPage: absoluteUrl(path),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      ...(image ? { image: /^https?:/.test(image) ? image : absoluteUrl(image) } : {}),
      ...(post.author?.name ? { author: { "@type": "Person", name: post.author.name } } : {}),
      ...(post.category ? { articleSection: post.category.title } : {}),
      keywords: post.tags.map((tag) => tag.title).join(", "),
      publisher: { "@type": "Organization", name: siteConfig.company.legalName, url: absoluteUrl("/") },
    },
  });
};

/** Social networks cannot show SVG: bundled covers have a PNG twin; hosted images are resized as JPEG. */
function shareImage(src: string): string {
  if (/^https:\/\/cdn\.sanity\.io\//.test(src)) return `${src}?w=1200&h=630&fit=crop&fm=jpg`;
  return src.replace(/\.svg$/, ".png");
}

export default function BlogPostPage({ loaderData: screen }: Route.ComponentProps) {
  useStoreRefresh();
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
  return <PostView post={screen.data.post} />;
}
