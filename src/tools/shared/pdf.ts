/**
 * A report as a text PDF (docs/product.md#printed-reports): the same parts,
 * top to bottom, as the printed frame, in the PDF's built-in Helvetica, so its
 * words can be selected and searched. jsPDF is large, so this module is only
 * ever loaded by `import()` when a visitor presses Download PDF (pdf-download.tsx).
 */
import { jsPDF } from "jspdf";
import type { TextTable } from "./columns";
import type { Paper } from "./paper";
import type { ReportDocument } from "./report";

type Rgb = [number, number, number];
const ink: Rgb = [11, 27, 43];
const muted: Rgb = [71, 85, 105];
const brand: Rgb = [13, 104, 97];
const accent: Rgb = [255, 184, 74];
const rule: Rgb = [203, 213, 225];
const totalsFill: Rgb = [239, 252, 249];
const headFill: Rgb = [241, 245, 249];

const mm = 72 / 25.4;
/** The print frame's margin, 12 mm. */
const margin = 12 * mm;
const lineGap = 1.3;

/**
 * The built-in fonts speak Windows-1252 only: anything else (a name in
 * another script, an emoji) would print as junk, so it becomes "?".
 */
const extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export function printable(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    const code = char.codePointAt(0)!;
    if (char === "\t") return " ";
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n") return char;
    return extras.includes(char) ? char : "?";
  }).join("");
}

/** Writes the report onto `paper` and returns the PDF's bytes. */
export function reportPdf(report: ReportDocument, paper: Paper): ArrayBuffer {
  const pdf = new jsPDF({ unit: "pt", format: paper, compress: true });
  pdf.setProperties({ title: printable(report.title), creator: printable(report.brand.name) });
  const width = pdf.internal.pageSize.getWidth();
  const height = pdf.internal.pageSize.getHeight();
  const inner = width - 2 * margin;
  const bottom = height - margin;
  let y = margin;

  const font = (size: number, style: "normal" | "bold" = "normal", color: Rgb = ink) => {
    pdf.setFont("helvetica", style);
    pdf.setFontSize(size);
    pdf.setTextColor(...color);
  };
  const lineHeight = () => pdf.getFontSize() * lineGap;
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    pdf.addPage();
    y = margin;
  };
  /** Text wrapped to `maxWidth`, moving down the page (and onto a new one) as it goes. */
  const paragraph = (text: string, maxWidth = inner, x = margin) => {
    const lines = pdf.splitTextToSize(printable(text), maxWidth) as string[];
    for (const line of lines) {
      room(lineHeight());
      pdf.text(line, x, y, { baseline: "top" });
      y += lineHeight();
    }
  };
  const hr = (x1: number, x2: number, at: number, color: Rgb = ink, thickness = 0.75) => {
    pdf.setDrawColor(...color);
    pdf.setLineWidth(thickness);
    pdf.line(x1, at, x2, at);
  };

  // The brand: the tally mark, the wordmark, and the tool with its address on the right.
  const mark = 20;
  pdf.setFillColor(...brand);
  pdf.roundedRect(margin, y, mark, mark, 5, 5, "F");
  pdf.setDrawColor(255, 255, 255);
  pdf.setLineWidth(1.6);
  for (const x of [5.6, 8.6, 11.4, 14.4]) pdf.line(margin + x, y + 5.3, margin + x, y + 14.7);
  pdf.setDrawColor(...accent);
  pdf.setLineWidth(1.75);
  pdf.line(margin + 4, y + 13.4, margin + 16, y + 6.6);
  font(15, "bold");
  pdf.text(printable(report.brand.name), margin + mark + 6, y + mark / 2, { baseline: "middle" });
  font(8, "normal", muted);
  const toolLine = [report.brand.tool, report.brand.address].filter(Boolean).join(" · ");
  pdf.text(printable(toolLine), width - margin, y + mark / 2, { baseline: "middle", align: "right" });
  y += mark + 8;
  hr(margin, width - margin, y, brand, 1.5);
  y += 16;

  font(18, "bold");
  paragraph(report.title);
  const { header, notes, period, employee, approver } = report.texts;
  if (header?.trim()) {
    y += 2;
    font(12, "bold");
    paragraph(header.trim());
  }

  // Period, employee and approver: a label over a line; an empty one is a line to write on.
  y += 10;
  const details = [
    { label: "PERIOD", value: period, share: 0.42 },
    { label: "EMPLOYEE", value: employee, share: 0.29 },
    { label: "APPROVER", value: approver, share: 0.29 },
  ];
  const gap = 16;
  let x = margin;
  room(36);
  for (const detail of details) {
    const span = (inner - gap * (details.length - 1)) * detail.share;
    font(7, "bold", muted);
    pdf.text(detail.label, x, y, { baseline: "top" });
    font(10, "normal");
    const value = pdf.splitTextToSize(printable(detail.value?.trim() ?? ""), span)[0] ?? "";
    pdf.text(value, x, y + 11, { baseline: "top" });
    hr(x, x + span, y + 27, ink, 0.6);
    x += span + gap;
  }
  y += 40;

  font(9, "normal", muted);
  for (const line of report.body.lead) paragraph(line);
  if (report.body.lead.length) y += 8;

  y = drawTable(pdf, report.body.table, { x: margin, width: inner, y, bottom, top: margin });
  y += 12;

  report.body.totals.forEach((line, index) => {
    if (index === 0) font(12, "bold");
    else font(10);
    paragraph(line);
    y += 2;
  });

  if (notes?.trim()) {
    y += 10;
    font(10, "bold");
    room(lineHeight() * 2);
    paragraph("Notes");
    font(10);
    for (const line of notes.trim().split("\n")) paragraph(line || " ");
  }

  // Signature and date lines for the employee and the approver, never split across pages.
  y += 28;
  room(60);
  const column = (inner - 28) / 2;
  const dateWidth = 80;
  [
    { role: "Employee", name: employee },
    { role: "Approver", name: approver },
  ].forEach(({ role, name }, index) => {
    const left = margin + index * (column + 28);
    hr(left, left + column - dateWidth - 12, y + 24);
    hr(left + column - dateWidth, left + column, y + 24);
    font(8, "normal", muted);
    pdf.text(`${role} signature`, left, y + 28, { baseline: "top" });
    pdf.text("Date", left + column - dateWidth, y + 28, { baseline: "top" });
    if (name?.trim()) {
      font(10, "bold");
      pdf.text(pdf.splitTextToSize(printable(name.trim()), column)[0] ?? "", left, y + 41, { baseline: "top" });
    }
  });

  // Page numbers, once the page count is known.
  const pages = pdf.getNumberOfPages();
  if (pages > 1) {
    for (let page = 1; page <= pages; page += 1) {
      pdf.setPage(page);
      font(7, "normal", muted);
      pdf.text(`Page ${page} of ${pages}`, width - margin, height - margin / 2, { align: "right" });
    }
  }
  return pdf.output("arraybuffer");
}

/**
 * The results table: as wide as the page, each column as wide as its longest
 * text (smaller type when they do not fit, then wrapped text columns), the
 * header again on each new page, rows never split, and the totals row shaded.
 */
function drawTable(
  pdf: jsPDF,
  table: TextTable,
  area: { x: number; width: number; y: number; bottom: number; top: number },
): number {
  const pad = 4;
  const all = [table.headers, ...table.rows, ...(table.totals ? [table.totals] : [])].map((row) => row.map(printable));
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
  while (widths.reduce((sum, each) => sum + each, 0) > area.width && size > 6.5) {
    size -= 0.5;
    widths = measure(size);
  }
  const total = widths.reduce((sum, each) => sum + each, 0);
  if (total > area.width) {
    // Text columns past the first wrap in what is left once the figures have their room.
    const wrapping = table.numeric.map((numeric, column) => !numeric && column > 0);
    const fixed = widths.reduce((sum, each, column) => sum + (wrapping[column] ? 0 : each), 0);
    const count = wrapping.filter(Boolean).length;
    const share = count ? Math.max((area.width - fixed) / count, 48) : 0;
    widths = widths.map((each, column) => (wrapping[column] ? share : each));
  }
  const used = widths.reduce((sum, each) => sum + each, 0);
  const scale = used < area.width ? area.width / used : 1;
  widths = widths.map((each) => each * scale);

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
