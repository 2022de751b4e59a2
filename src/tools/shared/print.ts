/** About how long the frame gets to lay out (and load the stylesheet) before printing. */
export const printDelayMs = 500;

/**
 * Prints one report through a hidden frame, so the visitor's page stays as it
 * is: the frame gets the report's title (which the print dialog uses as the
 * file name), the site's stylesheet and a copy of the report element. Print
 * problems are only logged.
 */
export function printReport(title: string, report: HTMLElement | null): void {
  if (!report) {
    console.error(`Could not print "${title}": the report is not on the page.`);
    return;
  }
  let frame: HTMLIFrameElement | null = null;
  try {
    frame = document.createElement("iframe");
    frame.setAttribute("data-print-frame", "");
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.title = title;
    frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0;pointer-events:none";
    document.body.append(frame);

    const doc = frame.contentDocument;
    if (!doc) throw new Error("the print frame has no document");
    doc.documentElement.lang = document.documentElement.lang || "en";
    doc.title = title;
    for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = sheet.href;
      doc.head.append(link);
    }
    const style = doc.createElement("style");
    style.textContent = "@page{margin:16mm}body{margin:0;background:#fff;color:#0b1b2b}";
    doc.head.append(style);
    const copy = doc.importNode(report, true);
    copy.removeAttribute("hidden");
    copy.classList.remove("hidden");
    doc.body.append(copy);
  } catch (error) {
    console.error(`Could not print "${title}":`, error);
    frame?.remove();
    return;
  }

  const printing = frame;
  window.setTimeout(() => {
    try {
      const view = printing.contentWindow;
      if (!view) throw new Error("the print frame has no window");
      view.focus();
      view.print();
    } catch (error) {
      console.error(`Could not print "${title}":`, error);
    } finally {
      // print() returns once the dialog closes; keep the frame a little longer for slow printers.
      window.setTimeout(() => printing.remove(), 1000);
    }
  }, printDelayMs);
}
