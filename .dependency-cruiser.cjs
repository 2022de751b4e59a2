/**
 * Imports run one way, down these layers, and never in a circle; `npm run lint` checks it: a module may import its own layer and any layer below it.
 *
 *   pages       src/pages, the Astro entry configs and build integrations
 *   layouts     src/layouts: the document shell
 *   features    src/sections, src/tools, src/blog, src/contact (they may use each other)
 *   components  src/components (ui primitives, header and footer), src/page-scripts (browser behaviours)
 *   base        src/lib, src/store, src/site.config.ts, src/fonts and the tool list
 *               src/tools/registry.ts: plain data with no imports, read by the store and the
 *               navigation, so it belongs to the base although it lives beside the tools
 *   model       studio/schemaTypes: the content model, which imports nothing of the site
 *
 * scripts/, server/ and tests/ stand outside: they may import the site; of src only the pages
 * may import them. Tests (`*.test.ts(x)`) may import any layer, as tests/ does, and still
 * count for cycles. .astro files are not read (dependency-cruiser has no Astro parser):
 * tests/astro-imports.test.ts holds their imports to these same rules (cycles excepted).
 */
const test = "\\.test\\.tsx?$";
const registry = "^src/tools/registry\\.ts$";
const layers = [
  { name: "model", path: ["^studio/"] },
  { name: "base", path: ["^src/lib/", "^src/store/", "^src/site\\.config\\.ts$", "^src/fonts/", registry] },
  { name: "components", path: ["^src/components/", "^src/page-scripts/"] },
  { name: "features", path: ["^src/sections/", "^src/tools/", "^src/blog/", "^src/contact/"] },
  { name: "layouts", path: ["^src/layouts/"] },
  {
    name: "pages",
    path: ["^src/pages/", "^src/content\\.config\\.ts$", "^src/live\\.config\\.ts$", "^src/integrations/"],
  },
];

const climbs = layers.slice(0, -1).map((layer, at) => ({
  name: `no-climb-from-${layer.name}`,
  comment: `${layer.name} imports only its own layer and those below it (see the top of .dependency-cruiser.cjs).`,
  severity: "error",
  from: { path: layer.path, pathNot: [test] },
  // The tool list is base data inside src/tools.
  to: { path: layers.slice(at + 1).flatMap((higher) => higher.path), pathNot: [registry] },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No module imports one that imports it back, type imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...climbs,
    {
      name: "no-outside-from-src",
      comment: "Of src, only the pages (and tests) import scripts/, server/ or tests/.",
      severity: "error",
      from: { path: "^src/", pathNot: [test, ...layers.at(-1).path] },
      to: { path: ["^scripts/", "^server/", "^tests/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build", "^\\.astro/", "node_modules", "^studio/(dist|\\.sanity)/"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".astro"] },
  },
};
