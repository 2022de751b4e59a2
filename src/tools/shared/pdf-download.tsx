import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { gridSelectClass } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { downloadFile } from "./download";
import { paperForLocale, paperLabel, papers, type Paper } from "./paper";
import type { ReportDocument } from "./report";

/**
 * Download PDF and its paper size (A4 or Letter, the visitor's usual one
 * first). The PDF library loads only on the press (docs/product.md#printed-reports),
 * so a tool's first load never carries it.
 */
export function PdfDownload({ report }: { report: () => { filename: string; document: ReportDocument } }) {
  const id = useId();
  const [paper, setPaper] = useState<Paper>(() =>
    paperForLocale(typeof navigator === "undefined" ? undefined : navigator.language),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { reportPdf } = await import("./pdf/report-pdf");
      const { filename, document } = report();
      downloadFile(filename, new Blob([reportPdf(document, paper)], { type: "application/pdf" }));
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
