/**
 * A page's social card (docs/decisions/social-cards.md): the brand, the page's
 * section and its title on 1200 x 630, laid out by satori as an SVG whose
 * text is already drawn as paths, then rasterised to PNG by resvg. Plain
 * TypeScript with relative imports: it runs in the build's worker threads.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";

/** What one card shows. The cache key is made of these and `cardDesign`. */
export interface CardSpec {
  title: string;
  /** The site's part the page is in (a post's category); blank: none shown. */
  section?: string;
  /** The brand's name, and the site's host under it when the build has one. */
  brand: string;
  host?: string;
}

/** Changed whenever the drawing changes, so cached cards are drawn again. */
export const cardDesign = "2026-11-27.1";

export const cardSize = { width: 1200, height: 630 } as const;
const margin = { side: 80, top: 64, bottom: 56 };
const textWidth = cardSize.width - 2 * margin.side;

const colors = {
  ground: "#effcf9",
  ink: "#0b1b2b",
  muted: "#475569",
  brand: "#0d6861",
  accent: "#ffb84a",
  white: "#ffffff",
} as const;

const logoMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colors.brand}"/><path d="M9 8.5v15M13.7 8.5v15M18.3 8.5v15M23 8.5v15" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><path d="M6.5 21.5 25.5 10.5" stroke="${colors.accent}" stroke-width="2.8" stroke-linecap="round"/></svg>`;

const require = createRequire(import.meta.url);

/** Inter from @fontsource, as WOFF (satori reads no WOFF2): Latin and Latin Extended, three weights. */
function interFonts(): Font[] {
  return (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([400, 600, 700] as const).map((weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

let fonts: Font[] | undefined;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Array<Node | string> | string };
}

const box = (style: Style, ...children: Array<Node | string>): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** The title's size by its length: short titles large, long ones still whole in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 84;
  if (title.length <= 60) return 68;
  if (title.length <= 90) return 56;
  return 48;
}

function layout(card: CardSpec): Node {
  const brand = box(
    { alignItems: "center", gap: 20, fontSize: 40, fontWeight: 700, color: colors.ink },
    {
      type: "img",
      props: { src: `data:image/svg+xml;base64,${Buffer.from(logoMark).toString("base64")}`, width: 64, height: 64 },
    },
    card.brand,
  );
  const words = box(
    { flexDirection: "column", gap: 22, width: textWidth },
    ...(card.section
      ? [box({ fontSize: 30, fontWeight: 600, color: colors.brand, letterSpacing: 0.5 }, card.section)]
      : []),
    box(
      {
        display: "block",
        width: textWidth,
        fontSize: titleSize(card.title),
        fontWeight: 700,
        lineHeight: 1.12,
        letterSpacing: -1,
        color: colors.ink,
        lineClamp: 3,
      },
      card.title,
    ),
  );
  return box(
    {
      // Satori sizes boxes by their content: the padding comes on top of width and height.
      width: textWidth,
      height: cardSize.height - margin.top - margin.bottom,
      flexDirection: "column",
      paddingTop: margin.top,
      paddingRight: margin.side,
      paddingBottom: margin.bottom,
      paddingLeft: margin.side,
      backgroundColor: colors.ground,
      fontFamily: "Inter",
    },
    brand,
    box({ flexGrow: 1, flexDirection: "column", justifyContent: "center" }, words),
    box({ fontSize: 26, color: colors.muted }, card.host ?? ""),
    box({ position: "absolute", left: 0, bottom: 0, width: cardSize.width, height: 18, backgroundColor: colors.brand }),
  );
}

/** The card as a PNG. */
export async function drawCard(card: CardSpec): Promise<Buffer> {
  fonts ??= interFonts();
  const svg = await satori(layout(card) as unknown as Parameters<typeof satori>[0], { ...cardSize, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}
