/**
 * Writes a report's PDF off the page's thread (docs/product.md#printed-reports): the page posts
 * the report and its paper, and gets the file's bytes back, or the reason it failed.
 */
import type { Paper } from "../paper";
import type { ReportDocument } from "../report";
import { reportPdf } from "./report-pdf";

export interface PdfRequest {
  report: ReportDocument;
  paper: Paper;
}

export type PdfReply = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

self.addEventListener("message", (event: MessageEvent<PdfRequest>) => {
  let reply: PdfReply;
  try {
    reply = { ok: true, bytes: reportPdf(event.data.report, event.data.paper) };
  } catch (error) {
    reply = { ok: false, message: String(error) };
  }
  self.postMessage(reply, { transfer: reply.ok ? [reply.bytes] : [] });
});
