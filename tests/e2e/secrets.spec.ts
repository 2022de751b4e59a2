import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { scanDirectory, serverOnlySettings } from "./secret-scan";
import { e2eBuildDir } from "./site";

const clientDir = join(e2eBuildDir, "client");

/**
 * The settings astro.config.ts declares public (`env.schema`, astro:env), which the build may
 * write into pages and bundles; read as text (the config pulls in the whole toolchain).
 */
function publicEnvNames(): string[] {
  const config = readFileSync("astro.config.ts", "utf8");
  return [...config.matchAll(/([A-Z0-9_]+): envField\.\w+\(\{[^}]*access: "public"/g)].map((match) => match[1]!);
}

/** The stand-in relay key `npm run build:e2e` builds with, so the contact form is live in the tests. */
const e2eWeb3formsKey = "e2e-test-access-key";

const envFiles = [".env", ".env.local", ".env.production", ".env.production.local"]
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, "utf8"));

test("the files a visitor can download carry no tokens, keys or server-only settings", () => {
  const publicNames = publicEnvNames();
  expect(publicNames).toContain("WEB3FORMS_ACCESS_KEY");
  expect(publicNames).not.toContain("SANITY_READ_TOKEN");
  const { scanned, findings } = scanDirectory(clientDir, {
    // The Web3Forms access key is public by design (README, Configure): it only lets a form post
    // to the site's inbox, and Web3Forms has it embedded in the page. Allowed by value, nothing else is.
    allowedValues: [e2eWeb3formsKey],
    secretValues: serverOnlySettings(process.env, envFiles, publicNames),
    // The PDF library with our report drawing (src/tools/shared/pdf/), loaded on press
    // (docs/decisions/pdf.md), and the HTML renderer it can load.
    libraryFiles: /^assets\/(pdf-worker|html2canvas)-[\w-]+\.js$/,
  });

  expect(scanned.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(10);
  expect(scanned).toEqual(expect.arrayContaining(["index.html", "pricing/index.html", "contact/index.html"]));
  expect(findings).toEqual([]);
});

test("the contact form's public access key is in the bundle, as designed", () => {
  // Proves the allowance above is for a key that is really there, not a stale exception.
  const { findings } = scanDirectory(clientDir, {
    secretValues: [{ name: "WEB3FORMS_ACCESS_KEY", value: e2eWeb3formsKey }],
  });
  expect(findings.map((finding) => finding.rule)).toContain("value of WEB3FORMS_ACCESS_KEY");
});
