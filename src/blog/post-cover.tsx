import { cn } from "~/lib/cn";
import { RasterPicture } from "~/sections/raster-picture";
import type { ListedPost } from "./content";
import { hostedCoverWidths, imageSrcSet, imageUrl } from "./image";
import { coverSize, isBundledDrawing } from "./pictures";
import { coverPalette } from "./text";

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
