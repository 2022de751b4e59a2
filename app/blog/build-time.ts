/**
 * Build-time blog plumbing for Node (the prerender list, the sitemap and the
 * RSS feed). It reads the environment directly and never ships to browsers.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { toList, toPostSummary, type PostSummary } from "./content";
import { allPostsQuery, blogSlugsQuery } from "./queries";
import { createHostedStore } from "./store/hosted";
import { createLocalStore } from "./store/local";
import type { ContentStore } from "./store/types";
import { excerptOf } from "./text";

export function storeFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ContentStore {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  return projectId
    ? createHostedStore({ projectId, dataset: env.SANITY_DATASET?.trim() || "production", apiVersion: "2024-01-01" })
    : createLocalStore(() => readFile(join(root, "content/blog/dataset.ndjson"), "utf8"));
}

function slugList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((slug): slug is string => typeof slug === "string" && /^[a-z0-9][a-z0-9-]*$/i.test(slug))
    : [];
}

/** Every post, category and tag page that exists now, to prerender and list in the sitemap. */
export async function blogPaths(store: ContentStore): Promise<string[]> {
  const result = (await store.fetch(blogSlugsQuery)) as Record<string, unknown> | null;
  return [
    ...slugList(result?.categories).map((slug) => `/blog/category/${slug}`),
    ...slugList(result?.tags).map((slug) => `/blog/tag/${slug}`),
    ...slugList(result?.posts).map((slug) => `/blog/${slug}`),
  ];
}

export async function allPosts(store: ContentStore): Promise<PostSummary[]> {
  return toList(await store.fetch(allPostsQuery), toPostSummary, "posts");
}

function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An RSS 2.0 feed of the posts, newest first. Posts without a date carry no pubDate. */
export function rssFeed(posts: readonly PostSummary[], site: { url: string; name: string }): string {
  const items = posts.map((post) => {
    const link = `${site.url}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      post.publishedAt ? `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : null,
      typeof post.category === "object" ? `      <category>${xml(post.category.title)}</category>` : null,
      post.author?.name ? `      <dc:creator>${xml(post.author.name)}</dc:creator>` : null,
      `      <description>${xml(excerptOf(post))}</description>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xml(site.name)} blog</title>`,
    `    <link>${xml(site.url)}/blog</link>`,
    `    <atom:link href="${xml(site.url)}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    "    <description>Practical writing on time tracking, leave, remote teams, productivity and payroll.</description>",
    "    <language>en</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
