import type { PostSummary } from "./content";
import { postPath } from "~/lib/blog-paths";

/** Posts in the RSS feed: the newest this many (docs/product.md#blog). */
export const feedSize = 20;

export interface FeedItem {
  title: string;
  link: string;
  pubDate?: Date;
  description?: string;
  categories: string[];
  author?: string;
}

/**
 * The feed's items, newest first as the store sends them and never more than
 * `feedSize`; each carries the post's whole excerpt, not the lists' 80-character
 * cut, as feed readers expect. A post without a date carries no pubDate.
 */
export function feedItems(posts: readonly PostSummary[], linkOf: (path: string) => string): FeedItem[] {
  return posts.slice(0, feedSize).map((post) => ({
    title: post.title,
    link: linkOf(postPath(post.slug)),
    pubDate: post.publishedAt ? new Date(post.publishedAt) : undefined,
    description: post.excerpt?.trim() || undefined,
    categories: typeof post.category === "object" ? [post.category.title] : [],
    author: post.author?.name,
  }));
}
