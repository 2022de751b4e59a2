/**
 * Rewrites a prerendered page so the app's JavaScript starts loading only
 * after the page has painted: the content is already in the HTML, and script
 * downloads racing the stylesheet and font would delay the first paint on a
 * slow phone. Links work as plain links until hydration.
 *
 * React Router emits module preloads in the head and one inline module script
 * of static imports; this keeps the same modules and order, loaded on demand.
 */
export function deferHydration(html: string): string {
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="\/assets\/[^"]+"\/>/g, "");
  return withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (whole, body: string) => {
    const imports = [...body.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)].map((m) => ({
      name: m[1],
      url: m[2]!,
    }));
    const entry = body.match(/import\("([^"]+)"\);/)?.[1];
    const registry = body.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
    if (!entry || !registry || imports.length === 0) return whole;
    const names = imports.map((item) => item.name ?? "_");
    const boot =
      `const boot=()=>Promise.all([${imports.map((item) => `import(${JSON.stringify(item.url)})`).join(",")}])` +
      `.then(([${names.join(",")}])=>{window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})});` +
      // After load and one painted frame, so no script request races the first paint.
      `const later=()=>requestAnimationFrame(()=>setTimeout(boot));` +
      `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`;
    return `<script type="module">${boot}</script>`;
  });
}
