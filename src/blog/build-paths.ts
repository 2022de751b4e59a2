/**
 * The blog pages a build writes (the pages' getStaticPaths): every post, every
 * category and tag, and each list's later pages (docs/product.md#blog).
 */
import { blogSlugs } from "./content-store";
import { laterPages } from "./pagination";

export async function postPaths() {
  return (await blogSlugs()).posts.map((slug) => ({ params: { slug } }));
}

export async function categoryPaths() {
  return (await blogSlugs()).categories.map(({ slug }) => ({ params: { slug } }));
}

export async function tagPaths() {
  return (await blogSlugs()).tags.map(({ slug }) => ({ params: { slug } }));
}

export async function blogLaterPagePaths() {
  return laterPages((await blogSlugs()).postCount).map((page) => ({ params: { page: String(page) } }));
}

export async function categoryLaterPagePaths() {
  return (await blogSlugs()).categories.flatMap(({ slug, posts }) =>
    laterPages(posts).map((page) => ({ params: { slug, page: String(page) } })),
  );
}

export async function tagLaterPagePaths() {
  return (await blogSlugs()).tags.flatMap(({ slug, posts }) =>
    laterPages(posts).map((page) => ({ params: { slug, page: String(page) } })),
  );
}
