/**
 * A page's module scripts with what they import asked for from the head
 * (docs/decisions/first-requests.md, "A script's imports"): the browser finds a chunk's own
 * imports only once the chunk has arrived, a round trip later, so each level of imports would
 * be one more round trip before the script runs. Islands load as Astro loads them
 * (docs/decisions/islands.md), so only `<script type="module" src>` is read here.
 */
import { withStaticImports } from "../scripts/first-load.ts";
import type { ModuleGraph } from "../scripts/module-graph.ts";

const moduleScript = /<script type="module" src="(\/assets\/[^"]+\.js)"/g;

/** The chunks a page's module scripts import statically, at any depth, that the page does not name itself. */
export function scriptImports(html: string, graph: ModuleGraph): string[] {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]!);
  return withStaticImports(entries, graph).filter((url) => !entries.includes(url));
}

/** The page with a `modulepreload` link in its head for each of its scripts' imports; as it was when they have none. */
export function withModulePreloads(html: string, graph: ModuleGraph): string {
  const links = scriptImports(html, graph)
    .filter((url) => !html.includes(`<link rel="modulepreload" href="${url}">`))
    .map((url) => `<link rel="modulepreload" href="${url}">`);
  return links.length ? html.replace("</head>", `${links.join("")}</head>`) : html;
}
