import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSearchIndex } from "./search-index";

const root = mkdtempSync(join(tmpdir(), "tallyday-search-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const html = (marked: boolean, words: string) =>
  `<!doctype html><html lang="en"><head><meta property="og:image" content="/og/x.png" data-card-title="${words}"${
    marked ? ' data-pagefind-meta="title[data-card-title]"' : ""
  }></head><body><header>Menu</header><main><h1>${words}</h1><p>${words} in a paragraph.</p></main></body></html>`;

describe("the search index", () => {
  it("holds only the pages whose head marks them searchable, and none of Pagefind's own interfaces", async () => {
    for (const [file, page] of Object.entries({
      "blog/overtime/index.html": html(true, "Overtime in California"),
      "pricing/index.html": html(false, "Plans and prices"),
      "404.html": html(false, "Not found"),
    })) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), page);
    }
    const result = await writeSearchIndex(root);
    expect(result.pages).toBe(1);
    expect(result.bytes).toBeGreaterThan(0);
    const bundle = readdirSync(join(root, "pagefind"));
    expect(bundle).toContain("pagefind.js");
    expect(bundle.filter((name) => /ui|highlight/.test(name))).toEqual([]);
    expect(existsSync(join(root, "pagefind/fragment"))).toBe(true);
    // The folder Pagefind read is gone; the pages are where they were.
    expect(readdirSync(dirname(root)).filter((name) => name.startsWith(".search-pages-"))).toEqual([]);
    expect(existsSync(join(root, "blog/overtime/index.html"))).toBe(true);
  }, 30_000);
});
