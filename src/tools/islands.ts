/**
 * Each tool's island, by its folder (src/tools/<folder>/island.astro): the tool
 * pages and the embeds place a tool by its registry entry, never by its path.
 */
import type { AstroComponentFactory } from "astro/runtime/server/index.js";

const islandFiles = import.meta.glob<{ default: AstroComponentFactory }>("./*/island.astro", { eager: true });

export function toolIsland(folder: string): AstroComponentFactory {
  const island = islandFiles[`./${folder}/island.astro`]?.default;
  if (!island) throw new Error(`No island for the tool folder ${folder}: add src/tools/${folder}/island.astro.`);
  return island;
}
