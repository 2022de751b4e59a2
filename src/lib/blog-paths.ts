/** The blog's addresses, built in one place: the screens, the store's draft links, the feed and the head read them. */
export const postPath = (slug: string) => `/blog/${slug}`;
export const categoryPath = (slug: string) => `/blog/category/${slug}`;
export const tagPath = (slug: string) => `/blog/tag/${slug}`;
