import { describe, expect, it } from "vitest";
import type { ModuleGraph } from "../scripts/module-graph";
import { scriptImports, withModulePreloads } from "./module-preloads";

const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({
  modules: { "src/x.ts": 10 },
  imports,
  dynamicImports,
});
const graph: ModuleGraph = {
  "/assets/search.js": chunk(["/assets/copy.js"], ["/assets/later.js"]),
  "/assets/copy.js": chunk(["/assets/words.js"]),
  "/assets/words.js": chunk(),
  "/assets/later.js": chunk(["/assets/later-words.js"]),
  "/assets/later-words.js": chunk(),
  "/assets/island.js": chunk(["/assets/react.js"]),
  "/assets/react.js": chunk(),
};
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("scriptImports", () => {
  it("follows a module script's static imports to any depth, not its import()s", () => {
    expect(scriptImports(page('<script type="module" src="/assets/search.js"></script>'), graph)).toEqual([
      "/assets/copy.js",
      "/assets/words.js",
    ]);
  });

  it("leaves out islands, which Astro loads, and scripts the page names itself", () => {
    const html = page(
      '<astro-island component-url="/assets/island.js"></astro-island>' +
        '<script type="module" src="/assets/search.js"></script><script type="module" src="/assets/copy.js"></script>',
    );
    expect(scriptImports(html, graph)).toEqual(["/assets/words.js"]);
  });
});

describe("withModulePreloads", () => {
  it("asks for each import from the head, once", () => {
    const html = withModulePreloads(page('<script type="module" src="/assets/search.js"></script>'), graph);
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/copy.js"><link rel="modulepreload" href="/assets/words.js"></head>',
    );
    expect(withModulePreloads(html, graph)).toBe(html);
  });

  it("leaves a page whose scripts import nothing as it was", () => {
    const html = page('<script type="module" src="/assets/words.js"></script><p>Words</p>');
    expect(withModulePreloads(html, graph)).toBe(html);
  });
});
