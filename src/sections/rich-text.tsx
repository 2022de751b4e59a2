import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { safeHref } from "~/blog/portable-text";
import type { RichText as RichTextValue } from "~/store/sanity.types";

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-brand-700 print:decoration-black";

/** How a block of copy is drawn: FAQ answers and legal text differ only in their spacing. */
export interface RichTextLook {
  paragraph?: string;
  heading?: string;
  list?: string;
}

function components(look: RichTextLook): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p className={look.paragraph}>{children}</p>,
      h3: ({ children }) => <h3 className={look.heading}>{children}</h3>,
    },
    list: { bullet: ({ children }) => <ul className={look.list}>{children}</ul> },
    listItem: { bullet: ({ children }) => <li className="pl-1">{children}</li> },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
      // Copy from the store is never trusted: only web, mail and same-site links become links.
      link: ({ value, children }: { value?: { href?: unknown }; children: ReactNode }) => {
        const href = safeHref(value?.href);
        return href ? (
          <a href={href} className={linkClass}>
            {children}
          </a>
        ) : (
          <>{children}</>
        );
      },
    },
  };
}

/** Copy with its paragraphs, sub-headings, lists, bold words and links as real elements. */
export function RichText({ value, look = {} }: { value: RichTextValue; look?: RichTextLook }) {
  return <PortableText value={value} components={components(look)} />;
}
