import { Icon } from "~/components/ui/icon";
import { blogCopy } from "~/blog/copy";
import { categoryPath, postPath } from "~/lib/blog-paths";
import { AuthorAvatar } from "./author-avatar";
import type { ListedPost } from "./content";
import { CoverPlaceholder, PostImage } from "./post-cover";
import { formatPostDate } from "./text";

function PostMeta({ post, linkCategory }: { post: ListedPost; linkCategory: boolean }) {
  const date = formatPostDate(post.publishedAt);
  const category = post.category;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      {date ? <time dateTime={post.publishedAt}>{date}</time> : null}
      {typeof category === "object" && linkCategory ? (
        <a href={categoryPath(category.slug)} className="font-semibold text-brand-700 hover:underline">
          {category.title}
        </a>
      ) : typeof category === "object" || typeof category === "string" ? (
        <span className="font-semibold text-ink">{typeof category === "object" ? category.title : category}</span>
      ) : null}
    </p>
  );
}

/** A row's picture: the page column on a phone, two fifths of it from 768 px (Container's gutters). */
const postRowImageSizes =
  "(min-width: 1280px) 445px, (min-width: 768px) calc(40vw - 2.6rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/**
 * One post in a list: image, date, category, title, excerpt, reading time and
 * author. The first row's picture is the largest thing on the first screen: it
 * loads at once, ahead of the others.
 */
export function PostRow({
  post,
  linkCategory = true,
  first = false,
}: {
  post: ListedPost;
  linkCategory?: boolean;
  first?: boolean;
}) {
  return (
    <article className="grid gap-6 py-10 first:pt-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <a href={postPath(post.slug)} tabIndex={-1} aria-hidden="true" className="block">
        {post.mainImage ? (
          <PostImage src={post.mainImage} sizes={postRowImageSizes} eager={first} />
        ) : (
          <CoverPlaceholder category={post.category} />
        )}
      </a>
      <div className="min-w-0">
        <PostMeta post={post} linkCategory={linkCategory} />
        <h2 className="mt-2 text-2xl font-bold tracking-tight break-words text-ink">
          <a href={postPath(post.slug)} className="hover:text-brand-700">
            {post.title}
          </a>
        </h2>
        <p className="mt-3 leading-relaxed break-words text-ink-muted">{post.excerpt}</p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <Icon name="clock" />
          {blogCopy.minRead(post.readingTime)}
        </p>
        <div className="mt-5 flex items-center gap-3">
          <AuthorAvatar author={post.author} size={40} />
          <div className="text-sm">
            <p className="font-semibold text-ink">{post.author?.name ?? blogCopy.defaultAuthor}</p>
            <p className="text-ink-muted">{post.author?.role ?? blogCopy.defaultRole}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

export function PostList({ posts, linkCategory = true }: { posts: readonly ListedPost[]; linkCategory?: boolean }) {
  return (
    <div className="divide-y divide-line">
      {posts.map((post, index) => (
        <PostRow key={post._id} post={post} linkCategory={linkCategory} first={index === 0} />
      ))}
    </div>
  );
}
