/**
 * Every GROQ query the blog sends, in one place. Both backends (the hosted
 * store and the bundled dataset) run these same strings.
 */

/** The fields of a post in a list (queries 1 and 3; docs/product.md#blog). */
const postListFields = /* groq */ `
  _id,
  title,
  slug,
  publishedAt,
  excerpt,
  body,
  readingTime,
  category->{title, slug},
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url, role}
`;

/**
 * Newest first by publishedAt. Without the coalesce, a post that has no date
 * sorts as null, which lands it above every dated post; here it goes last.
 */
const newestFirst = /* groq */ `order(coalesce(publishedAt, "") desc)`;

/** 1. All posts with a defined slug, newest first. */
export const allPostsQuery = /* groq */ `*[_type == "post" && defined(slug.current)] | ${newestFirst} {${postListFields}}`;

/** 2. All categories with a defined slug, by title. */
export const allCategoriesQuery = /* groq */ `*[_type == "category" && defined(slug.current)] | order(title asc) {
  _id,
  title,
  slug
}`;

/** 3. The posts of one category ($slug), newest first. */
export const categoryPostsQuery = /* groq */ `*[_type == "post" && defined(slug.current) && category->slug.current == $slug] | ${newestFirst} {${postListFields}}`;

/** 4. The posts carrying one tag ($slug), newest first; the category as its title only. */
export const tagPostsQuery = /* groq */ `*[_type == "post" && defined(slug.current) && $slug in tags[]->slug.current] | ${newestFirst} {
  _id,
  title,
  slug,
  publishedAt,
  excerpt,
  body,
  readingTime,
  "category": category->title,
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url, role}
}`;

/** 5. One post by $slug, with its tags, subtitle and author (no role on this screen). */
export const postBySlugQuery = /* groq */ `*[_type == "post" && slug.current == $slug][0] {
  _id,
  title,
  subtitle,
  slug,
  publishedAt,
  excerpt,
  body,
  readingTime,
  tags[]->{title, slug},
  category->{title, slug},
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url}
}`;

/** Build time only: every post, category and tag slug, for prerendering and the sitemap. */
export const blogSlugsQuery = /* groq */ `{
  "posts": *[_type == "post" && defined(slug.current)].slug.current,
  "categories": *[_type == "category" && defined(slug.current)].slug.current,
  "tags": *[_type == "tag" && defined(slug.current)].slug.current
}`;

export type QueryParams = Record<string, string>;
