/**
 * The inline syntax of legal text and FAQ answers, parsed into tokens that React renders as
 * elements (never as HTML):
 *
 * - `[label](/refunds)` a link; the target must be a site path, an in-page
 *   `#anchor`, `mailto:` or `https:`, anything else stays plain text;
 * - `{email}` the contact address, linked with `mailto:`;
 * - `**words**` bold.
 */
export type InlineToken =
  { type: "text"; text: string } | { type: "strong"; text: string } | { type: "link"; text: string; href: string };

const syntax = /\[([^\]]+)\]\(([^)\s]+)\)|\{email\}|\*\*([^*]+)\*\*/g;

/** Whether a link target is one the site is willing to render. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|mailto:[^\s@]+@[^\s@]+$|https:\/\/)/.test(href);
}

export function parseInline(text: string, email: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(syntax)) {
    const index = match.index;
    if (index > last) tokens.push({ type: "text", text: text.slice(last, index) });
    const [whole, label, href, bold] = match;
    if (whole === "{email}") tokens.push({ type: "link", text: email, href: `mailto:${email}` });
    else if (bold !== undefined) tokens.push({ type: "strong", text: bold });
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      tokens.push({ type: "link", text: label, href });
    else tokens.push({ type: "text", text: label ?? whole });
    last = index + whole.length;
  }
  if (last < text.length) tokens.push({ type: "text", text: text.slice(last) });
  return tokens;
}

/** The words a reader sees, without the syntax: for structured data and other plain-text uses. */
export function inlinePlainText(text: string, email: string): string {
  return parseInline(text, email)
    .map((token) => token.text)
    .join("");
}
