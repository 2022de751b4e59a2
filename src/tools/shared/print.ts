import type { ReportBody, ReportBrand } from "./report";

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
 * The tool's part of a report, as HTML made for `doc` from the same data as
 * its PDF: the lines above the table, the table (its header repeats on each
 * printed page) and the totals.
 */
function reportElement(doc: Document, body: ReportBody): HTMLElement {
  const make = (tag: string, className = "", text = "") => {
    const element = doc.createElement(tag);
    if (className) element.className = className;
    if (text) element.textContent = text;
    return element;
  };
  const align = (column: number) =>
    // Figures never wrap; a line break of their own (hours over their h:mm) stays.
    body.table.numeric[column] ? "text-right tabular-nums whitespace-pre" : "text-left";
  const row = (cells: string[], cellClass: string, header = false) => {
    const line = make("tr");
    cells.forEach((cell, column) => {
      const head = header || column === 0;
      const element = make(head ? "th" : "td", `px-2 py-1.5 ${cellClass} ${align(column)}`, cell);
      if (head) element.setAttribute("scope", header ? "col" : "row");
      line.append(element);
    });
    return line;
  };
  const part = make("div", "mt-4");
  body.lead.forEach((line) => part.append(make("p", "mt-1 text-ink-muted", line)));
  const table = make("table", "mt-3 w-full border-collapse text-sm");
  table.append(make("caption", "sr-only", body.table.caption));
  const head = make("thead");
  head.append(row(body.table.headers, "align-bottom font-semibold", true));
  head.firstElementChild!.className = "border-b border-ink text-xs tracking-wide text-ink-muted uppercase";
  const rows = make("tbody");
  for (const cells of body.table.rows) {
    const line = row(cells, "");
    line.className = "border-b border-line";
    line.firstElementChild!.classList.add("font-medium");
    rows.append(line);
  }
  table.append(head, rows);
  if (body.table.totals) {
    const foot = make("tfoot");
    foot.append(row(body.table.totals, ""));
    foot.firstElementChild!.className = "bg-brand-50 font-semibold";
    table.append(foot);
  }
  part.append(table);
  body.totals.forEach((line, index) => part.append(make("p", index ? "mt-1" : "mt-3 text-base font-bold", line)));
  return part;
}

/**
 * The page's report frame (a build-time template: brand, details, signatures
 * and the print rules, report-frame.tsx) with the report's body inside and
 * `texts` in its slots, made for `doc`. Throws on a page without the frame.
 */
function framedReport(doc: Document, title: string, body: ReportBody, texts: ReportTexts): DocumentFragment {
  const template = document.querySelector<HTMLTemplateElement>("template[data-report-frame]");
  const page = doc.importNode(template!.content, true);
  const slots: Record<string, string | undefined> = { ...texts, title };
  for (const slot of page.querySelectorAll<HTMLElement>("[data-slot]")) {
    slot.textContent = slots[slot.dataset.slot!]?.trim() ?? "";
  }
  page.querySelector("[data-report-content]")!.replaceWith(reportElement(doc, body));
  // A team's summary is the approver's to sign; each employee signs their own sheet after it.
  if (body.signers === "approver") page.querySelector('[data-signature="employee"]')?.remove();
  for (const sheet of body.sheets ?? []) {
    const next = doc.createElement("div");
    next.className = "break-before-page";
    next.setAttribute("data-report-sheet", "");
    next.append(framedReport(doc, title, sheet.body, sheet.texts));
    page.append(next);
  }
  return page;
}

/** The brand line of the page's report frame, for a report drawn without it (the PDF). */
export function reportBrand(): ReportBrand {
  const frame = document.querySelector<HTMLTemplateElement>("template[data-report-frame]")?.dataset ?? {};
  return { name: frame.brandName ?? "", tool: frame.toolName ?? "", address: frame.toolAddress ?? "" };
}

/**
 * Prints one report through a hidden frame, so the visitor's page stays as it
 * is: the frame gets the report's title (which the print dialog uses as the
 * file name), the site's stylesheet and the framed report. Print problems, a
 * page without the frame among them, are only logged.
 */
export function printReport(title: string, body: ReportBody, texts: ReportTexts = {}): void {
  const failed = (error: unknown) => console.error(`Could not print "${title}":`, error);
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
    doc.body.append(framedReport(doc, title, body, texts));
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

/**
 * The browser's own Print (Ctrl+P) on a tool page prints the report, as the
 * Print button does (docs/product.md#printed-reports): just before printing
 * the framed report goes into the page, which the stylesheet's print rules
 * then show alone (`data-print-page`, app.css), and it leaves after. Without
 * a result (`current` gives null) the page prints as it is. Returns the
 * cleanup for an effect.
 */
export function printReportOnShortcut(
  current: () => { title: string; body: ReportBody; texts: ReportTexts } | null,
): () => void {
  let page: HTMLElement | null = null;
  const before = () => {
    page?.remove();
    page = null;
    const now = current();
    if (!now) return;
    try {
      const holder = document.createElement("div");
      holder.setAttribute("data-print-page", "");
      holder.append(framedReport(document, now.title, now.body, now.texts));
      document.body.append(holder);
      page = holder;
    } catch (error) {
      console.error(`Could not print "${now.title}":`, error);
    }
  };
  const after = () => {
    page?.remove();
    page = null;
  };
  window.addEventListener("beforeprint", before);
  window.addEventListener("afterprint", after);
  return () => {
    after();
    window.removeEventListener("beforeprint", before);
    window.removeEventListener("afterprint", after);
  };
}
