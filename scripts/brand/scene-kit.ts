/**
 * The drawing kit of the audience scenes: the same card, type, colours, chips,
 * tables and bars as the hand-drawn mockups in public/mockups, as functions, so
 * one scene's data draws both its wide body (640 units) and its phone body
 * (360 units, docs/decisions/images.md#phone-views). A scene's header (its title
 * and the build's month) is not drawn here: the page draws it at build time
 * (src/sections/scene-header.tsx), so the date is the build's, never the date
 * the picture was rendered.
 */

export const colour = {
  ink: "#0b1b2b",
  muted: "#475569",
  faint: "#94a3b8",
  line: "#e2e8e6",
  rowLine: "#f1f5f4",
  brand: "#0d6861",
  mint: "#12a192",
  mintWash: "#effcf9",
  amber: "#f97c07",
  amberText: "#b45309",
  amberWash: "#fff6eb",
  gold: "#ffb84a",
  blueWash: "#e6f0ff",
  track: "#f1f5f9",
  redText: "#b42318",
  redWash: "#fdecec",
} as const;

export type Tone = "brand" | "mint" | "amber" | "blue" | "grey" | "red";

/** A chip's fill, border and text by tone. */
const chipTone: Record<Tone, [fill: string, stroke: string, text: string]> = {
  brand: [colour.brand, colour.brand, "#fff"],
  mint: [colour.mintWash, colour.mint, colour.brand],
  amber: [colour.amberWash, colour.amber, colour.amberText],
  blue: [colour.blueWash, colour.brand, colour.ink],
  grey: ["#fff", colour.line, colour.muted],
  red: [colour.redWash, "#f04438", colour.redText],
};
const barTone: Record<Tone, string> = {
  brand: colour.brand,
  mint: colour.mint,
  amber: colour.amber,
  blue: "#5b8def",
  grey: "#cbd5e1",
  red: "#f04438",
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text at a baseline. */
export function text(
  x: number,
  y: number,
  content: string,
  {
    size = 13,
    weight = 400,
    fill = colour.ink,
    anchor = "start",
  }: Partial<{ size: number; weight: number; fill: string; anchor: "start" | "middle" | "end" }> = {},
): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    size !== 13 && `font-size="${size}"`,
    weight !== 400 && `font-weight="${weight}"`,
    fill !== colour.ink && `fill="${fill}"`,
    anchor !== "start" && `text-anchor="${anchor}"`,
  ].filter(Boolean);
  return `<text ${attributes.join(" ")}>${escape(content)}</text>`;
}

/** A rounded chip with its words; about 6.4 units a character at 11 units. */
export function chip(x: number, y: number, label: string, tone: Tone, anchor: "start" | "end" = "start"): string {
  const width = Math.round(label.length * 6.2 + 18);
  const left = anchor === "end" ? x - width : x;
  const [fill, stroke, ink] = chipTone[tone];
  return (
    `<rect x="${left}" y="${y}" width="${width}" height="22" rx="11" fill="${fill}" stroke="${stroke}"/>` +
    text(left + width / 2, y + 15, label, { size: 11, weight: 600, fill: ink, anchor: "middle" })
  );
}

/** A progress bar: a track and its filled share. */
export function bar(x: number, y: number, width: number, share: number, tone: Tone, height = 8): string {
  const filled = Math.max(0, Math.min(1, share)) * width;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${colour.track}"/>` +
    (filled > 0
      ? `<rect x="${x}" y="${y}" width="${filled.toFixed(1)}" height="${height}" rx="${height / 2}" fill="${barTone[tone]}"/>`
      : "")
  );
}

/** One cell of a table row. */
export interface Cell {
  text?: string;
  /** A second, smaller line under the text. */
  sub?: string;
  subTone?: Tone;
  bold?: boolean;
  /** Drawn as a chip instead of plain text. */
  chip?: Tone;
  /** A bar across the cell, `share` of it filled, with the text above it. */
  bar?: { share: number; tone: Tone };
  /** A coloured mark before the text (a project's or a person's colour). */
  swatch?: Tone;
  tone?: Tone;
}

export interface Column {
  label: string;
  /** Width in units of the body. */
  width: number;
  align?: "start" | "end";
}

const toneText: Record<Tone, string> = {
  brand: colour.brand,
  mint: colour.brand,
  amber: colour.amberText,
  blue: colour.ink,
  grey: colour.muted,
  red: colour.redText,
};

/** A block of a scene: its drawing at a top edge, and the height it takes. */
export interface Block {
  height: number;
  draw(top: number, left: number, width: number): string;
}

/** A table: header labels, then rows of cells, with rules between rows. */
export function table(columns: Column[], rows: Cell[][], rowHeight?: number): Block {
  const tall = rows.some((row) => row.some((cell) => cell.sub || cell.bar));
  const height = rowHeight ?? (tall ? 50 : 38);
  return {
    height: 30 + rows.length * height,
    draw(top, left, width) {
      const parts: string[] = [];
      let x = left;
      const edges = columns.map((column) => {
        const start = x;
        x += column.width;
        return { start, end: x, column };
      });
      for (const { start, end, column } of edges)
        parts.push(
          text(column.align === "end" ? end : start, top + 14, column.label.toUpperCase(), {
            size: 10.5,
            weight: 600,
            fill: colour.muted,
            anchor: column.align === "end" ? "end" : "start",
          }),
        );
      parts.push(`<line x1="${left}" y1="${top + 24}" x2="${left + width}" y2="${top + 24}" stroke="${colour.line}"/>`);
      rows.forEach((row, index) => {
        const rowTop = top + 30 + index * height;
        const mid = rowTop + height / 2;
        row.forEach((cell, columnIndex) => {
          const { start, end, column } = edges[columnIndex]!;
          const alignEnd = column.align === "end";
          const anchorX = alignEnd ? end : start;
          let textX = anchorX;
          if (cell.swatch) {
            parts.push(
              `<rect x="${start}" y="${mid - 11}" width="6" height="22" rx="2" fill="${barTone[cell.swatch]}"/>`,
            );
            textX = start + 14;
          }
          if (cell.chip && cell.text) {
            parts.push(chip(anchorX, mid - 11, cell.text, cell.chip, alignEnd ? "end" : "start"));
            return;
          }
          if (cell.bar) {
            if (cell.text)
              parts.push(
                text(anchorX, mid - 4, cell.text, {
                  size: 11,
                  weight: 600,
                  fill: colour.muted,
                  anchor: alignEnd ? "end" : "start",
                }),
              );
            // A gap on the side that meets the neighbouring column.
            const barStart = alignEnd ? start + 20 : start;
            parts.push(bar(barStart, mid + 3, end - barStart - (alignEnd ? 0 : 12), cell.bar.share, cell.bar.tone));
            return;
          }
          if (!cell.text) return;
          const anchor = alignEnd ? "end" : "start";
          const fill = cell.tone ? toneText[cell.tone] : colour.ink;
          if (cell.sub) {
            parts.push(text(textX, mid - 3, cell.text, { weight: cell.bold ? 600 : 400, fill, anchor }));
            parts.push(
              text(textX, mid + 13, cell.sub, {
                size: 11,
                fill: cell.subTone ? toneText[cell.subTone] : colour.muted,
                anchor,
              }),
            );
          } else parts.push(text(textX, mid + 4.5, cell.text, { weight: cell.bold ? 600 : 400, fill, anchor }));
        });
        if (index < rows.length - 1)
          parts.push(
            `<line x1="${left}" y1="${rowTop + height}" x2="${left + width}" y2="${rowTop + height}" stroke="${colour.rowLine}"/>`,
          );
      });
      return parts.join("");
    },
  };
}

/** Count cards in a row: a label, a large value and a note. */
export function cards(items: Array<{ label: string; value: string; note?: string; tone?: Tone }>): Block {
  return {
    height: 76,
    draw(top, left, width) {
      const gap = 12;
      const each = (width - gap * (items.length - 1)) / items.length;
      return items
        .map((item, index) => {
          const x = left + index * (each + gap);
          const [fill, stroke] = item.tone ? chipTone[item.tone] : [colour.mintWash, colour.mintWash];
          const solid = item.tone === "brand";
          return (
            `<rect x="${x}" y="${top}" width="${each}" height="64" rx="12" fill="${solid ? colour.mintWash : fill}" stroke="${solid ? colour.mintWash : stroke}"/>` +
            text(x + 14, top + 22, item.label, { size: 11, weight: 600, fill: colour.muted }) +
            text(x + 14, top + 50, item.value, { size: 22, weight: 700 }) +
            (item.note ? text(x + each - 12, top + 50, item.note, { size: 11, fill: colour.muted, anchor: "end" }) : "")
          );
        })
        .join("");
    },
  };
}

/** A board: columns of cards, each with a title, a line of detail and a chip. */
export function board(
  columns: Array<{ title: string; cards: Array<{ title: string; detail: string; chip?: [string, Tone] }> }>,
): Block {
  const cardHeight = 74;
  const tallest = Math.max(...columns.map((column) => column.cards.length));
  return {
    height: 34 + tallest * (cardHeight + 10),
    draw(top, left, width) {
      const gap = 12;
      const each = (width - gap * (columns.length - 1)) / columns.length;
      return columns
        .map((column, index) => {
          const x = left + index * (each + gap);
          const parts = [
            `<rect x="${x}" y="${top}" width="${each}" height="${34 + column.cards.length * (cardHeight + 10) - 4}" rx="12" fill="#f8fafc"/>`,
            text(x + 12, top + 22, column.title, { size: 12, weight: 700 }),
            text(x + each - 12, top + 22, String(column.cards.length), {
              size: 11,
              weight: 600,
              fill: colour.muted,
              anchor: "end",
            }),
          ];
          column.cards.forEach((card, cardIndex) => {
            const y = top + 32 + cardIndex * (cardHeight + 10);
            parts.push(
              `<rect x="${x + 8}" y="${y}" width="${each - 16}" height="${cardHeight}" rx="10" fill="#fff" stroke="${colour.line}"/>`,
              text(x + 20, y + 22, card.title, { size: 12.5, weight: 600 }),
              text(x + 20, y + 40, card.detail, { size: 11, fill: colour.muted }),
            );
            if (card.chip) parts.push(chip(x + 20, y + 46, card.chip[0], card.chip[1]));
          });
          return parts.join("");
        })
        .join("");
    },
  };
}

/** A line of small print, as the mockups end. */
export function note(words: string, tone: Tone = "grey"): Block {
  return {
    height: 22,
    draw: (top, left) =>
      text(left, top + 14, words, { size: 11, fill: tone === "grey" ? colour.muted : toneText[tone] }),
  };
}

/** Chips in a row (a legend or a filter). */
export function chips(items: Array<[string, Tone]>): Block {
  return {
    height: 32,
    draw(top, left) {
      let x = left;
      return items
        .map(([label, tone]) => {
          const drawn = chip(x, top, label, tone);
          x += Math.round(label.length * 6.2 + 18) + 8;
          return drawn;
        })
        .join("");
    },
  };
}

/** Blank space between blocks. */
export function space(height: number): Block {
  return { height, draw: () => "" };
}

/** A scene body: blocks stacked from the top, on white, `width` units wide. */
export function body(width: number, blocks: Block[]): { svg: string; height: number } {
  const pad = width > 400 ? 24 : 16;
  let top = 20;
  const drawn = blocks.map((block) => {
    const svg = block.draw(top, pad, width - pad * 2);
    top += block.height + 12;
    return svg;
  });
  const height = Math.ceil(top + 4);
  return {
    height,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter, system-ui, sans-serif">` +
      `<rect width="${width}" height="${height}" fill="#fff"/>` +
      drawn.join("") +
      `</svg>\n`,
  };
}
