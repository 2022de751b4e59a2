import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionOf } from "./section-types";
import { Card } from "~/components/ui/card";

/** A real table (such as the Slack commands): its columns wrap to fit a phone. */
export function DataTable({ section }: { section: SectionOf<"table"> }) {
  const headingId = `${section.id ?? "table"}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-section">
      <Container width="table">
        <SectionHeading id={headingId} title={section.title} lead={section.lead} />
        <Card padding={0} className="mt-12 overflow-hidden">
          <table className="w-full text-left">
            <caption className="sr-only">{section.caption}</caption>
            <thead className="bg-surface-muted text-sm text-ink">
              <tr>
                {section.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3.5 font-semibold sm:px-5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {section.rows.map(({ cells }) => (
                <tr key={cells.join("|")}>
                  {cells.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={cell}
                        scope="row"
                        className="px-4 py-4 align-top font-mono text-sm font-semibold text-brand-800 sm:px-5"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={`${index}-${cell}`} className="px-4 py-4 align-top break-words text-ink-muted sm:px-5">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        {section.note ? <p className="mt-4 text-sm text-ink-muted">{section.note}</p> : null}
      </Container>
    </section>
  );
}
