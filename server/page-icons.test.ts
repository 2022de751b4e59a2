import { describe, expect, it } from "vitest";
import type { ModuleGraph } from "../scripts/module-graph";
import { namesInScript, pageScripts, spriteSymbols, withPageIcons } from "./page-icons";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  '<symbol id="menu" viewBox="0 0 24 24" fill="none"><path d="M4 6h16"/></symbol>' +
  '<symbol id="x" viewBox="0 0 24 24" fill="none"><path d="M18 6 6 18"/></symbol>' +
  '<symbol id="pause" viewBox="0 0 24 24" fill="none"><rect x="6" y="4" width="4" height="16"/></symbol>' +
  "</svg>";
const symbols = spriteSymbols(sprite);

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body class="min-h-dvh">${body}</body></html>`;

describe("withPageIcons", () => {
  it("copies the symbols a page uses into its body, once each, and points its icons at them", () => {
    const html = page(
      '<button><svg><use href="/icons.svg#menu"></use></svg></button><svg><use href="/icons.svg#menu"></use></svg>',
    );
    const out = withPageIcons(html, symbols, []);
    expect(out).not.toContain("/icons.svg");
    expect(out.match(/<symbol /g)).toHaveLength(1);
    expect(out).toContain(
      '<body class="min-h-dvh"><svg width="0" height="0" style="position:absolute" aria-hidden="true"><symbol id="icon-menu" viewBox="0 0 24 24" fill="none"><path d="M4 6h16"/></symbol></svg>',
    );
    expect(out.match(/href="#icon-menu"/g)).toHaveLength(2);
  });

  it("adds the icons a page's scripts can draw later", () => {
    const out = withPageIcons(page('<use href="/icons.svg#x"></use>'), symbols, ["pause", "x"]);
    expect([...out.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1])).toEqual(["icon-pause", "icon-x"]);
  });

  it("leaves an icon the sprite lacks on the sprite's address, and a page without icons as it was", () => {
    const html = page('<use href="/icons.svg#unknown"></use>');
    expect(withPageIcons(html, symbols, [])).toBe(html);
    expect(withPageIcons(page("<p>No icons</p>"), symbols, ["unknown"])).toBe(page("<p>No icons</p>"));
  });
});

describe("namesInScript", () => {
  it("finds icon names written as strings, not as parts of other words", () => {
    expect(namesInScript("jsx(Icon,{name:`pause`});const a=\"x-axis\",b='menu'", symbols.keys())).toEqual([
      "menu",
      "pause",
    ]);
  });
});

describe("pageScripts", () => {
  const graph: ModuleGraph = {
    "/assets/tool.js": {
      modules: { "src/tools/tool.tsx": 10 },
      imports: ["/assets/react.js"],
      dynamicImports: ["/assets/later.js"],
    },
    "/assets/react.js": { modules: { "node_modules/react/index.js": 10 }, imports: [], dynamicImports: [] },
    "/assets/later.js": { modules: { "src/tools/later.tsx": 10 }, imports: ["/assets/tool.js"], dynamicImports: [] },
    "/assets/unused.js": { modules: { "src/tools/unused.tsx": 10 }, imports: [], dynamicImports: [] },
  };

  it("follows a page's scripts through their imports, now and later, and keeps the site's own", () => {
    const html = '<astro-island component-url="/assets/tool.js" renderer-url="/assets/react.js"></astro-island>';
    expect(pageScripts(html, graph)).toEqual(["/assets/tool.js", "/assets/later.js"]);
  });
});
