/** The middle of a PDF report: the tool's lines, its table and totals, then the notes. */
import type { ReportBody } from "../report";
import { margin, muted, type Page } from "./page";
import { drawTable } from "./table";

/** The tool's part: its lines above the table, the table, and its totals (the first one larger). */
export function drawBody(page: Page, body: ReportBody): void {
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

/** The report's notes under a heading, when it has any. */
export function drawNotes(page: Page, notes: string | undefined): void {
  if (!notes?.trim()) return;
  page.y += 10;
  page.font(10, "bold");
  page.room(page.lineHeight() * 2);
  page.paragraph("Notes");
  page.font(10);
  for (const line of notes.trim().split("\n")) page.paragraph(line || " ");
}
