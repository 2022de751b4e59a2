import { Container } from "~/components/ui/container";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { Route } from "./+types/blog-tag";

export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: `Blog - Tag: ${formatSlug(params.slug)}`,
    description: `Articles from the Tallyday blog tagged ${formatSlug(params.slug)}.`,
    path: `/blog/tag/${params.slug}`,
  });

export default function BlogTagPage({ params }: Route.ComponentProps) {
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-ink">Blog - Tag: {formatSlug(params.slug)}</h1>
      <p className="mt-4 text-lead text-ink-muted">Posts with this tag are on their way to this page.</p>
    </Container>
  );
}
