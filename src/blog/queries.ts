/**
 * Every GROQ query the blog sends, in one place. Both backends (the hosted
 * store and the bundled dataset) run these same strings.
 */

const publishedPost = /* groq */ `_type == "post" && defined(slug.current)`;

/**
 * A list's excerpt without the body (docs/product.md#blog): the post's own, else
 * the text of the body's first block that has any. The 80-character cut is the
 * screen's (blog/text.ts), so the feed can carry the whole excerpt.
 */
const excerptOrFirstText = /* groq */ `coalesce(
    excerpt,
    array::join(body[_type == "block" && count(children[defined(text) && text != ""]) > 0][0].children[].text, "")
  )`;

/**
 * The body's words, counted in the store so a list needs no body for its reading
 * time: the spaces between words, and the breaks between blocks (`pt::text` joins
 * blocks with a blank line). Filtering the split for empty words as well cost
 * groq-js 16 times as long, minutes at 10,000 posts (docs/decisions/content-store.md).
 */
const bodyWords = /* groq */ `count(string::split(pt::text(body), " ")) + count(string::split(pt::text(body), "\n\n")) - 1`;

/** The fields of a post in a list (queries 1, 3 and 4; docs/product.md#blog): no body. */
const postListFields = (category: string) => /* groq */ `
  _id,
  title,
  slug,
  publishedAt,
  "excerpt": ${excerptOrFirstText},
  readingTime,
  "words": ${bodyWords},
  ${category},
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url, role}
`;

/**
 * Newest first by publishedAt. Without the coalesce, a post that has no date
 * sorts as null, which lands it above every dated post; here it goes last.
 */
const newestFirst = /* groq */ `order(coalesce(publishedAt, "") desc)`;

/** One page of a list: how many posts the whole list has, and the page's slice ($start, $end). */
const listPage = (filter: string, category: string) => /* groq */ `{
  "total": count(*[${filter}]),
  "posts": *[${filter}] | ${newestFirst} [$start...$end] {${postListFields(category)}}
}`;

/** 1. All posts with a defined slug, newest first: one page of them. */
export const allPostsQuery = listPage(publishedPost, "category->{title, slug}");

/** 2. All categories with a defined slug, by title. */
export const allCategoriesQuery = /* groq */ `*[_type == "category" && defined(slug.current)] | order(title asc) {
  _id,
  title,
  slug
}`;

/** 3. The posts of one category ($slug), newest first: one page of them. */
export const categoryPostsQuery = listPage(
  `${publishedPost} && category->slug.current == $slug`,
  "category->{title, slug}",
);

/** 4. The posts carrying one tag ($slug), newest first, the category as its title only: one page of them. */
export const tagPostsQuery = listPage(
  `${publishedPost} && $slug in tags[]->slug.current`,
  `"category": category->title`,
);

/** A post as its own page shows it: tags, subtitle and author (no role on this screen). */
const postFields = /* groq */ `
  _id,
  title,
  subtitle,
  slug,
  publishedAt,
  excerpt,
  body,
  readingTime,
  "words": ${bodyWords},
  tags[]->{title, slug},
  category->{title, slug},
  "mainImage": mainImage.asset->url,
  author->{name, "image": image.asset->url}
`;

/** 5. One post by $slug, with its tags, subtitle and author. */
export const postBySlugQuery = /* groq */ `*[_type == "post" && slug.current == $slug][0] {${postFields}}`;

/**
 * Build time only: every post as its page shows it, $size at a time after the
 * post whose _id is $after (by _id, so each read resumes where the last stopped).
 * A build writes every post's page; one read a few hundred posts long replaces a
 * query a page, each a scan of the whole store (docs/decisions/content-store.md).
 */
export const postsInFullQuery = /* groq */ `*[${publishedPost} && _id > $after] | order(_id asc) [0...$size] {${postFields}}`;

/**
 * Related reading at the end of a post (docs/product.md#blog): three other posts,
 * those sharing more of its tags ($tags, slugs) first, then those in its category
 * ($category, a slug; "" for none), then the newest; $id is the post itself.
 */
export const relatedPostsQuery = /* groq */ `*[${publishedPost} && _id != $id] | order(
  coalesce(count(tags[@->slug.current in $tags]), 0) desc,
  select(category->slug.current == $category => 1, 0) desc,
  coalesce(publishedAt, "") desc,
  _id asc
) [0...$count] {${postListFields("category->{title, slug}")}}`;

/**
 * Build time only: what relatedPostsQuery orders by, for every post at once;
 * the build ranks them itself (blog/related.ts) rather than query each post.
 */
export const relatedCandidatesQuery = /* groq */ `*[${publishedPost}] {
  _id,
  publishedAt,
  "tags": tags[]->slug.current,
  "category": category->slug.current
}`;

/** The feed: the newest $limit posts, each with its whole excerpt (docs/product.md#blog). */
export const feedPostsQuery = /* groq */ `*[${publishedPost}] | ${newestFirst} [0...$limit] {
  _id,
  title,
  slug,
  publishedAt,
  "excerpt": ${excerptOrFirstText},
  category->{title, slug},
  author->{name}
}`;

/**
 * Build time only: every post slug, and every category and tag slug with how
 * many posts its list has (the same filters as queries 3 and 4), for
 * prerendering each list's pages and the sitemap.
 */
export const blogSlugsQuery = /* groq */ `{
  "posts": *[${publishedPost}].slug.current,
  "postCount": count(*[${publishedPost}]),
  "categories": *[_type == "category" && defined(slug.current)] {
    "slug": slug.current,
    "posts": count(*[${publishedPost} && category->slug.current == ^.slug.current])
  },
  "tags": *[_type == "tag" && defined(slug.current)] {
    "slug": slug.current,
    "posts": count(*[${publishedPost} && ^.slug.current in tags[]->slug.current])
  }
}`;

export type QueryParams = Record<string, string | number | readonly string[]>;
