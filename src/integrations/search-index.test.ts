import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spacedForSearch, writeSearchIndex } from "./search-index";

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

  it("keeps apart what the screen sets apart, and leaves a word split across inline elements whole", () => {
    expect(spacedForSearch('<div><a href="/a">Start free</a><a href="/b">Get a demo</a></div>')).toBe(
      '<div><a href="/a">Start free</a> <a href="/b">Get a demo</a> </div>',
    );
    expect(spacedForSearch("<caption>Commands</caption><tr><th>Command</th><th>What it does</th></tr>")).toBe(
      "<caption>Commands</caption> <tr><th>Command</th> <th>What it does</th> </tr>",
    );
    expect(spacedForSearch("<dl><dt><kbd>Space</kbd></dt><dd>Start or pause</dd></dl>")).toBe(
      "<dl><dt><kbd>Space</kbd> </dt> <dd>Start or pause</dd> </dl>",
    );
    // Text straight after a link belongs to the sentence; inline emphasis inside a word stays joined.
    expect(spacedForSearch('<p>See <a href="/x">the guide</a>. A <strong>bold</strong><em>word</em>.</p>')).toBe(
      '<p>See <a href="/x">the guide</a>. A <strong>bold</strong><em>word</em>.</p>',
    );
  });
});
