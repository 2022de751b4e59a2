import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { allPosts } from "~/blog/content-store";
import { excerptOf } from "~/blog/text";
import { absoluteUrl, siteConfig } from "~/site.config";

/**
 * `/blog/rss.xml`, in a production build only: a feed's links must be absolute,
 * and a preview build has no public address to give them (lib/site-url.ts).
 */
export const getStaticPaths = () => (siteConfig.isPreview ? [] : [{ params: { feed: "rss" } }]);

/** The blog's RSS feed, newest first; a post without a date carries no pubDate. */
export const GET: APIRoute = async () =>
  rss({
    title: "Tallyday blog",
    description: "Practical writing on time tracking, leave, remote teams, productivity and payroll.",
    site: absoluteUrl("/"),
    items: (await allPosts()).map((post) => ({
      title: post.title,
      link: absoluteUrl(`/blog/${post.slug}`),
      pubDate: post.publishedAt ? new Date(post.publishedAt) : undefined,
      description: excerptOf(post),
      categories: typeof post.category === "object" ? [post.category.title] : [],
      author: post.author?.name,
    })),
  });
