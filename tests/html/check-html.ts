/**
 * `npm run test:html`: every page of the end-to-end build (`build-e2e/client`, what
 * `npm run build:e2e` writes) through the W3C Nu HTML Checker (vnu-jar, on Java), in one
 * run. Each error is listed with its page, line and column; any error fails the run.
 *
 * `--check` only says whether Java is there, so `npm test` stops at once without it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkerFaults, type CheckerMessage } from "./faults.ts";

const java = process.env.JAVA || "java";
const pages = `${process.env.E2E_BUILD_DIR ?? "build-e2e"}/client`;

const probe = spawnSync(java, ["-version"], { encoding: "utf8" });
if (probe.error || probe.status !== 0) {
  console.error(
    `The HTML check runs the Nu HTML Checker on Java, and found no "${java}". ` +
      'Install Java with "apt-get install -y default-jre-headless" (Debian), or point JAVA at a java binary.',
  );
  process.exit(1);
}
if (process.argv.includes("--check")) {
  console.log("Java: found, for the HTML check");
  process.exit(0);
}
if (!existsSync(pages)) {
  console.error(`No build at ${pages}: run "npm run build:e2e" first.`);
  process.exit(1);
}

const count = readdirSync(pages, { recursive: true }).filter((file) => String(file).endsWith(".html")).length;
const jar = createRequire(import.meta.url)("vnu-jar") as string;
const started = performance.now();
const run = spawnSync(java, ["-jar", jar, "--errors-only", "--skip-non-html", "--format", "json", pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);

// The checker writes its JSON report to stderr, and exits 1 when it found errors.
let messages: CheckerMessage[];
try {
  messages = (JSON.parse(run.stderr) as { messages: CheckerMessage[] }).messages;
} catch {
  console.error(`The Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  process.exit(1);
}

const faults = checkerFaults(messages);
if (faults.length > 0) {
  console.error(`The Nu HTML Checker found ${faults.length} errors in the ${count} pages of ${pages} (${seconds} s):`);
  for (const fault of faults) {
    const page = fault.url ? relative(process.cwd(), fileURLToPath(fault.url)) : pages;
    console.error(`${page}:${fault.line}:${fault.column}: ${fault.message}\n    ${fault.extract}`);
  }
  process.exit(1);
}
console.log(`Valid HTML: all ${count} pages of ${pages} pass the Nu HTML Checker (${seconds} s).`);
