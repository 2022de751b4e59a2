import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { Route } from "./+types/blog-category";

export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: `Blog - ${formatSlug(params.slug)}`,
    description: `Articles from the Tallyday blog filed under ${formatSlug(params.slug)}.`,
    path: `/blog/category/${params.slug}`,
  });

export default function BlogCategoryPage({ params }: Route.ComponentProps) {
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Blog - {formatSlug(params.slug)}</h1>
      <p className="mt-4 text-lead text-ink-muted">Posts in this category are on their way to this page.</p>
    </Container>
  );
}
