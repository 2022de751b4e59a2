/**
 * The guide stays a guide: README.md under 12 KB, and every relative link in it and in
 * docs/ names a file that exists (and, into a Markdown file, a heading it has).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const readmeLimitBytes = 12_000;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1]!));
  return new Set(headings);
}

/** Each link's target with the line it is on; code blocks and code spans are not links. */
function linksIn(markdown: string): { line: number; target: string }[] {
  const lines = markdown.split("\n");
  const links: { line: number; target: string }[] = [];
  let inFence = false;
  lines.forEach((text, index) => {
    if (/^\s*```/.test(text)) inFence = !inFence;
    if (inFence) return;
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line: index + 1, target: match[1]! });
    }
    const reference = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (reference) links.push({ line: index + 1, target: reference[1]! });
  });
  return links;
}

/** What is wrong with a relative link from `file`, or undefined when it holds. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return undefined;
  const [pathPart = "", anchor] = target.split("#", 2);
  const path = decodeURIComponent(pathPart.split("?")[0]!);
  const destination = path === "" ? file : path.startsWith("/") ? join(root, path) : resolve(dirname(file), path);
  if (!existsSync(destination)) return "no such file";
  if (anchor && statSync(destination).isFile() && destination.endsWith(".md")) {
    if (!anchorsOf(destination).has(anchor.toLowerCase())) return `no heading #${anchor}`;
  }
  return undefined;
}

describe("README.md and docs/", () => {
  it(`README.md stays a guide under ${readmeLimitBytes.toLocaleString("en-US")} bytes`, () => {
    const bytes = statSync(join(root, "README.md")).size;
    expect(bytes, "README.md is a guide; move reference material into docs/ and link it").toBeLessThan(
      readmeLimitBytes,
    );
  });

  it("every relative link names a file that exists", () => {
    const files = [join(root, "README.md"), ...markdownFiles(join(root, "docs"))];
    const broken = files.flatMap((file) =>
      linksIn(readFileSync(file, "utf8")).flatMap(({ line, target }) => {
        const problem = brokenLink(file, target);
        return problem ? [`${relative(root, file)}:${line}  ${target}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("finds links in prose and skips code", () => {
    const markdown = [
      "See [the server](docs/decisions/server.md#why) and [a site](https://example.com).",
      "`[not a link](nowhere.md)`",
      "```",
      "[nor this](nowhere.md)",
      "```",
      "[ref]: docs/product.md",
    ].join("\n");
    expect(linksIn(markdown)).toEqual([
      { line: 1, target: "docs/decisions/server.md#why" },
      { line: 1, target: "https://example.com" },
      { line: 6, target: "docs/product.md" },
    ]);
    expect(headingAnchor("Why, rule by rule")).toBe("why-rule-by-rule");
    expect(headingAnchor("`npm run drafts` answers")).toBe("npm-run-drafts-answers");
  });
});
