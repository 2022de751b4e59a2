/** The head of each blog screen (lib/seo.ts), from the same loaded content the screen shows. */
import { intro } from "~/content/pages/blog";
import { blogPostingJsonLd } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import { formatSlug } from "~/lib/slug";
import type { CategoryScreenData, PostScreenData, Screen } from "./content-store";
import { categoryTitle, tagTitle } from "./screens";
import { excerptOf } from "./text";

export const blogIndexSeo = () => seo(intro);

export function categorySeo(slug: string, screen: Screen<CategoryScreenData>) {
  const name = (screen.status === "loaded" && screen.data.category?.title) || formatSlug(slug);
  return seo({
    title: categoryTitle(slug, screen),
    description: `Articles on ${name} from the Tallyday blog: practical guidance for teams that track time and manage leave.`,
    path: `/blog/category/${slug}`,
  });
}

export const tagSeo = (slug: string) =>
  seo({
    title: tagTitle(slug),
    description: `Every Tallyday blog article tagged ${formatSlug(slug)}.`,
    path: `/blog/tag/${slug}`,
  });

/** Social networks cannot show SVG: bundled covers have a PNG twin; hosted images are resized as JPEG. */
function shareImage(src: string): string {
  if (/^https:\/\/cdn\.sanity\.io\//.test(src)) return `${src}?w=1200&h=630&fit=crop&fm=jpg`;
  return src.replace(/\.svg$/, ".png");
}

export function postSeo(slug: string, screen: Screen<PostScreenData>) {
  const path = `/blog/${slug}`;
  const post = screen.status === "loaded" ? screen.data.post : null;
  if (!post) {
    return seo({ title: formatSlug(slug), description: "An article from the Tallyday blog.", path, noIndex: true });
  }
  const description = post.excerpt ?? excerptOf(post);
  const image = post.mainImage ? shareImage(post.mainImage) : undefined;
  return seo({
    title: post.title,
    description,
    path,
    type: "article",
    image,
    jsonLd: blogPostingJsonLd(post, { description, path, image }),
  });
}
