import { cn } from "~/lib/cn";
import type { Author } from "./content";
import { squareSources } from "./image";
import { avatarSources, isBundledDrawing } from "./pictures";
import { initialsOf } from "./text";

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
