/**
 * What a page loads before anyone touches it: the scripts its HTML names (module scripts, and
 * each island's component and renderer, which Astro loads at hydration) with everything they
 * import statically, read from the build's module graph (scripts/module-graph.ts). Code behind
 * an `import()` is not in it: it loads when first used. Shared by the bench and the tests.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { moduleGraphFile, type ModuleGraph } from "./module-graph.ts";

export function readModuleGraph(buildDir: string): ModuleGraph {
  const file = moduleGraphFile(buildDir);
  if (!existsSync(file)) throw new Error(`No ${file}: build the site first (npm run build).`);
  return JSON.parse(readFileSync(file, "utf8")) as ModuleGraph;
}

/** The page file a route is served from (the not-found page answers any unknown path). */
export function pageFile(clientDir: string, path: string): string {
  const file = path === "/" ? "index.html" : path === "/404-page" ? "404.html" : `${path.slice(1)}/index.html`;
  return join(clientDir, file);
}

export interface FirstLoad {
  /** Script URLs (`/assets/…js`), entry points first. */
  scripts: string[];
  /** Every source module in them, with its rendered bytes. */
  modules: Map<string, number>;
}

/** The scripts a page's HTML names: module scripts, each island's component and renderer, inline imports. */
export const pageEntries = (html: string): string[] =>
  [
    ...html.matchAll(
      /(?:src|href|component-url|renderer-url)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => (match[1] ?? match[2])!);

/** Script URLs and every chunk they import statically, at any depth: the scripts first. */
export function withStaticImports(entries: string[], graph: ModuleGraph): string[] {
  const scripts: string[] = [];
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (scripts.includes(url)) continue;
    scripts.push(url);
    queue.push(...(graph[url]?.imports ?? []));
  }
  return scripts;
}

/** The first load of a page's HTML. */
export function firstLoad(html: string, graph: ModuleGraph): FirstLoad {
  const scripts = withStaticImports(pageEntries(html), graph);
  const missing = scripts.find((url) => !graph[url]);
  if (missing) throw new Error(`${missing} is not in the build's module graph`);
  const modules = new Map<string, number>();
  for (const url of scripts) for (const [id, bytes] of Object.entries(graph[url]!.modules)) modules.set(id, bytes);
  return { scripts, modules };
}

/** A file's size gzipped (its precompressed twin when the build wrote one), in KB. */
export function gzipKb(file: string): number {
  const gz = `${file}.gz`;
  const size = existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
  return size / 1024;
}

export const scriptsKb = (clientDir: string, scripts: string[]) =>
  scripts.reduce((sum, url) => sum + gzipKb(join(clientDir, url)), 0);
