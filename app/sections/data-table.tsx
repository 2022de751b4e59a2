import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { TableSection } from "~/content/marketing";

/** A real table (such as the Slack commands), scrollable on narrow screens. */
export function DataTable({ section }: { section: TableSection }) {
  const headingId = `${section.id ?? "table"}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-section">
      <Container width="prose" className="max-w-4xl">
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        {/* A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable). */}
        <div
          className="mt-12 overflow-x-auto rounded-card border border-line bg-white shadow-card"
          role="region"
          aria-label={section.caption}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">{section.caption}</caption>
            <thead className="bg-surface-muted text-sm text-ink">
              <tr>
                {section.columns.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3.5 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {section.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={cell}
                        scope="row"
                        className="px-5 py-4 align-top font-mono text-sm font-semibold text-brand-800"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={`${index}-${cell}`} className="px-5 py-4 align-top text-ink-muted">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {section.note ? <p className="mt-4 text-sm text-ink-muted">{section.note}</p> : null}
      </Container>
    </section>
  );
}
