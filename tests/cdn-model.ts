import type { VercelConfig } from "../server/vercel";

export interface CdnAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The path after the rewrites the routes made. */
  path: string;
}

/**
 * A small interpreter of the Build Output API routing the CDN uses, to compare with the local
 * server: routes in order, each matched against the path as sent (rewritten by the routes
 * before it), `$1`… filled into a destination and into header values; a `dest` with
 * `continue` rewrites the path and goes on, other `continue` routes only add headers; then the
 * filesystem check (`isFile`), the routes for a miss, and the error phase. A redirect without a
 * query of its own keeps the request's, as Vercel's do.
 */
export function cdnResponse(config: VercelConfig, target: string, isFile: (path: string) => boolean): CdnAnswer {
  const query = target.indexOf("?");
  let path = query < 0 ? target : target.slice(0, query);
  const search = query < 0 ? "" : target.slice(query);
  const headers: Record<string, string> = {};
  let phase: "main" | "miss" | "error" = "main";
  const answer = (status: number): CdnAnswer => {
    if (status >= 300 && status < 400 && headers.location && !headers.location.includes("?")) {
      headers.location += search;
    }
    return { status, headers, path };
  };
  for (const route of config.routes) {
    if (route.handle === "filesystem") {
      if (isFile(path)) return answer(200);
      phase = "miss";
      continue;
    }
    if (route.handle === "error") {
      phase = "error";
      continue;
    }
    const match = route.src === undefined ? null : new RegExp(route.src).exec(path);
    if (!match) continue;
    const fill = (text: string) => text.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? "");
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = fill(value);
    if (route.dest !== undefined) path = fill(route.dest);
    if (route.continue) continue;
    if (phase === "error" || route.status !== undefined || route.dest !== undefined) return answer(route.status ?? 200);
  }
  return answer(404);
}
