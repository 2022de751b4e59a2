/** The results table of a PDF report, across as many pages as it needs. */
import type { jsPDF } from "jspdf";
import type { TextTable } from "../columns";
import { headFill, ink, lineGap, muted, printable, rule, totalsFill } from "./page";

const pad = 4;

/**
 * The table's type size and column widths: each column as wide as its longest text, in smaller
 * type while they do not fit (down to 6.5 pt), then text columns past the first wrapped in what
 * the figures leave; the columns then share out whatever width is left over.
 */
function columnLayout(
  pdf: jsPDF,
  table: TextTable,
  all: string[][],
  width: number,
): { size: number; widths: number[] } {
  const measure = (size: number) => {
    pdf.setFontSize(size);
    return table.headers.map((_, column) => {
      pdf.setFont("helvetica", "bold");
      let widest = 0;
      all.forEach((row, index) => {
        if (index === 1) pdf.setFont("helvetica", "normal");
        widest = Math.max(widest, pdf.getTextWidth(row[column] ?? ""));
      });
      return widest + 2 * pad;
    });
  };
  let size = 8.5;
  let widths = measure(size);
  while (widths.reduce((sum, each) => sum + each, 0) > width && size > 6.5) {
    size -= 0.5;
    widths = measure(size);
  }
  const total = widths.reduce((sum, each) => sum + each, 0);
  if (total > width) {
    // Text columns past the first wrap in what is left once the figures have their room.
    const wrapping = table.numeric.map((numeric, column) => !numeric && column > 0);
    const fixed = widths.reduce((sum, each, column) => sum + (wrapping[column] ? 0 : each), 0);
    const count = wrapping.filter(Boolean).length;
    const share = count ? Math.max((width - fixed) / count, 48) : 0;
    widths = widths.map((each, column) => (wrapping[column] ? share : each));
  }
  const used = widths.reduce((sum, each) => sum + each, 0);
  const scale = used < width ? width / used : 1;
  return { size, widths: widths.map((each) => each * scale) };
}

/**
 * The results table: as wide as the page, each column as wide as its longest
 * text (smaller type when they do not fit, then wrapped text columns), the
 * header again on each new page, rows never split, and the totals row shaded.
 */
export function drawTable(
  pdf: jsPDF,
  table: TextTable,
  area: { x: number; width: number; y: number; bottom: number; top: number },
): number {
  const all = [table.headers, ...table.rows, ...(table.totals ? [table.totals] : [])].map((row) => row.map(printable));
  const { size, widths } = columnLayout(pdf, table, all, area.width);

  const lineHeight = size * lineGap;
  let y = area.y;
  const drawRow = (cells: string[], kind: "head" | "body" | "totals") => {
    pdf.setFont("helvetica", kind === "body" ? "normal" : "bold");
    pdf.setFontSize(kind === "head" ? size - 0.5 : size);
    const lines = cells.map((cell, column) => pdf.splitTextToSize(cell, widths[column]! - 2 * pad) as string[]);
    const rowHeight = Math.max(...lines.map((each) => each.length)) * lineHeight + 2 * pad;
    if (kind === "head") {
      pdf.setFillColor(...headFill);
      pdf.rect(area.x, y, area.width, rowHeight, "F");
    }
    if (kind === "totals") {
      pdf.setFillColor(...totalsFill);
      pdf.rect(area.x, y, area.width, rowHeight, "F");
    }
    pdf.setTextColor(...(kind === "head" ? muted : ink));
    let x = area.x;
    lines.forEach((cellLines, column) => {
      const right = table.numeric[column];
      cellLines.forEach((line, index) => {
        const at = y + pad + index * lineHeight;
        if (right) pdf.text(line, x + widths[column]! - pad, at, { baseline: "top", align: "right" });
        else pdf.text(line, x + pad, at, { baseline: "top" });
      });
      x += widths[column]!;
    });
    y += rowHeight;
    pdf.setDrawColor(...(kind === "head" ? ink : rule));
    pdf.setLineWidth(kind === "head" ? 0.75 : 0.5);
    pdf.line(area.x, y, area.x + area.width, y);
    return rowHeight;
  };
  const rowHeightOf = (cells: string[]) => {
    pdf.setFontSize(size);
    const count = Math.max(...cells.map((cell, column) => pdf.splitTextToSize(cell, widths[column]! - 2 * pad).length));
    return count * lineHeight + 2 * pad;
  };

  const [head, ...rest] = all;
  const headHeight = rowHeightOf(head!);
  if (y + headHeight + rowHeightOf(rest[0] ?? head!) > area.bottom) {
    pdf.addPage();
    y = area.top;
  }
  drawRow(head!, "head");
  rest.forEach((cells, index) => {
    const totals = table.totals !== null && index === rest.length - 1;
    if (y + rowHeightOf(cells) > area.bottom) {
      pdf.addPage();
      y = area.top;
      drawRow(head!, "head");
    }
    drawRow(cells, totals ? "totals" : "body");
  });
  return y;
}
