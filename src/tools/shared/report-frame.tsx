import { LogoMark } from "~/components/layout/logo";
import { siteConfig } from "~/site.config";

/*
 * On paper (docs/product.md#printed-reports): the page's own margins; rows and
 * the signatures never split across pages; the table's header repeats on each
 * page and its totals do not; the table's type is smaller, its cells tighter
 * and its headers may wrap, so a week with every pay column fits a page's width; an empty
 * header or notes leaves no gap. Not in a layer, so these win over the
 * stylesheet's utilities.
 */
const printRules = [
  "@page{size:auto;margin:12mm}",
  "body{margin:0;background:#fff}",
  "tr,[data-keep]{break-inside:avoid}",
  "thead{display:table-header-group}",
  "tfoot{display:table-row-group}",
  "table{font-size:.6875rem}",
  "th,td{padding:.375rem}",
  "thead th{white-space:normal}",
  "thead tr{font-size:.625rem;letter-spacing:0}",
  "[data-optional]:has([data-slot]:empty){display:none}",
].join("");

// The period takes the room its dates need, on one line; an empty one is still a line long enough to write on.
const details = [
  { label: "Period", slot: "period", className: "min-w-64" },
  { label: "Employee", slot: "employee", className: "" },
  { label: "Approver", slot: "approver", className: "" },
];

/**
 * The frame of every printed report, rendered at build time into a
 * `<template>` so it ships as HTML, not script: the brand, the title, the
 * period, employee and approver, a place for the tool's own report (its
 * table and totals), the notes, and signature lines for the employee and the
 * approver. print.ts clones it into the print frame (or, for the browser's
 * own Print, into the page) and fills the `data-slot` elements; a page that
 * prints reports renders it once beside its tool.
 */
export function ReportFrame({ page, brand }: { page: { appName: string; path: string }; brand: string }) {
  const address = `${siteConfig.siteUrl.replace(/^https?:\/\//, "")}${page.path}`;
  return (
    // The brand line rides on the template too, for the PDF, which is drawn without the frame (print.ts: reportBrand).
    <template
      data-report-frame=""
      data-brand-name={brand}
      data-tool-name={page.appName}
      data-tool-address={siteConfig.siteUrl ? address : ""}
    >
      <style dangerouslySetInnerHTML={{ __html: printRules }} />
      <article className="font-sans text-sm text-ink">
        <header
          data-report-brand=""
          className="flex items-center justify-between gap-6 border-b-2 border-brand-700 pb-3"
        >
          <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight">
            <LogoMark />
            {brand}
          </span>
          <span className="text-right text-xs text-ink-muted">
            {page.appName}
            {siteConfig.siteUrl ? ` · ${address}` : ""}
          </span>
        </header>
        {/* print.ts replaces every slot's text with the report's own. */}
        <h1 data-slot="title" className="mt-5 text-2xl font-bold">
          Report
        </h1>
        <div data-optional="">
          <p data-slot="header" className="mt-1 text-base font-semibold" />
        </div>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] gap-6">
          {details.map(({ label, slot, className }) => (
            <div key={slot}>
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
              {/* Empty, it is a line to write on. */}
              <dd data-slot={slot} className={`mt-1 min-h-7 border-b border-ink/50 pb-1 font-medium ${className}`} />
            </div>
          ))}
        </dl>
        <div data-report-content="" />
        <section data-optional="" data-keep="" className="mt-5">
          <h2 className="font-semibold">Notes</h2>
          <p data-slot="notes" className="mt-1 whitespace-pre-line" />
        </section>
        <section data-keep="" aria-label="Signatures" className="mt-10 grid grid-cols-2 gap-10">
          {["Employee", "Approver"].map((role) => (
            <div key={role} data-signature={role.toLowerCase()}>
              <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4 text-xs text-ink-muted">
                <span className="h-10 border-b border-ink" />
                <span className="h-10 border-b border-ink" />
                <span>{role} signature</span>
                <span>Date</span>
              </div>
              <p data-slot={role.toLowerCase()} className="mt-1 font-medium" />
            </div>
          ))}
        </section>
      </article>
    </template>
  );
}
