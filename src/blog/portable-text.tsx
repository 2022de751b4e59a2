import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import { unsafeUrlCharacters, type PortableTextBody } from "./content";

/**
 * Only web, mail and same-site links become links. Content from the store is
 * never trusted: a `javascript:` or `data:` href renders as plain text, and so
 * does one holding a backslash or a control character (a browser reads
 * `/\evil.example` as the off-site `//evil.example`).
 */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== "string") return undefined;
  const value = href.trim();
  if (unsafeUrlCharacters.test(value)) return undefined;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || value.startsWith("#")) return value;
  return undefined;
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

// The post title is the page's h1, so a body "h1" renders one level down;
// the other levels keep their number, which keeps the outline valid.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h1: ({ children }) => <h2>{children}</h2>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    h4: ({ children }) => <h4>{children}</h4>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li>{children}</li>,
    number: ({ children }) => <li>{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => <code>{children}</code>,
    underline: ({ children }) => <span className="underline">{children}</span>,
    "strike-through": ({ children }) => <s>{children}</s>,
    link: ({ value, children }: { value?: { href?: unknown }; children: ReactNode }) => {
      const href = safeHref(value?.href);
      if (!href) return <span>{children}</span>;
      return isExternal(href) ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    },
  },
  // Unknown block or mark types render nothing rather than a warning box.
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownList: ({ children }) => <ul>{children}</ul>,
  unknownListItem: ({ children }) => <li>{children}</li>,
};

type Block = PortableTextBody[number];
type Span = { _type: string; marks?: unknown; [key: string]: unknown };
type MarkDef = { _key?: unknown; _type?: unknown };

const own = (table: object | undefined, name: unknown): name is string =>
  typeof name === "string" && table !== undefined && Object.hasOwn(table, name);

/**
 * The renderer looks components up by the names a block carries, so a name such
 * as `constructor` would find Object's own and throw. Every name is checked here
 * as an own key of our tables: an unknown style becomes a paragraph, an unknown
 * list item a bullet, an unknown mark plain text, and an unknown block nothing.
 */
function renderableBlocks(body: PortableTextBody): PortableTextBody {
  return body.flatMap((block): Block[] => {
    if (block._type !== "block") return own(components.types, block._type) ? [block] : [];
    const markDefs: MarkDef[] = Array.isArray(block.markDefs) ? (block.markDefs as MarkDef[]) : [];
    const markType = (mark: unknown) => markDefs.find((def) => def._key === mark)?._type ?? mark;
    const children = Array.isArray(block.children)
      ? (block.children as Span[]).map((child) =>
          Array.isArray(child.marks)
            ? { ...child, marks: child.marks.filter((mark) => own(components.marks, markType(mark))) }
            : child,
        )
      : [];
    const { listItem, ...rest } = block;
    return [
      {
        ...rest,
        markDefs: markDefs.filter((def) => own(components.marks, def._type)),
        children,
        style: own(components.block, block.style) ? block.style : "normal",
        ...(listItem === undefined ? {} : { listItem: own(components.listItem, listItem) ? listItem : "bullet" }),
      },
    ];
  });
}

/** How deep each heading style a post may use sits: the post's title is the page's h1, so "h1" and "h2" are top-level. */
const headingDepth = new Map([
  ["h1", 2],
  ["h2", 2],
  ["h3", 3],
  ["h4", 4],
]);

/**
 * The body with each heading's style set to the level it renders at, so the outline never
 * skips a level whatever levels the post uses: a heading is one level under the nearest
 * heading above it that is less deep (an "h4" straight under an "h2" renders as an h3, and
 * one before any top-level heading as an h2).
 */
export function outlineHeadings(body: PortableTextBody): PortableTextBody {
  const open: Array<{ depth: number; level: number }> = [];
  return body.map((block) => {
    const depth = block._type === "block" ? headingDepth.get(String(block.style)) : undefined;
    if (depth === undefined) return block;
    while ((open.at(-1)?.depth ?? 0) >= depth) open.pop();
    const level = (open.at(-1)?.level ?? 1) + 1;
    open.push({ depth, level });
    return { ...block, style: `h${level}` };
  });
}

/** A top-level heading of the body: "h1" and "h2" both render as an h2. */
function opensSection(block: PortableTextBody[number]): boolean {
  return block._type === "block" && (block.style === "h1" || block.style === "h2");
}

/** The body cut before each top-level heading, so each part is a section of the post. */
export function bodySections(body: PortableTextBody): PortableTextBody[] {
  const sections: PortableTextBody[] = [];
  for (const block of body) {
    const current = sections.at(-1);
    if (!current || opensSection(block)) sections.push([block]);
    else current.push(block);
  }
  return sections;
}

/** A post body, styled by the `.post-body` rules in app.css, each section of it a block of its own. */
export function PostBody({ body }: { body: PortableTextBody }) {
  return (
    <div className="post-body">
      {bodySections(outlineHeadings(renderableBlocks(body))).map((section, index) => (
        <div key={section[0]?._key ?? index}>
          <PortableText value={section as never} components={components} onMissingComponent={false} />
        </div>
      ))}
    </div>
  );
}
