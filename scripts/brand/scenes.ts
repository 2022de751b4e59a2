/**
 * Writes the audience scenes' bodies as drawings in public/mockups: for each
 * scene in scene-data/ (one module a scene), `scene-<name>.svg` (640 units wide) and its phone
 * view, `scene-<name>-phone.svg` (360 units). Then render their rasters:
 *   node scripts/brand/scenes.ts && node scripts/brand/mockup-rasters.ts scene-<name> ...
 * It prints each phone view's size for src/sections/phone-views.ts.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { body } from "./scene-kit.ts";
import { sceneBodies } from "./scene-data/index.ts";

const dir = resolve(import.meta.dirname, "../../public/mockups");
const only = process.argv.slice(2);

for (const [name, scene] of Object.entries(sceneBodies)) {
  if (only.length && !only.includes(name)) continue;
  const wide = body(640, scene.wide);
  const phone = body(360, scene.phone);
  writeFileSync(resolve(dir, `scene-${name}.svg`), wide.svg);
  writeFileSync(resolve(dir, `scene-${name}-phone.svg`), phone.svg);
  console.log(`scene-${name}: 640 x ${wide.height}, phone 360 x ${phone.height}`);
}
