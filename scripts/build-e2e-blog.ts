/**
 * `npm run build:e2e-blog`: the paging test's build (tests/e2e/blog-pages.spec.ts):
 * the site built from a generated blog of 200 posts, into `build-e2e-blog/`.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { writeBlogDataset } from "./blog-dataset.ts";

/** Enough posts for many pages of `/blog` and several of each category. */
export const e2eBlogPosts = 200;

const dataset = writeBlogDataset(e2eBlogPosts);
try {
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    cwd: resolve(import.meta.dirname, ".."),
    env: { ...process.env, BUILD_DIR: "build-e2e-blog", SITE_URL: "https://tallyday.app", CONTENT_DATASET: dataset },
  });
  process.exitCode = build.status ?? 1;
} finally {
  rmSync(dirname(dataset), { recursive: true, force: true });
}
