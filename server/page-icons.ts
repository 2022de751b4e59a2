/**
 * Each page carries the icons it shows (docs/decisions/icons.md). Components draw an icon
 * from the shared sprite, `/icons.svg#name`; a first visit fetching that file at once would
 * share the phone's first round trips with the stylesheet and the font. So the build copies
 * into each page the symbols its HTML uses and the ones its scripts can draw, and points the
 * page's icons at them. `Icon` (src/components/ui/icon.tsx) picks the page's copy when there
 * is one, so hydration finds what the build wrote, and the shared file stays the fallback.
 */
import { pageEntries } from "../scripts/first-load.ts";
import type { ModuleGraph } from "../scripts/module-graph.ts";

/** The sprite's symbols by name, each as markup with its id prefixed for the page. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const match of sprite.matchAll(/<symbol id="([\w-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)) {
    const [, name, attributes, body] = match;
    symbols.set(name!, `<symbol id="${pageIconId(name!)}"${attributes}>${body}</symbol>`);
  }
  return symbols;
}

/** The id of an icon's symbol in the page. */
const pageIconId = (name: string) => `icon-${name}`;

const useOfSprite = /href="\/icons\.svg#([\w-]+)"/g;

/**
 * Chunks of the site's own code a page's HTML names, with every such chunk they import, at
 * once or on demand. Chunks only of packages (React's, say) are passed through, not kept:
 * their strings ("pause", "copy") are event names, not icons.
 */
export function pageScripts(html: string, graph: ModuleGraph): string[] {
  const queue = pageEntries(html);
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const chunk = graph[url];
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...seen].filter((url) => Object.keys(graph[url]?.modules ?? {}).some((id) => id.startsWith("src/")));
}

/** The icon names a script mentions as a string of its own: the ones it can draw. */
export function namesInScript(code: string, names: Iterable<string>): string[] {
  return [...names].filter((name) => new RegExp(`[\`"']${name}[\`"']`).test(code));
}

/**
 * The page with its own copy of every symbol it uses or its scripts name, put first in the
 * body, and its icons pointed at them. A page without icons is returned as it was.
 */
export function withPageIcons(html: string, symbols: Map<string, string>, scriptNames: Iterable<string>): string {
  const used = new Set([...html.matchAll(useOfSprite)].map((match) => match[1]!));
  for (const name of scriptNames) used.add(name);
  const names = [...used].filter((name) => symbols.has(name)).sort();
  if (!names.length) return html;
  const sprite = `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${names.map((name) => symbols.get(name)).join("")}</svg>`;
  return html
    .replace(useOfSprite, (whole, name: string) => (symbols.has(name) ? `href="#${pageIconId(name)}"` : whole))
    .replace(/<body[^>]*>/, (body) => body + sprite);
}
