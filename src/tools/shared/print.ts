/** About how long the frame gets to lay out (and load the stylesheet) before printing. */
export const printDelayMs = 500;

/**
 * The text of a printed report around its table, by the name of its slot in
 * the frame (report-frame.tsx): empty details print as blank lines to fill in
 * by hand, an empty header or notes not at all.
 */
export interface ReportTexts {
  header?: string;
  notes?: string;
  period?: string;
  employee?: string;
  approver?: string;
}

/**
 * Prints one report through a hidden frame, so the visitor's page stays as it
 * is: the frame gets the report's title (which the print dialog uses as the
 * file name), the site's stylesheet and the page's report frame (a build-time
 * template: brand, details, signatures and the print rules, report-frame.tsx)
 * with a copy of the report element inside and `texts` in its slots. Print
 * problems, a page without the frame among them, are only logged.
 */
export function printReport(title: string, report: HTMLElement | null, texts: ReportTexts = {}): void {
  const failed = (error: unknown) => console.error(`Could not print "${title}":`, error);
  if (!report) return failed("the report is not on the page");
  let frame: HTMLIFrameElement | null = null;
  try {
    frame = document.createElement("iframe");
    frame.setAttribute("data-print-frame", "");
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.title = title;
    frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0;pointer-events:none";
    document.body.append(frame);

    // A frame without a document (or, below, a window) or a page without the report frame throws,
    // and that is logged like any print problem.
    const doc = frame.contentDocument!;
    doc.documentElement.lang = document.documentElement.lang || "en";
    doc.title = title;
    for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = sheet.href;
      doc.head.append(link);
    }
    const copy = doc.importNode(report, true);
    copy.removeAttribute("hidden");
    const template = document.querySelector<HTMLTemplateElement>("template[data-report-frame]");
    const page = doc.importNode(template!.content, true);
    const slots: Record<string, string | undefined> = { ...texts, title };
    for (const slot of page.querySelectorAll<HTMLElement>("[data-slot]")) {
      slot.textContent = slots[slot.dataset.slot!]?.trim() ?? "";
    }
    page.querySelector("[data-report-content]")!.replaceWith(copy);
    doc.body.append(page);
  } catch (error) {
    failed(error);
    frame?.remove();
    return;
  }

  const printing = frame;
  window.setTimeout(() => {
    try {
      printing.contentWindow!.focus();
      printing.contentWindow!.print();
    } catch (error) {
      failed(error);
    } finally {
      // print() returns once the dialog closes; keep the frame a little longer for slow printers.
      window.setTimeout(() => printing.remove(), 1000);
    }
  }, printDelayMs);
}
