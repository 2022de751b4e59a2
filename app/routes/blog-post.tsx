import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { Route } from "./+types/blog-post";

export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: formatSlug(params.slug),
    description: "An article from the Tallyday blog.",
    path: `/blog/${params.slug}`,
    type: "article",
  });

export default function BlogPostPage({ params }: Route.ComponentProps) {
  return (
    <Container width="prose" className="py-16 sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-ink">{formatSlug(params.slug)}</h1>
      <p className="mt-4 text-lead text-ink-muted">This article is being prepared for the new blog.</p>
      <SmartLink href="/blog" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
        ← Back to posts
      </SmartLink>
    </Container>
  );
}
