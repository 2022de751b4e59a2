/**
 * The build writes an id beside what it built (`build-id`, server/build-output.ts). A server
 * that sees the id change under it says so once per new build: it keeps serving the build it
 * loaded, and only a restart serves the new one (the deploy rule, docs/decisions/server.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const buildIdFile = "build-id";

function readBuildId(buildDir: string): string | undefined {
  try {
    return readFileSync(join(buildDir, buildIdFile), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The line an operator reads when the build was replaced under the server. */
function replacedBuildLine(buildDir: string, served: string | undefined, found: string): string {
  return `The build in ${buildDir} was replaced (serving ${served ?? "an unknown build"}, found ${found}): restart the server to serve the new build.`;
}

/** Reads the id now, then again every `intervalMs`; returns a function that stops watching. */
export function watchBuildId(buildDir: string, log: (line: string) => void, intervalMs = 2_000): () => void {
  const served = readBuildId(buildDir);
  let reported = served;
  const timer = setInterval(() => {
    const found = readBuildId(buildDir);
    // No id is a build still being written: wait for its id.
    if (!found || found === reported) return;
    reported = found;
    log(replacedBuildLine(buildDir, served, found));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
