import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import { AuthorAvatar } from "./author-avatar";
import { PostImage } from "./post-cover";
import type { ListedPost, Post } from "./content";
import { PostBody } from "./portable-text";
import { formatPostDate, readingMinutes } from "./text";
import { categoryPath, postPath, tagPath } from "~/lib/blog-paths";

const backLinkClass = "font-semibold text-brand-700 hover:underline";

/** One post to read next: its category, title, date and excerpt, the title its link. */
function RelatedPost({ post }: { post: ListedPost }) {
  const date = formatPostDate(post.publishedAt);
  const category = typeof post.category === "object" ? post.category.title : post.category;
  return (
    <div className="flex h-full flex-col rounded-card border border-line p-5">
      {category ? <p className="text-sm font-semibold text-brand-700">{category}</p> : null}
      <h3 className="mt-2 text-lg leading-snug font-bold break-words text-ink">
        <a href={postPath(post.slug)} className="hover:text-brand-700 hover:underline">
          {post.title}
        </a>
      </h3>
      <p className="mt-2 text-sm leading-relaxed break-words text-ink-muted">{post.excerpt}</p>
      {date ? (
        <time dateTime={post.publishedAt} className="mt-auto pt-3 text-sm text-ink-muted">
          {date}
        </time>
      ) : null}
    </div>
  );
}

/**
 * The single-post screen: byline, title, category, cover, body, tags, sharing
 * and related reading (docs/product.md#blog). `share` is the share buttons'
 * island (blog/share-buttons.tsx), placed by the page. What is not the post's
 * own words is left out of site search (`data-pagefind-ignore`).
 */
export function PostView({ post, related, share }: { post: Post; related: readonly ListedPost[]; share?: ReactNode }) {
  const date = formatPostDate(post.publishedAt);
  return (
    <article>
      <Container width="prose" className="pt-10 sm:pt-14">
        <a href="/blog" className={backLinkClass} data-pagefind-ignore>
          {blogCopy.backToPosts}
        </a>
        <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted" data-search-skip="">
          <AuthorAvatar author={post.author} size={32} />
          <span className="font-semibold text-ink">{post.author?.name ?? blogCopy.defaultAuthor}</span>
          {date ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt} data-pagefind-meta="date">
                {date}
              </time>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" />
            {blogCopy.minRead(readingMinutes(post))}
          </span>
        </div>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance break-words text-ink sm:text-5xl">
          {post.title}
        </h1>
        {post.subtitle ? <p className="mt-4 text-lead break-words text-ink-muted">{post.subtitle}</p> : null}
        {post.category ? (
          <a href={categoryPath(post.category.slug)} className="mt-6 inline-block">
            <Badge data-pagefind-filter="category">{post.category.title}</Badge>
          </a>
        ) : null}
      </Container>
      {post.mainImage ? (
        <Container className="mt-10">
          <PostImage
            src={post.mainImage}
            sizes="(min-width: 1216px) 1152px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
            eager
          />
        </Container>
      ) : null}
      <Container width="prose" className="mt-12">
        <PostBody body={post.body} />
        {post.tags.length ? (
          <ul aria-label={blogCopy.tagsLabel} className="mt-12 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <a
                  href={tagPath(tag.slug)}
                  className="inline-block rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink-muted ring-1 ring-line hover:text-brand-700"
                >
                  #{tag.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-10 border-t border-line pt-8" data-pagefind-ignore>
          <h2 className="text-base font-semibold text-ink">{blogCopy.sharePost}</h2>
          <div className="mt-4">{share}</div>
        </div>
        {related.length ? (
          <section aria-labelledby="related-posts" className="mt-12 border-t border-line pt-8" data-pagefind-ignore>
            <h2 id="related-posts" className="text-xl font-bold text-ink">
              {blogCopy.relatedPosts}
            </h2>
            <ul className="mt-6 grid gap-4">
              {related.map((item) => (
                <li key={item._id}>
                  <RelatedPost post={item} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-10 pb-section" data-pagefind-ignore>
          <a href="/blog" className={backLinkClass}>
            {blogCopy.backToPosts}
          </a>
        </p>
      </Container>
    </article>
  );
}
