/**
 * `npm run build:e2e-content`: the content store's end-to-end builds
 * (tests/e2e/content-store.spec.ts) from the bundled dataset as an editor changed it
 * (scripts/content-dataset.ts): a production build into `build-e2e-content/`, and the
 * draft preview's server into `build-e2e-drafts/`. The dataset stays beside the first.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { editedDataset } from "./content-dataset.ts";

const root = resolve(import.meta.dirname, "..");
export const contentBuildDir = "build-e2e-content";
export const draftsBuildDir = "build-e2e-drafts";

mkdirSync(join(root, contentBuildDir), { recursive: true });
const dataset = join(root, contentBuildDir, "dataset.ndjson");
writeFileSync(dataset, editedDataset());

function build(env: Record<string, string>): void {
  const result = spawnSync("npx", ["astro", "build"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, CONTENT_DATASET: dataset, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build({ BUILD_DIR: contentBuildDir, SITE_URL: "https://tallyday.app" });
build({ CONTENT_PREVIEW: "drafts", DRAFTS_BUILD_DIR: draftsBuildDir });
