import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The URL of the not-found page's prerender; the build moves it to `/404.html`. */
export const notFoundPrerenderPath = "/404";

/**
 * Every URL in a route table that has no dynamic segment or splat, in table
 * order: the pages to prerender and to list in the sitemap.
 */
export function staticPaths(routes: readonly RouteConfigEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of routes) {
    const joined = entry.index ? parent || "/" : joinPath(parent, entry.path ?? "");
    const isStatic = !/(^|\/)[:*]/.test(joined);
    if (isStatic && (entry.index || entry.path !== undefined) && !entry.children?.length) paths.push(joined);
    if (entry.children?.length && isStatic) paths.push(...staticPaths(entry.children, joined === "/" ? "" : joined));
  }
  return [...new Set(paths)];
}

function joinPath(parent: string, path: string): string {
  const joined = `${parent}/${path}`.replace(/\/+/g, "/").replace(/\/$/, "");
  return joined || "/";
}
