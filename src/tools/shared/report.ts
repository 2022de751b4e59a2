/**
 * A printed report as data (docs/product.md#printed-reports): what the print
 * frame and the PDF both show, so paper and file always agree.
 */
import type { TextTable } from "./columns";
import type { ReportTexts } from "./print";
import { weekOf, type PeriodKind } from "./report-details";

/** The tool's own part of a report: lines above the table, the table, the totals under it. */
export interface ReportBody {
  lead: string[];
  table: TextTable;
  /** The first is the headline total (printed larger). */
  totals: string[];
  /** Who signs this page: both lines (the default), or the approver's alone (a team's summary). */
  signers?: "both" | "approver";
  /** Whole reports that follow this one, each from a new page with its own details and signatures (a team's sheets). */
  sheets?: ReportSheet[];
}

/** One more page of a report: its texts (an employee's name, say) and its body. */
export interface ReportSheet {
  texts: ReportTexts;
  body: ReportBody;
}

/** Whose report it is: the site's name, the tool's and its address (the frame's brand line). */
export interface ReportBrand {
  name: string;
  tool: string;
  address: string;
}

/** A whole report: the frame's parts and the tool's body. */
export interface ReportDocument {
  title: string;
  brand: ReportBrand;
  texts: ReportTexts;
  body: ReportBody;
}

/**
 * The PDF's file name: the tool, then the period's first day when the report
 * has one (`timesheet-2026-11-23.pdf`; a week's Monday, as the report reads it).
 */
export function pdfFilename(tool: string, start: string, kind: PeriodKind): string {
  return reportFilename(tool, start, kind, "pdf");
}

/** A report's download name, the CSV's as the PDF's: `overtime-2026-11-23.csv` beside `overtime-2026-11-23.pdf`. */
export function reportFilename(tool: string, start: string, kind: PeriodKind, extension: "csv" | "pdf"): string {
  const first = weekOf(start);
  if (!first) return `${tool}.${extension}`;
  const day = kind === "week" ? first[0]! : new Date(`${start}T00:00:00Z`);
  return `${tool}-${day.toISOString().slice(0, 10)}.${extension}`;
}
