/** The head of each blog screen (lib/head-tags.ts), from the same loaded content the screen shows. */
import { blogCopy } from "~/blog/copy";
import type { BlogIntro } from "./intro";
import { blogPostingJsonLd } from "~/lib/json-ld";
import { seo, type SiteHead } from "~/lib/head-tags";
import { formatSlug } from "~/lib/slug";
import type { CategoryScreenData, PostScreenData, Screen } from "./content-store";
import { pagePath } from "./pagination";
import { categoryTitle, tagTitle } from "./screens";
import { excerptOf } from "./text";
import { categoryPath, postPath, tagPath } from "~/lib/blog-paths";

/**
 * A list page's head: page 1 as the list, a later page with its own title and
 * canonical address, sharing page 1's card. Lists are not searched: their posts are.
 */
const listSeo = (site: SiteHead, intro: BlogIntro, title: string, description: string, path: string, page: number) =>
  seo(
    {
      title: blogCopy.pageTitle(title, page),
      description,
      path: pagePath(path, page),
      section: intro.eyebrow,
      searchable: false,
      card: { path, title },
    },
    site,
  );

export const blogIndexSeo = (site: SiteHead, intro: BlogIntro, page = 1) =>
  listSeo(site, intro, intro.title, intro.description, intro.path, page);

export function categorySeo(
  site: SiteHead,
  intro: BlogIntro,
  slug: string,
  screen: Screen<CategoryScreenData>,
  page = 1,
) {
  const name = (screen.status === "loaded" && screen.data.category?.title) || formatSlug(slug);
  return listSeo(
    site,
    intro,
    categoryTitle(slug, screen),
    blogCopy.categoryDescription(name),
    categoryPath(slug),
    page,
  );
}

export const tagSeo = (site: SiteHead, intro: BlogIntro, slug: string, page = 1) =>
  listSeo(site, intro, tagTitle(slug), blogCopy.tagDescription(formatSlug(slug)), tagPath(slug), page);

/** Search engines read a raster: bundled covers have a PNG twin; hosted images are resized as JPEG. */
function coverImage(src: string): string {
  if (/^https:\/\/cdn\.sanity\.io\//.test(src)) return `${src}?w=1200&h=630&fit=crop&fm=jpg`;
  return src.replace(/\.svg$/, ".png");
}

export function postSeo(site: SiteHead, intro: BlogIntro, slug: string, screen: Screen<PostScreenData>) {
  const path = postPath(slug);
  const post = screen.status === "loaded" ? screen.data.post : null;
  if (!post) {
    return seo({ title: formatSlug(slug), description: blogCopy.postDescription, path, noIndex: true }, site);
  }
  const description = post.excerpt ?? excerptOf(post);
  const image = post.mainImage ? coverImage(post.mainImage) : undefined;
  // The shared link shows the post's own card, its title and category; the cover stays in its structured data.
  return seo(
    {
      title: post.title,
      description,
      path,
      type: "article",
      section: post.category?.title ?? intro.eyebrow,
      searchable: true,
      jsonLd: blogPostingJsonLd(post, { description, path, image }, site),
    },
    site,
  );
}
