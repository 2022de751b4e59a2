/** The head of a PDF report: the brand, the title and the details (period, employee, approver). */
import type { ReportDocument, ReportTexts } from "../report";
import { accent, brandColour, ink, margin, muted, printable, type Page } from "./page";

/** The brand: the tally mark, the wordmark, and the tool with its address on the right, over a rule. */
export function drawBrand(page: Page, brand: ReportDocument["brand"]): void {
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
export function drawTitle(page: Page, title: string, header: string | undefined): void {
  page.font(18, "bold");
  page.paragraph(title);
  if (header?.trim()) {
    page.y += 2;
    page.font(12, "bold");
    page.paragraph(header.trim());
  }
}

/** Period, employee and approver: a label over a line; an empty one is a line to write on. */
export function drawDetails(page: Page, texts: ReportTexts): void {
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
