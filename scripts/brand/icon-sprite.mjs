/**
 * Writes public/icons.svg: one <symbol> per icon listed in studio/schemaTypes/icons.ts,
 * drawn from lucide-react's own icon data. Run after changing the list:
 *   node scripts/brand/icon-sprite.mjs
 * (Plain Node: tsx loads lucide's .mjs files without their named exports.)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "../..");
const list = readFileSync(resolve(root, "studio/schemaTypes/icons.ts"), "utf8");
const names = [...list.slice(list.indexOf("[")).matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((match) => match[1]);

const style = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const symbols = [];
for (const name of names) {
  const file = resolve(root, `node_modules/lucide-react/dist/esm/icons/${name}.mjs`);
  const { __iconData } = await import(pathToFileURL(file).href);
  const shapes = __iconData.node
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
