/** One message of the Nu HTML Checker's JSON report (`--format json`). */
export interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface HtmlFault {
  url: string;
  line: number;
  column: number;
  message: string;
  extract: string;
}

/**
 * CSS anchor positioning (the header's menus sit under their buttons with it), which the
 * checker's CSS grammar does not know yet: it calls each of these properties unknown. Only
 * that exact message, for only these properties, is set aside; anything else about them,
 * such as a bad value, still counts.
 */
const anchorPositioning = [
  "anchor-name",
  "anchor-scope",
  "position-anchor",
  "position-area",
  "position-try",
  "position-try-fallbacks",
  "position-try-order",
  "position-visibility",
];
const unknownAnchorProperty = new RegExp(`^CSS: “(${anchorPositioning.join("|")})”: Property “\\1” doesn't exist\\.$`);

/** Whether a message is only the checker not knowing a CSS anchor positioning property. */
export function isUnknownAnchorProperty(message: string): boolean {
  return unknownAnchorProperty.test(message);
}

/** The checker's errors that count: every error and every page it could not read, bar unknown anchor properties. */
export function checkerFaults(messages: readonly CheckerMessage[]): HtmlFault[] {
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .filter((message) => !isUnknownAnchorProperty(message.message))
    .map((message) => ({
      url: message.url ?? "",
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? "").replace(/\s+/g, " ").trim(),
    }));
}
