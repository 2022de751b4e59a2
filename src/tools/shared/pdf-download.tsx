import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { gridSelectClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { downloadFile } from "./download";
import { paperForLocale, paperLabel, papers, type Paper } from "./paper";
import type { PdfReply, PdfRequest } from "./pdf/pdf-worker";
import pdfWorkerUrl from "./pdf/pdf-worker?worker&url";
import type { ReportDocument } from "./report";

/**
 * Download PDF and its paper size (A4 or Letter, the visitor's usual one
 * first). The PDF writer is never in a tool's first load: its file is fetched, not run, once
 * this button shows, and it runs in a worker on the press (docs/decisions/pdf.md).
 */
export function PdfDownload({ report }: { report: () => { filename: string; document: ReportDocument } }) {
  const id = useId();
  const [paper, setPaper] = useState<Paper>(() =>
    paperForLocale(typeof navigator === "undefined" ? undefined : navigator.language),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(prefetchPdfWriter, []);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { filename, document } = report();
      const bytes = await writePdf({ report: document, paper });
      downloadFile(filename, new Blob([bytes], { type: "application/pdf" }));
    } catch (error) {
      console.error("Could not make the PDF:", error);
      setProblem("The PDF could not be made. Check the connection and press Download PDF again, or print the report.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={download} aria-busy={busy || undefined}>
        <Icon name="download" />
        Download PDF
      </Button>
      <label htmlFor={id} className="sr-only">
        Paper size
      </label>
      <div className="w-28">
        <select
          id={id}
          value={paper}
          onChange={(event) => setPaper(papers.find((each) => each === event.target.value) ?? paper)}
          className={gridSelectClass}
        >
          {papers.map((each) => (
            <option key={each} value={each}>
              {paperLabel[each]}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Asks for the PDF writer's file at the network's idle priority, once a page: the press then finds it cached. */
function prefetchPdfWriter() {
  if (document.querySelector(`link[rel="prefetch"][href="${pdfWorkerUrl}"]`)) return;
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = pdfWorkerUrl;
  document.head.append(link);
}

/** The report's PDF, written by a worker of its own, which ends with the answer. */
function writePdf(request: PdfRequest): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(pdfWorkerUrl, { type: "module" });
    worker.addEventListener("message", (event: MessageEvent<PdfReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.bytes);
      else reject(new Error(event.data.message));
    });
    worker.addEventListener("error", (event) => {
      worker.terminate();
      reject(new Error(event.message || "The PDF writer did not load."));
    });
    worker.postMessage(request);
  });
}
