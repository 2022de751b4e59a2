import { join, resolve } from "node:path";

/** Where builds live. `BUILD_DIR` keeps the test build (with its test settings) apart from the real one. */
export const projectRoot = resolve(import.meta.dirname, "..");

export function buildDir(): string {
  return resolve(projectRoot, process.env.BUILD_DIR || "build");
}

/** Vercel reads `.vercel/output`; other builds keep their CDN configuration beside them. */
export function vercelOutputDir(): string {
  return process.env.BUILD_DIR ? join(buildDir(), "vercel-output") : join(projectRoot, ".vercel", "output");
}

/** The draft preview's server build (`npm run drafts`), apart from the production build. */
export function draftsBuildDir(): string {
  return resolve(projectRoot, process.env.DRAFTS_BUILD_DIR || "build-drafts");
}
