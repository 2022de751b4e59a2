import type { FrameLocator, Page } from "@playwright/test";
import { expect } from "./fixtures";

interface Printed {
  title: string;
  html: string;
}

/**
 * Replaces print() in every frame, the hidden print frame included, with a stub
 * that records the document it was called on. Call before the page opens.
 */
export async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: Printed[] };
      top.__printed = [...(top.__printed ?? []), { title: document.title, html: document.documentElement.outerHTML }];
    };
  });
}

/**
 * Keeps the hidden print frame in the page: it goes a second after printing,
 * and on a busy machine the checks of what it holds can take longer. Call
 * before the page opens.
 */
export async function keepPrintFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const remove = Element.prototype.remove;
    HTMLIFrameElement.prototype.remove = function (this: HTMLIFrameElement) {
      if (!this.hasAttribute("data-print-frame")) remove.call(this);
    };
  });
}

/** The one document printed so far, once print() has been called. */
async function printedDocument(page: Page): Promise<Printed> {
  const printed = () => page.evaluate(() => (window as Window & { __printed?: Printed[] }).__printed ?? []);
  await expect.poll(async () => (await printed()).length).toBe(1);
  return (await printed())[0]!;
}

// Paper widths less the report's 12 mm margins (its @page rule), in CSS pixels.
const printableWidth = { A4: ((210 - 24) / 25.4) * 96, Letter: ((215.9 - 24) / 25.4) * 96 };

/**
 * How a printed document comes out on paper: how many sheets it takes
 * (Chromium lays it out for print, with the document's own @page rules, into
 * a PDF whose page objects are counted) and whether it fits the sheet's width
 * (a PDF would cut off what does not).
 */
export async function onPaper(
  page: Page,
  html: string,
  format: "A4" | "Letter",
): Promise<{ sheets: number; fitsWidth: boolean }> {
  const paper = await page.context().newPage();
  try {
    await paper.setViewportSize({ width: Math.floor(printableWidth[format]), height: 900 });
    await paper.emulateMedia({ media: "print" });
    await paper.setContent(html, { waitUntil: "load" });
    const fitsWidth = await paper.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    const pdf = (await paper.pdf({ format })).toString("latin1");
    return { sheets: pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0, fitsWidth };
  } finally {
    await paper.close();
  }
}

/**
 * The one document printed so far, checked for its title (the print dialog's
 * file name) and for coming out on one sheet of A4 and of Letter, full width.
 * Returns it for more checks.
 */
export async function expectPrintedOnOneSheet(page: Page, title: string): Promise<Printed> {
  const printed = await printedDocument(page);
  expect(printed.title).toBe(title);
  expect(await onPaper(page, printed.html, "A4")).toEqual({ sheets: 1, fitsWidth: true });
  expect(await onPaper(page, printed.html, "Letter")).toEqual({ sheets: 1, fitsWidth: true });
  return printed;
}

/**
 * The print frame's report, checked for the frame's parts: the brand, the
 * title, the period, the employee and the approver, and a signature line for
 * each with the name under it when given. Returns the report for more checks.
 */
export async function expectReportFrame(
  page: Page,
  expected: { title: string; period: string; employee: string; approver: string },
): Promise<FrameLocator> {
  const report = page.locator("iframe[data-print-frame]").contentFrame();
  await expect(report.locator("[data-report-brand] svg")).toHaveCount(1);
  await expect(report.locator("[data-report-brand]")).toContainText("Tallyday");
  await expect(report.getByRole("heading", { level: 1 })).toHaveText(expected.title);
  await expect(report.locator('dd[data-slot="period"]')).toHaveText(expected.period);
  await expect(report.locator('dd[data-slot="employee"]')).toHaveText(expected.employee);
  await expect(report.locator('dd[data-slot="approver"]')).toHaveText(expected.approver);
  await expect(report.locator("[data-signature]")).toHaveCount(2);
  await expect(report.locator('[data-signature="employee"]')).toContainText(expected.employee);
  await expect(report.locator('[data-signature="approver"]')).toContainText(expected.approver);
  return report;
}
