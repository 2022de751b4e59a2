/**
 * Finds classes on one element that set the same CSS property under the same
 * conditions with different values. Tailwind orders its utilities by value, not
 * by where a class is written, so one of the two loses without a sound (a
 * caller's `p-4` beside a card's own `p-6`). What a caller may change on a
 * primitive is a variant prop instead (docs/decisions/class-overrides.md).
 *
 * `node scripts/class-conflicts.ts build/client` lists every conflict in a build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";

export interface ClassConflict {
  classes: [string, string];
  property: string;
  /** The media queries and selector the two share, `&` for the element itself. */
  when: string;
}

interface AstNode {
  kind: string;
  name?: string;
  params?: string;
  selector?: string;
  property?: string;
  value?: string;
  nodes?: AstNode[];
}

/** What one class sets: `when :: property` to the value. */
type Settings = Map<string, string>;

function collect(nodes: AstNode[], when: string[], into: Settings): void {
  for (const node of nodes) {
    if (node.kind === "declaration" && node.property && node.value !== undefined) {
      // A `var(--tw-…)` value composes what other utilities set (ring and shadow,
      // a transition and its duration): the conflict, if any, is in those.
      if (!node.value.startsWith("var(--tw-")) into.set(`${when.join(" ")} :: ${node.property}`, node.value);
    } else if (node.kind === "at-rule" && node.name !== "@property") {
      collect(node.nodes ?? [], [...when, `${node.name} ${node.params}`], into);
    } else if (node.kind === "rule" && node.selector) {
      // The class itself becomes `&`, so two classes under the same conditions compare equal.
      collect(node.nodes ?? [], [...when, node.selector.replace(/\.(?:\\.|[\w-])+/, "&")], into);
    }
  }
}

/** Loads the site's Tailwind setup (src/app.css) to ask what each class sets. */
export async function loadConflictFinder(stylesheet = "src/app.css") {
  const path = resolve(stylesheet);
  const design = await __unstable__loadDesignSystem(readFileSync(path, "utf8"), { base: dirname(path) });
  const known = new Map<string, Settings>();

  function settingsOf(names: string[]): Settings[] {
    const unknown = names.filter((name) => !known.has(name));
    design.candidatesToAst(unknown).forEach((ast, index) => {
      const settings: Settings = new Map();
      collect(ast as AstNode[], [], settings);
      known.set(unknown[index]!, settings);
    });
    return names.map((name) => known.get(name)!);
  }

  /** The conflicts among one element's classes, written as in its `class` attribute. */
  return function conflicts(classAttribute: string): ClassConflict[] {
    const names = [...new Set(classAttribute.split(/\s+/).filter(Boolean))];
    const settings = settingsOf(names);
    const found: ClassConflict[] = [];
    settings.forEach((mine, i) => {
      for (let j = i + 1; j < names.length; j++) {
        for (const [key, value] of mine) {
          const theirs = settings[j]!.get(key);
          if (theirs === undefined || theirs === value) continue;
          const [when, property] = key.split(" :: ") as [string, string];
          found.push({ classes: [names[i]!, names[j]!], property, when });
        }
      }
    });
    return found;
  };
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Every `class` attribute in an HTML document, entities decoded. */
export function classAttributes(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => entities[entity]!),
  );
}

/** Every conflict in the HTML files under a build's client folder, with the file it is in. */
export async function conflictsInBuild(clientDir: string): Promise<Array<ClassConflict & { file: string }>> {
  const conflicts = await loadConflictFinder();
  const found: Array<ClassConflict & { file: string }> = [];
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const file of files) {
    for (const attribute of new Set(classAttributes(readFileSync(join(clientDir, file), "utf8")))) {
      for (const conflict of conflicts(attribute)) found.push({ ...conflict, file });
    }
  }
  return found;
}

if (import.meta.main) {
  const found = await conflictsInBuild(process.argv[2] ?? "build/client");
  for (const { file, classes, property, when } of found) {
    console.log(`${file}: ${classes.join(" vs ")} both set ${property} (${when})`);
  }
  process.exitCode = found.length ? 1 : 0;
}
