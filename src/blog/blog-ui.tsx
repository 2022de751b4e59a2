import { Icon } from "~/components/ui/icon";
import { Container } from "~/components/ui/container";
import { blogCopy } from "~/blog/copy";
import { cn } from "~/lib/cn";
import { RasterPicture } from "~/sections/raster-picture";
import type { Author, Category, ListedPost } from "./content";
import { hostedCoverWidths, imageSrcSet, imageUrl, squareSources } from "./image";
import { pagePath, pagerItems } from "./pagination";
import { avatarSources, coverSize, isBundledDrawing } from "./pictures";
import { SearchBox } from "./search/search-box";
import { coverPalette, formatPostDate, initialsOf } from "./text";

/** The heading block every blog list opens with, and the search field (docs/product.md#search). */
export function BlogHeader({
  title,
  lead,
  categories = [],
}: {
  title: string;
  lead?: string;
  /** What an empty search offers instead. */
  categories?: readonly Category[];
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <Container className="pt-12 pb-10 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{blogCopy.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance break-words text-ink sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lead text-ink-muted">{lead}</p> : null}
        <SearchBox variant="header" categories={categories} className="mt-8" />
      </Container>
    </header>
  );
}

/** A failure to read the store: the spec's message, in red, announced. */
export function BlogError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-control border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * `All` and one tab per category; the current one underlined and marked as the
 * current page. On a phone the row scrolls sideways: a shadow at the cut edge
 * says there is more, and goes when the row is scrolled to its end (a cover
 * that scrolls with the row hides it; docs/product.md#blog).
 */
export function CategoryTabs({ categories, active }: { categories: readonly Category[]; active?: string }) {
  const tabs: Array<{ href: string; label: string; slug?: string }> = [
    { href: "/blog", label: blogCopy.allTab },
    ...categories.map((category) => ({
      href: `/blog/category/${category.slug}`,
      label: category.title,
      slug: category.slug,
    })),
  ];
  return (
    <nav aria-label={blogCopy.categoriesLabel} className="border-b border-line">
      <ul
        data-scroll-cue=""
        className="-mb-px flex gap-6 overflow-x-auto [background:linear-gradient(to_left,transparent,white_1.5rem)_left/2rem_100%_no-repeat_local,linear-gradient(to_right,transparent,white_1.5rem)_right/2rem_100%_no-repeat_local,linear-gradient(to_right,rgb(3_42_41/0.22),transparent)_left/1.25rem_100%_no-repeat_scroll,linear-gradient(to_left,rgb(3_42_41/0.22),transparent)_right/1.25rem_100%_no-repeat_scroll]"
      >
        {tabs.map((tab) => {
          const current = tab.slug === active;
          return (
            // The current tab starts in view on a phone, however far along the row it sits.
            <li key={tab.href} className={cn("shrink-0", current && "[scroll-initial-target:nearest]")}>
              <a
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  // The row scrolls, so it clips whatever is drawn outside it: the focus ring goes inside the tab.
                  "inline-block border-b-2 py-3 text-sm font-semibold transition-colors focus-visible:outline-offset-[-2px]",
                  current
                    ? "border-brand-700 text-brand-800 underline decoration-2 underline-offset-[14px]"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const pagerLinkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-3 text-sm font-semibold";
const pagerStepClass = cn(pagerLinkClass, "gap-1.5 text-brand-700 hover:bg-brand-50");

/**
 * Previous, the page numbers and Next for one list (docs/product.md#blog). Page 1
 * has no Previous and the last page no Next; one page needs no pager at all. On a
 * phone the numbers take a row of their own under Previous and Next.
 */
export function Pager({ listPath, page, pageCount }: { listPath: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { pager } = blogCopy;
  return (
    <nav aria-label={pager.label} className="flex flex-wrap items-center gap-y-3 border-t border-line pt-8">
      {page > 1 ? (
        <a href={pagePath(listPath, page - 1)} rel="prev" className={cn(pagerStepClass, "mr-auto")}>
          <span aria-hidden="true">←</span>
          {pager.previous}
        </a>
      ) : null}
      <ul className="order-last flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {pagerItems(page, pageCount).map((item, index) =>
          "gap" in item ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={pagePath(listPath, item.page)}
                aria-label={pager.page(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                className={cn(
                  pagerLinkClass,
                  item.page === page
                    ? "bg-brand-700 text-white"
                    : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                )}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a href={pagePath(listPath, page + 1)} rel="next" className={cn(pagerStepClass, "ml-auto")}>
          {pager.next}
          <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  );
}

export function AuthorAvatar({ author, size }: { author?: Author; size: 32 | 40 }) {
  const box = size === 32 ? "size-8" : "size-10";
  if (author?.image) {
    const bundled = isBundledDrawing(author.image) ? avatarSources(author.image) : undefined;
    // A hosted portrait at its own size, and twice that for sharp screens.
    const hosted = bundled ? undefined : squareSources(author.image, size);
    const image = (
      <img
        src={bundled?.webp ?? hosted?.src}
        srcSet={hosted?.srcSet}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn(box, "shrink-0 rounded-full bg-surface-muted object-cover")}
      />
    );
    if (!bundled) return image;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={bundled.avif} />
        {image}
      </picture>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-initials=""
      className={cn(
        box,
        "grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800",
        size === 32 ? "text-xs" : "text-sm",
      )}
    >
      {initialsOf(author?.name)}
    </span>
  );
}

/**
 * A cover for a post that has none, drawn in its category's colours: a tally of
 * strokes and the category's name, never a broken-image box.
 */
export function CoverPlaceholder({ category, className }: { category?: ListedPost["category"]; className?: string }) {
  const slug = typeof category === "object" ? category.slug : category;
  const title = typeof category === "object" ? category.title : category;
  const { ground, mark } = coverPalette(slug);
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      data-cover-placeholder=""
      className={cn("aspect-video w-full rounded-card", className)}
    >
      <rect width="320" height="180" fill={ground} />
      <g stroke={mark} strokeWidth="7" strokeLinecap="round" opacity="0.9">
        <path d="M112 48v84M134 48v84M156 48v84M178 48v84" />
        <path d="M98 118 200 62" />
      </g>
      {title ? (
        <text x="24" y="160" fill="#fff" fontSize="15" fontWeight="600" fontFamily="inherit">
          {title}
        </text>
      ) : null}
    </svg>
  );
}

/** A post's cover at 16:9. `sizes`: how wide it shows. */
export function PostImage({
  src,
  sizes,
  eager = false,
  className,
}: {
  src: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const image = {
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
    decoding: "async",
    className: cn("aspect-video w-full rounded-card bg-surface-muted object-cover", className),
  } as const;
  if (isBundledDrawing(src)) return <RasterPicture visual={{ src, alt: "", ...coverSize }} sizes={sizes} {...image} />;
  return (
    <img
      src={imageUrl(src, coverSize)}
      srcSet={imageSrcSet(src, coverSize, hostedCoverWidths)}
      sizes={sizes}
      alt=""
      {...coverSize}
      {...image}
    />
  );
}

function PostMeta({ post, linkCategory }: { post: ListedPost; linkCategory: boolean }) {
  const date = formatPostDate(post.publishedAt);
  const category = post.category;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      {date ? <time dateTime={post.publishedAt}>{date}</time> : null}
      {typeof category === "object" && linkCategory ? (
        <a href={`/blog/category/${category.slug}`} className="font-semibold text-brand-700 hover:underline">
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
      <a href={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true" className="block">
        {post.mainImage ? (
          <PostImage src={post.mainImage} sizes={postRowImageSizes} eager={first} />
        ) : (
          <CoverPlaceholder category={post.category} />
        )}
      </a>
      <div className="min-w-0">
        <PostMeta post={post} linkCategory={linkCategory} />
        <h2 className="mt-2 text-2xl font-bold tracking-tight break-words text-ink">
          <a href={`/blog/${post.slug}`} className="hover:text-brand-700">
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

/** No posts in a list: the spec's message and, from a category or tag, the way back. */
export function EmptyPosts({ text, backLink = true }: { text: string; backLink?: boolean }) {
  return (
    <div className="py-16 text-center">
      <p className="text-lead text-ink-muted">{text}</p>
      {backLink ? (
        <a href="/blog" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {blogCopy.backToAll}
        </a>
      ) : null}
    </div>
  );
}
