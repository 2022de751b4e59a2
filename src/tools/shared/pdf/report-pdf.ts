/**
 * A report as a text PDF (docs/product.md#printed-reports): the same parts,
 * top to bottom, as the printed frame, in the PDF's built-in Helvetica, so its
 * words can be selected and searched. jsPDF is large, so this module is only
 * ever loaded by `import()` when a visitor presses Download PDF (../pdf-download.tsx).
 * Each part is drawn by a module of its own beside this one: the head, the body
 * (its table in table.ts) and the signatures, on the page of page.ts.
 */
import { jsPDF } from "jspdf";
import type { Paper } from "../paper";
import type { ReportDocument } from "../report";
import { margin, muted, Page, printable } from "./page";
import { drawBody, drawNotes } from "./report-body";
import { drawBrand, drawDetails, drawTitle } from "./report-head";
import { drawSignatures } from "./signatures";

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
