/**
 * The one reading of a request target that the server uses for everything: the address rules
 * judge the path as sent (server/rules.ts `addressOf`), the page and file lookups use it
 * decoded once. A target that does not read as a path is refused (400) before anything else
 * sees it.
 */

export interface RequestPath {
  /** The path as sent, escapes and all: `/pric%69ng` stays `/pric%69ng`. */
  raw: string;
  /** Decoded once: `/pricing`. */
  path: string;
  /** The query string as sent, with its `?`, or "". */
  search: string;
}

/** A request target is visible ASCII (RFC 9112, 3.2): a browser escapes anything else. */
const visibleAscii = /^[\x21-\x7e]+$/;

/** Control characters (NUL, CR, LF, DEL…) and backslashes never belong in a path we serve. */
const forbidden = /[\p{Cc}\\]/u;

/** `http://host` or `https://host:port` before the path of an absolute-form target. */
const origin = /^https?:\/\/[^/?#]*/i;

/**
 * Reads an origin-form (`/path?query`) or absolute-form (`http://host/path`) target. Returns
 * undefined for anything else: `*`, a malformed URL, bytes that are not visible ASCII, or a
 * path whose escapes do not decode or decode to control characters or a backslash.
 */
export function readRequestPath(target: string | undefined): RequestPath | undefined {
  if (!target || !visibleAscii.test(target)) return undefined;
  let rest = target;
  if (!target.startsWith("/")) {
    // Origin-form is a path, never an authority: `//evil` is the path `//evil`.
    const scheme = origin.exec(target);
    if (!scheme || !URL.canParse(target)) return undefined;
    rest = target.slice(scheme[0].length);
    if (!rest.startsWith("/")) rest = `/${rest}`;
  }
  // A fragment is the client's own and never part of the address.
  rest = rest.split("#")[0]!;
  const query = rest.indexOf("?");
  const raw = query < 0 ? rest : rest.slice(0, query);
  const search = query < 0 ? "" : rest.slice(query);
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (forbidden.test(path)) return undefined;
  return { raw, path, search };
}
