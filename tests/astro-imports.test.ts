/**
 * The one-way layers of .dependency-cruiser.cjs, for the .astro files it cannot read: every
 * import in a component's frontmatter or in one of its `<script>` blocks is checked against the
 * same rules (`npm run lint` checks the TypeScript modules; cycles are left to it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

interface Rule {
  name: string;
  from: { path?: string | string[]; pathNot?: string | string[] };
  to: { path?: string | string[]; pathNot?: string | string[]; circular?: boolean };
}
const { forbidden } = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as { forbidden: Rule[] };

const list = (patterns: string | string[] | undefined) => (patterns === undefined ? [] : [patterns].flat());
const matchesAny = (path: string, patterns: string | string[] | undefined) =>
  list(patterns).some((pattern) => new RegExp(pattern).test(path));
/** A rule's side holds for a path: one of its paths matches (or it names none) and none of its exceptions do. */
const holds = (path: string, side: { path?: string | string[]; pathNot?: string | string[] }) =>
  (side.path === undefined || matchesAny(path, side.path)) && !matchesAny(path, side.pathNot);

/** Which rules an import from one file of the repository to another breaks. */
function brokenRules(from: string, to: string): string[] {
  return forbidden
    .filter((rule) => !rule.to.circular && holds(from, rule.from) && holds(to, rule.to))
    .map((rule) => rule.name);
}

/** What a file imports: its frontmatter's and its `<script>` blocks' import specifiers. */
function astroImports(source: string): string[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return [frontmatter, ...scripts].flatMap((code) =>
    [...code.matchAll(/^\s*import\s+(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)].map((match) => match[1]!),
  );
}

const aliases: Array<[string, string]> = [
  ["~/", "src/"],
  ["~studio/", "studio/"],
];
const extensions = ["", ".ts", ".tsx", ".astro", "/index.ts"];

/** The repository path an import names, or null for a package (or Astro's virtual modules). */
function resolveImport(file: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  const alias = aliases.find(([prefix]) => bare.startsWith(prefix));
  let target: string;
  if (alias) target = alias[1] + bare.slice(alias[0].length);
  else if (bare.startsWith(".")) target = relative(root, resolve(root, dirname(file), bare));
  else return null;
  const found = extensions.map((extension) => target + extension).find((path) => existsSync(join(root, path)));
  if (!found) throw new Error(`${file} imports ${specifier}, which names no file`);
  return found;
}

function astroFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith(".astro") ? [path] : [];
  });
}

describe("imports in .astro files", () => {
  it("finds the imports of the frontmatter and of a script, and nothing in the markup", () => {
    const source = [
      "---",
      'import Page from "~/layouts/Page.astro";',
      "import {",
      "  pageAt,",
      "  siteSettings,",
      '} from "~/store/content";',
      'import type { HeadTags } from "~/lib/head-tags";',
      "---",
      "<p>To import a timesheet, open it.</p>",
      '<script>import "~/page-scripts/page";</script>',
    ].join("\n");
    expect(astroImports(source)).toEqual([
      "~/layouts/Page.astro",
      "~/store/content",
      "~/lib/head-tags",
      "~/page-scripts/page",
    ]);
  });

  it("tells a climbing import from one down the layers", () => {
    expect(brokenRules("src/components/layout/Head.astro", "src/layouts/Page.astro")).toEqual([
      "no-climb-from-components",
    ]);
    expect(brokenRules("src/sections/Sections.astro", "scripts/bench.ts")).toEqual(["no-outside-from-src"]);
    expect(brokenRules("src/pages/index.astro", "src/layouts/Page.astro")).toEqual([]);
    expect(brokenRules("src/layouts/Page.astro", "src/components/layout/site-header.tsx")).toEqual([]);
  });

  const files = astroFiles("src");
  it.each(files)("%s imports only down the layers", (file) => {
    const broken = astroImports(readFileSync(join(root, file), "utf8")).flatMap((specifier) => {
      const target = resolveImport(file, specifier);
      return target ? brokenRules(file, target).map((rule) => `${specifier}: ${rule}`) : [];
    });
    expect(broken).toEqual([]);
  });
});
