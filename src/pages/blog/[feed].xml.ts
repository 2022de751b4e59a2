import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { feedPosts } from "~/blog/content-store";
import { feedItems } from "~/blog/feed";
import { absoluteUrl, siteConfig } from "~/site.config";
import { siteSettings } from "~/store/content";

/**
 * `/blog/rss.xml`, in a production build only: a feed's links must be absolute,
 * and a preview build has no public address to give them (lib/site-url.ts).
 */
export const getStaticPaths = () => (siteConfig.isPreview ? [] : [{ params: { feed: "rss" } }]);

/** The blog's RSS feed: the newest posts, each with its whole excerpt (blog/feed.ts). */
export const GET: APIRoute = async () => {
  const { blogFeed } = await siteSettings();
  return rss({
    title: blogFeed.title,
    description: blogFeed.description,
    site: absoluteUrl("/"),
    items: feedItems(await feedPosts(), absoluteUrl),
  });
};
