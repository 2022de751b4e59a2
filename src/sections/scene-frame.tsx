import type { Visual } from "./section-types";
import { phoneView } from "~/sections/phone-views";
import { buildDate, datedWords } from "~/lib/scene-date";
import { RasterPicture } from "./raster-picture";

/** The drawings' header band, as the hand-drawn mockups have it: 56 units of mint under the title. */
const band = { height: 56, fill: "#effcf9", ink: "#0b1b2b", muted: "#475569" } as const;

/**
 * A scene's title bar, as an inline drawing the width of the picture under it:
 * the title on the left and the build's month on the right, or, on a phone's
 * narrower drawing, one above the other. Decorative: the picture's alt text
 * describes the scene.
 */
function SceneTitleBar({
  width,
  title,
  dated,
  className,
}: {
  width: number;
  title: string;
  dated: string;
  className: string;
}) {
  const stacked = width < 480;
  const pad = stacked ? 16 : 24;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${band.height}`}
      width={width}
      height={band.height}
      className={className}
    >
      <rect width={width} height={band.height} fill={band.fill} />
      <text x={pad} y={stacked ? 25 : 34} fontSize="15" fontWeight="700" fill={band.ink}>
        {title}
      </text>
      <text
        x={stacked ? pad : width - pad}
        y={stacked ? 44 : 34}
        fontSize="12"
        fill={band.muted}
        textAnchor={stacked ? "start" : "end"}
      >
        {dated}
      </text>
    </svg>
  );
}

/**
 * A drawn audience scene: its title bar, dated from the build (one "today" for
 * every page of a build), over the raster of its body, in the mockups' card.
 * Below 640 px the phone's title bar and body show instead.
 */
export function SceneFrame({
  visual,
  sizes,
  priority,
}: {
  visual: Visual & { header: NonNullable<Visual["header"]> };
  sizes: string;
  priority: boolean;
}) {
  const phone = phoneView(visual.src);
  const dated = datedWords(visual.header.dated, buildDate);
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-elevated">
      <SceneTitleBar
        width={visual.width}
        title={visual.header.title}
        dated={dated}
        className={phone ? "block h-auto w-full max-sm:hidden" : "block h-auto w-full"}
      />
      {phone ? (
        <SceneTitleBar
          width={phone.width}
          title={visual.header.title}
          dated={dated}
          className="block h-auto w-full sm:hidden"
        />
      ) : null}
      <RasterPicture
        visual={visual}
        phone={phone}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className="block h-auto w-full"
      />
    </div>
  );
}
