/**
 * A report as a text PDF (docs/product.md#printed-reports): the same parts,
 * top to bottom, as the printed frame, in the PDF's built-in Helvetica, so its
 * words can be selected and searched. jsPDF is large, so this module is only
 * ever loaded by `import()` when a visitor presses Download PDF (pdf-download.tsx).
 */
import { jsPDF } from "jspdf";
import type { TextTable } from "./columns";
import type { Paper } from "./paper";
import type { ReportTexts } from "./print";
import type { ReportBody, ReportDocument } from "./report";

type Rgb = [number, number, number];
const ink: Rgb = [11, 27, 43];
const muted: Rgb = [71, 85, 105];
const brandColour: Rgb = [13, 104, 97];
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

/**
 * A page being written: the PDF, the place the next part goes (`y`, moving
 * down and onto new pages as parts need room), and the few ways every part
 * writes (a font, a wrapped paragraph, a rule).
 */
class Page {
  readonly width: number;
  readonly height: number;
  readonly inner: number;
  readonly bottom: number;
  y = margin;

  constructor(readonly pdf: jsPDF) {
    this.width = pdf.internal.pageSize.getWidth();
    this.height = pdf.internal.pageSize.getHeight();
    this.inner = this.width - 2 * margin;
    this.bottom = this.height - margin;
  }

  font(size: number, style: "normal" | "bold" = "normal", color: Rgb = ink): void {
    this.pdf.setFont("helvetica", style);
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...color);
  }

  lineHeight(): number {
    return this.pdf.getFontSize() * lineGap;
  }

  /** Moves to a new page unless `needed` points fit on this one. */
  room(needed: number): void {
    if (this.y + needed <= this.bottom) return;
    this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = margin;
  }

  /** Text wrapped to `maxWidth`, moving down the page (and onto a new one) as it goes. */
  paragraph(text: string, maxWidth = this.inner, x = margin): void {
    const lines = this.pdf.splitTextToSize(printable(text), maxWidth) as string[];
    for (const line of lines) {
      this.room(this.lineHeight());
      this.pdf.text(line, x, this.y, { baseline: "top" });
      this.y += this.lineHeight();
    }
  }

  rule(x1: number, x2: number, at: number, color: Rgb = ink, thickness = 0.75): void {
    this.pdf.setDrawColor(...color);
    this.pdf.setLineWidth(thickness);
    this.pdf.line(x1, at, x2, at);
  }
}

/** The brand: the tally mark, the wordmark, and the tool with its address on the right, over a rule. */
function drawBrand(page: Page, brand: ReportDocument["brand"]): void {
  const { pdf, y } = page;
  const mark = 20;
  pdf.setFillColor(...brandColour);
  pdf.roundedRect(margin, y, mark, mark, 5, 5, "F");
  pdf.setDrawColor(255, 255, 255);
  pdf.setLineWidth(1.6);
  for (const x of [5.6, 8.6, 11.4, 14.4]) pdf.line(margin + x, y + 5.3, margin + x, y + 14.7);
  pdf.setDrawColor(...accent);
  pdf.setLineWidth(1.75);
  pdf.line(margin + 4, y + 13.4, margin + 16, y + 6.6);
  page.font(15, "bold");
  pdf.text(printable(brand.name), margin + mark + 6, y + mark / 2, { baseline: "middle" });
  page.font(8, "normal", muted);
  const toolLine = [brand.tool, brand.address].filter(Boolean).join(" · ");
  pdf.text(printable(toolLine), page.width - margin, y + mark / 2, { baseline: "middle", align: "right" });
  page.y += mark + 8;
  page.rule(margin, page.width - margin, page.y, brandColour, 1.5);
  page.y += 16;
}

/** The title and, when given, the header under it. */
function drawTitle(page: Page, title: string, header: string | undefined): void {
  page.font(18, "bold");
  page.paragraph(title);
  if (header?.trim()) {
    page.y += 2;
    page.font(12, "bold");
    page.paragraph(header.trim());
  }
}

/** Period, employee and approver: a label over a line; an empty one is a line to write on. */
function drawDetails(page: Page, texts: ReportTexts): void {
  page.y += 10;
  const details = [
    { label: "PERIOD", value: texts.period, share: 0.42 },
    { label: "EMPLOYEE", value: texts.employee, share: 0.29 },
    { label: "APPROVER", value: texts.approver, share: 0.29 },
  ];
  const gap = 16;
  let x = margin;
  page.room(36);
  for (const detail of details) {
    const span = (page.inner - gap * (details.length - 1)) * detail.share;
    page.font(7, "bold", muted);
    page.pdf.text(detail.label, x, page.y, { baseline: "top" });
    // Smaller type before cutting: a period's two dates take most of its line.
    const value = printable(detail.value?.trim() ?? "");
    let size = 10;
    page.font(size);
    while (size > 7 && page.pdf.getTextWidth(value) > span) page.font((size -= 0.5));
    page.pdf.text(page.pdf.splitTextToSize(value, span)[0] ?? "", x, page.y + 11, { baseline: "top" });
    page.rule(x, x + span, page.y + 27, ink, 0.6);
    x += span + gap;
  }
  page.y += 40;
}

/** The tool's part: its lines above the table, the table, and its totals (the first one larger). */
function drawBody(page: Page, body: ReportBody): void {
  page.font(9, "normal", muted);
  for (const line of body.lead) page.paragraph(line);
  if (body.lead.length) page.y += 8;
  page.y = drawTable(page.pdf, body.table, {
    x: margin,
    width: page.inner,
    y: page.y,
    bottom: page.bottom,
    top: margin,
  });
  page.y += 12;
  body.totals.forEach((line, index) => {
    if (index === 0) page.font(12, "bold");
    else page.font(10);
    page.paragraph(line);
    page.y += 2;
  });
}

function drawNotes(page: Page, notes: string | undefined): void {
  if (!notes?.trim()) return;
  page.y += 10;
  page.font(10, "bold");
  page.room(page.lineHeight() * 2);
  page.paragraph("Notes");
  page.font(10);
  for (const line of notes.trim().split("\n")) page.paragraph(line || " ");
}

/** Signature and date lines, the employee's and the approver's or the approver's alone, never split across pages. */
function drawSignatures(page: Page, texts: ReportTexts, signers: ReportBody["signers"]): void {
  page.y += 28;
  page.room(60);
  const column = (page.inner - 28) / 2;
  const dateWidth = 80;
  const roles = [
    { role: "Employee", name: texts.employee },
    { role: "Approver", name: texts.approver },
  ].filter(({ role }) => signers !== "approver" || role === "Approver");
  roles.forEach(({ role, name }, index) => {
    const left = margin + index * (column + 28);
    page.rule(left, left + column - dateWidth - 12, page.y + 24);
    page.rule(left + column - dateWidth, left + column, page.y + 24);
    page.font(8, "normal", muted);
    page.pdf.text(`${role} signature`, left, page.y + 28, { baseline: "top" });
    page.pdf.text("Date", left + column - dateWidth, page.y + 28, { baseline: "top" });
    if (name?.trim()) {
      page.font(10, "bold");
      page.pdf.text(page.pdf.splitTextToSize(printable(name.trim()), column)[0] ?? "", left, page.y + 41, {
        baseline: "top",
      });
    }
  });
  page.y += 60;
}

/** Page numbers, once the page count is known. */
function drawPageNumbers(page: Page): void {
  const pages = page.pdf.getNumberOfPages();
  if (pages < 2) return;
  for (let number = 1; number <= pages; number += 1) {
    page.pdf.setPage(number);
    page.font(7, "normal", muted);
    page.pdf.text(`Page ${number} of ${pages}`, page.width - margin, page.height - margin / 2, { align: "right" });
  }
}

/** One whole report from the top of a page: brand, title, details, the tool's part, notes and signatures. */
function drawReport(page: Page, report: ReportDocument): void {
  drawBrand(page, report.brand);
  drawTitle(page, report.title, report.texts.header);
  drawDetails(page, report.texts);
  drawBody(page, report.body);
  drawNotes(page, report.texts.notes);
  drawSignatures(page, report.texts, report.body.signers);
}

/**
 * Writes the report onto `paper` and returns the PDF's bytes. A report with
 * sheets (a team's period) writes each one after it, from a page of its own.
 */
export function reportPdf(report: ReportDocument, paper: Paper): ArrayBuffer {
  const pdf = new jsPDF({ unit: "pt", format: paper, compress: true });
  pdf.setProperties({ title: printable(report.title), creator: printable(report.brand.name) });
  const page = new Page(pdf);
  drawReport(page, report);
  for (const sheet of report.body.sheets ?? []) {
    page.newPage();
    drawReport(page, { ...report, texts: sheet.texts, body: sheet.body });
  }
  drawPageNumbers(page);
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
