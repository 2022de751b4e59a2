/**
 * The site's one icon system: lucide's drawings in one SVG sprite (public/icons.svg, made
 * by scripts/brand/icon-sprite.mjs), each icon a `<use>` reference, so an icon in a
 * feature card, the header or an island's button costs no JavaScript and no inline paths.
 * `spriteIcons` are the ones page copy may name.
 */
export const spriteIcons = [
  "alarm-clock",
  "arrow-right-left",
  "bell",
  "bot",
  "brain",
  "briefcase",
  "building",
  "calculator",
  "calendar-check",
  "calendar-days",
  "calendar-range",
  "chart-column",
  "chart-gantt",
  "chart-line",
  "chart-pie",
  "check",
  "circle-check",
  "circle-exclamation-point",
  "clock",
  "coffee",
  "coins",
  "copy",
  "download",
  "eye-off",
  "file-text",
  "flag",
  "flame",
  "folder-kanban",
  "gift",
  "globe",
  "graduation-cap",
  "handshake",
  "hash",
  "headphones",
  "heart-handshake",
  "hourglass",
  "kanban",
  "landmark",
  "laptop",
  "layers",
  "link-2",
  "list-checks",
  "lock",
  "log-in",
  "log-out",
  "mail",
  "map-pin",
  "message-square",
  "moon",
  "pause",
  "percent",
  "plane",
  "play",
  "plus",
  "printer",
  "receipt",
  "repeat",
  "rocket",
  "rotate-ccw",
  "route",
  "scale",
  "settings",
  "shield-check",
  "smartphone",
  "sparkles",
  "store",
  "sun",
  "target",
  "terminal",
  "timer",
  "trending-up",
  "user-check",
  "user-round-check",
  "users",
  "wallet",
  "x",
  "zap",
] as const;

/** Icons only the site's own frame draws (menus, links out, arrows, the tour's controls): not offered in the Studio. */
type FrameIcon =
  | "arrow-right"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "code-xml"
  | "external-link"
  | "info"
  | "life-buoy"
  | "menu";

export type IconName = (typeof spriteIcons)[number] | FrameIcon;
