import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { monthName } from "~/lib/month";
import { RichText, type RichTextLook } from "./rich-text";
import type { SectionOf } from "./section-types";

type LegalDocumentData = SectionOf<"legal">["document"];

/** `2024-08-10` as "10 August 2024", the same in every browser and at build time. */
function formatDate(isoDate: string): string {
  const [year = 2024, month = 1, day = 1] = isoDate.split("-").map(Number);
  return `${day} ${monthName(new Date(Date.UTC(year, month - 1, day)))} ${year}`;
}

const sectionLook: RichTextLook = {
  paragraph: "mt-4",
  heading: "mt-8 text-lg font-semibold text-ink",
  list: "mt-4 list-disc space-y-2 pl-6 marker:text-brand-600 print:marker:text-black",
};

/**
 * One legal page: heading and date, a table of contents (a list on top on small
 * screens, sticky beside the text on wide ones) and the numbered or plain sections.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  const number = (index: number) => (doc.numbered ? `${index + 1}. ` : "");
  return (
    <article className="pb-section print:pb-0 print:**:text-black print:**:shadow-none">
      <div className="border-b border-line bg-surface-muted print:border-0 print:bg-transparent">
        <Container className="py-12 sm:py-16 print:max-w-none print:px-0 print:py-0">
          <Eyebrow>Legal</Eyebrow>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-headline">
            {doc.heading}
          </h1>
          <p className="mt-4 text-sm text-ink-muted">
            {doc.updated.label} <time dateTime={doc.updated.date}>{formatDate(doc.updated.date)}</time>
          </p>
          <div className="mt-6 max-w-[68ch] space-y-4 text-[1.0625rem] leading-7 text-pretty text-ink/85 sm:text-lg sm:leading-8 print:max-w-none print:text-base">
            <RichText value={doc.intro} />
          </div>
        </Container>
      </div>

      <Container className="mt-10 sm:mt-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 print:mt-8 print:block print:max-w-none print:px-0">
        <nav
          aria-label="On this page"
          className="rounded-card border border-line bg-surface-muted p-5 lg:sticky lg:top-22 lg:-mx-2 lg:max-h-[calc(100dvh-6.5rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-2 print:hidden"
        >
          <p className="text-sm font-semibold text-ink">On this page</p>
          <ol className="mt-3 space-y-1.5 text-sm leading-6 sm:columns-2 sm:gap-8 lg:columns-1 lg:space-y-0">
            {doc.sections.map((section, index) => (
              <li key={section.id} className="break-inside-avoid">
                <a
                  href={`#${section.id}`}
                  className="block text-ink-muted hover:text-brand-700 lg:border-l lg:border-line lg:py-1 lg:pl-4 lg:hover:border-brand-600"
                >
                  {number(index)}
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 max-w-[68ch] text-base leading-7 text-pretty text-ink/85 sm:text-[1.0625rem] sm:leading-8 lg:mt-0 print:mt-0 print:max-w-none print:text-[11pt] print:leading-normal">
          {doc.sections.map((section, index) => (
            <section key={section.id} className="mt-12 first:mt-0 print:mt-6">
              <h2
                id={section.id}
                className="scroll-mt-24 text-2xl font-semibold tracking-tight text-balance text-ink print:break-after-avoid print:text-lg"
              >
                {number(index)}
                {section.heading}
              </h2>
              <RichText value={section.body} look={sectionLook} />
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
