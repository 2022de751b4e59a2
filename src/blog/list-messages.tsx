import { blogCopy } from "~/blog/copy";

/** A failure to read the store: the spec's message, in red, announced. */
export function BlogError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-control border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-700">
      {message}
    </p>
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
