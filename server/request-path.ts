/**
 * The one reading of a request target that the server uses for everything:
 * the page it looks up, the headers it sends and the file it serves. A target
 * that does not read as a path is refused (400) before anything else sees it.
 */

export interface RequestPath {
  /** Decoded once, repeated slashes collapsed: `/pric%69ng` and `//pricing` are `/pricing`. */
  path: string;
  /** The query string as sent, with its `?`, or "". */
  search: string;
}

/** Control characters (NUL, CR, LF, DEL…) and backslashes never belong in a path we serve. */
const forbidden = /[\p{Cc}\\]/u;

/**
 * Reads an origin-form (`/path?query`) or absolute-form (`http://host/path`)
 * target. Returns undefined for anything else: `*`, a malformed URL, a path
 * whose escapes do not decode, or one that decodes to control characters, a
 * backslash or a `.`/`..` segment.
 */
export function readRequestPath(target: string | undefined): RequestPath | undefined {
  if (!target) return undefined;
  let url: URL;
  try {
    // Origin-form is a path, never an authority: `//evil` is the path `//evil`.
    url = target.startsWith("/") ? new URL(`http://site${target}`) : new URL(target);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (forbidden.test(path)) return undefined;
  path = path.replace(/\/{2,}/g, "/");
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return undefined;
  return { path, search: url.search };
}

/** The target to hand a library that decodes it again: the same path, escaped once. */
export function encodePath({ path, search }: RequestPath): string {
  return encodeURI(path).replace(/[?#]/g, encodeURIComponent) + search;
}
