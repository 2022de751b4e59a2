/**
 * Moves the icons a prerendered page uses into the page. An icon pointing into
 * the external sprite (`/icons.svg#name`) makes the browser build a whole SVG
 * document for the sprite on the main thread, which cost a slow phone 100 ms
 * or more while the page painted; the same symbols inline in the page cost a
 * few elements. The sprite stays for pages rendered later in the browser.
 *
 * The hidden `<svg>` goes last in `<body>`, where React's hydration skips
 * elements it did not render; the rewritten `href`s are attributes React does
 * not revisit while the icon's props stay the same.
 */
export function inlineIcons(html: string, sprite: string): string {
  const symbols = new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map((match) => [match[1]!, match[0]]),
  );
  const used = new Set<string>();
  const rewritten = html.replace(/href="\/icons\.svg#([^"]+)"/g, (whole, id: string) => {
    if (!symbols.has(id)) return whole;
    used.add(id);
    return `href="#${id}"`;
  });
  if (used.size === 0) return html;
  const defs = [...used].map((id) => symbols.get(id)).join("");
  return rewritten.replace(
    /<\/body>/,
    `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${defs}</svg></body>`,
  );
}
