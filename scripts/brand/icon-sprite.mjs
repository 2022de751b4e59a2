/**
 * Writes public/icons.svg: one <symbol> per icon listed in studio/schemaTypes/icons.ts,
 * drawn from lucide's icon data (the `lucide` package, a devDependency: the site ships
 * no icon code). Run after changing the list:
 *   node scripts/brand/icon-sprite.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "../..");
const list = readFileSync(resolve(root, "studio/schemaTypes/icons.ts"), "utf8");
const names = [...list.slice(list.indexOf("[")).matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((match) => match[1]);

/** Our names that the pinned `lucide` release still spells the older way (the same drawing). */
const lucideNames = { "circle-exclamation-point": "circle-alert" };

const style = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const symbols = [];
for (const name of names) {
  const file = resolve(root, `node_modules/lucide/dist/esm/icons/${lucideNames[name] ?? name}.mjs`);
  const { default: iconNode } = await import(pathToFileURL(file).href);
  const shapes = iconNode
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${value}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  // Each symbol carries its own stroke style: a <use> does not inherit the sprite root's attributes.
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${style}>${shapes}</symbol>`);
}

const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
writeFileSync(resolve(root, "public/icons.svg"), sprite);
console.log(`public/icons.svg: ${names.length} icons, ${sprite.length} bytes`);
