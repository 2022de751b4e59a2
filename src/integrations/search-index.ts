/**
 * Site search's index (docs/product.md#search), as an Astro integration: after
 * the pages are written, Pagefind indexes the pages whose head marks them
 * searchable (lib/head-tags.ts: posts, the feature, audience and tool pages and the
 * methodology) into `/pagefind/`, which the search field loads only once a
 * reader uses it (src/blog/search/).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { htmlPages, readHead } from "./built-pages.ts";

/** Where the index is written, inside the build, and read from by the browser. */
const searchBundle = "pagefind";

/** The marker lib/head-tags.ts writes into a searchable page's head. */
const searchableMarker = "data-pagefind-meta=";

/**
 * What is not a page's own content: the site's header and footer, the skip link, navigation,
 * the islands (a tool's controls and their starting state: "20:00. Ready.", "Pomodoros0"), and
 * what a page marks `data-search-skip` (a label above a heading, a post's byline, the tool's
 * no-script note, the cards to other tools, embed code), so an excerpt reads as the page's words.
 */
const notContent = ["body > header", "body > footer", "body > a", "nav", "astro-island", "[data-search-skip]"];

/**
 * Elements the screen sets apart but Pagefind reads as running text: two buttons in a row
 * ("Start freeGet a demo"), a table's caption and header cells ("CommandWhat it does"), a
 * term and its description, a key and what it does. Pagefind keeps whitespace between
 * elements, and the built HTML has none, so a space goes after each of these where a tag
 * follows at once.
 */
const setApart = /<\/(a|button|caption|th|dt|dd|kbd|li|summary|label)>(?=<)/g;

/** A page's HTML as the index should read it: the elements above kept apart by a space. */
export function spacedForSearch(html: string): string {
  return html.replace(setApart, "</$1> ");
}

/** Pagefind's ready-made interfaces: the site has its own (src/blog/search/), so they are not shipped. */
const unusedFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

export interface SearchIndexResult {
  pages: number;
  bytes: number;
}

/** Indexes the searchable pages of a build into its `/pagefind/` folder. */
export async function writeSearchIndex(clientDir: string): Promise<SearchIndexResult> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: notContent, forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  // Pagefind reads a folder on every core, where a page at a time through its service waited out a
  // round trip each (ten minutes at 10,000 posts): the searchable pages are copied, spaced for
  // search, into a folder of their own at the same paths, and Pagefind reads that.
  const staging = mkdtempSync(join(dirname(clientDir), ".search-pages-"));
  try {
    let pages = 0;
    for (const file of htmlPages(clientDir)) {
      if (!readHead(file).includes(searchableMarker)) continue;
      const linked = join(staging, relative(clientDir, file));
      mkdirSync(dirname(linked), { recursive: true });
      writeFileSync(linked, spacedForSearch(readFileSync(file, "utf8")));
      pages += 1;
    }
    const added = await index.addDirectory({ path: staging });
    if (added.errors.length) throw new Error(`Pagefind could not index the pages: ${added.errors.join("; ")}`);
    const outputPath = join(clientDir, searchBundle);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
    for (const name of readdirSync(outputPath).filter((name) => unusedFiles.test(name))) {
      rmSync(join(outputPath, name));
    }
    return { pages, bytes: folderBytes(outputPath) };
  } finally {
    await pagefind.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

export function searchIndex(): AstroIntegration {
  return {
    name: "tallyday:search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const started = performance.now();
        const { pages, bytes } = await writeSearchIndex(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${pages} pages indexed for search, ${(bytes / 1024).toFixed(0)} KB in /${searchBundle}/ (${seconds} s).`,
        );
      },
    },
  };
}
