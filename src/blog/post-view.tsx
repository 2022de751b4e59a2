import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import { AuthorAvatar, PostImage } from "./blog-ui";
import type { Post } from "./content";
import { PostBody } from "./portable-text";
import { formatPostDate, readingMinutes } from "./text";

const backLinkClass = "font-semibold text-brand-700 hover:underline";

/**
 * The single-post screen: byline, title, category, cover, body, tags and sharing.
 * `share` is the share buttons' island (blog/share-buttons.tsx), placed by the page.
 */
export function PostView({ post, share }: { post: Post; share?: ReactNode }) {
  const date = formatPostDate(post.publishedAt);
  return (
    <article>
      <Container width="prose" className="pt-10 sm:pt-14">
        <a href="/blog" className={backLinkClass}>
          {blogCopy.backToPosts}
        </a>
        <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
          <AuthorAvatar author={post.author} size={32} />
          <span className="font-semibold text-ink">{post.author?.name ?? blogCopy.defaultAuthor}</span>
          {date ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt}>{date}</time>
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
          <a href={`/blog/category/${post.category.slug}`} className="mt-6 inline-block">
            <Badge>{post.category.title}</Badge>
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
                  href={`/blog/tag/${tag.slug}`}
                  className="inline-block rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink-muted ring-1 ring-line hover:text-brand-700"
                >
                  #{tag.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-10 border-t border-line pt-8">
          <h2 className="text-base font-semibold text-ink">{blogCopy.sharePost}</h2>
          <div className="mt-4">{share}</div>
        </div>
        <p className="mt-10 pb-section">
          <a href="/blog" className={backLinkClass}>
            {blogCopy.backToPosts}
          </a>
        </p>
      </Container>
    </article>
  );
}
