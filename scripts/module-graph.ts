/**
 * The client build's module graph, written beside the build as `module-graph.json`: each
 * script chunk with the source modules inside it (and the bytes each contributes), its static
 * imports and its dynamic ones. What a page loads first is its scripts and their static imports;
 * the tests hold every island's first load to what its first answer needs
 * (tests/e2e/first-load.spec.ts), and the bench reports the same sizes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin, Rolldown } from "vite";

export interface ChunkEntry {
  /** Source modules in the chunk, relative to the project (node_modules paths kept), with their rendered bytes. */
  modules: Record<string, number>;
  /** Chunks it imports statically (loaded with it). */
  imports: string[];
  /** Chunks it imports on demand (`import()`). */
  dynamicImports: string[];
}

/** Keyed by the chunk's URL path (`/assets/…js`). */
export type ModuleGraph = Record<string, ChunkEntry>;

export const moduleGraphFile = (buildDir: string) => join(buildDir, "module-graph.json");

/** A module's id relative to the project; a package's from its `node_modules/` on, wherever that is. */
function cleanId(root: string, id: string): string {
  const path = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const packageAt = path.lastIndexOf("/node_modules/");
  return packageAt >= 0 ? path.slice(packageAt + 1) : relative(root, path);
}

/** Each chunk of a bundle by its URL path, with its modules and imports. */
function chunksOf(root: string, bundle: Rolldown.OutputBundle): ModuleGraph {
  const graph: ModuleGraph = {};
  const url = (fileName: string) => `/${fileName}`;
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk") continue;
    graph[url(chunk.fileName)] = {
      modules: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, info]) => [cleanId(root, id), info.renderedLength]),
      ),
      imports: chunk.imports.map(url),
      dynamicImports: chunk.dynamicImports.map(url),
    };
  }
  return graph;
}

/**
 * The chunks of the workers the client imports (`?worker&url`), which Vite bundles apart while
 * it builds the client: held here until the client's graph is written with them, and emptied
 * when a client build starts, so a second build in one process starts from none.
 */
const workerChunks: ModuleGraph = {};

/** For `vite.worker.plugins`: adds a worker's chunks to the client's graph. */
export function workerModuleGraph({ root }: { root: string }): Plugin {
  return {
    name: "tallyday:worker-module-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      Object.assign(workerChunks, chunksOf(root, bundle));
    },
  };
}

export function moduleGraph({ root, buildDir }: { root: string; buildDir: string }): Plugin {
  return {
    name: "tallyday:module-graph",
    apply: "build",
    buildStart() {
      if (this.environment?.name !== "client") return;
      for (const url of Object.keys(workerChunks)) delete workerChunks[url];
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const graph = { ...workerChunks, ...chunksOf(root, bundle) };
      const file = moduleGraphFile(buildDir);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(graph, null, 1)}\n`);
    },
  };
}
