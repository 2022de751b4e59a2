import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** `npm run build` over a dataset with wrong documents: it stops before writing a page, naming each. */
const root = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "tallyday-bad-content-"));
const buildDir = join(work, "build");

afterAll(() => rmSync(work, { recursive: true, force: true }));

type Doc = Record<string, unknown> & { _id: string; sections?: Array<Record<string, unknown>> };

describe("a build over a store with wrong documents", () => {
  const documents = readFileSync(join(root, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
  for (const doc of documents) {
    if (doc._id === "plan.growth") doc.price = { monthly: -4, yearly: 2.5 };
    if (doc._id === "page.retail") doc.sections![0]!.heading = 42;
    if (doc._id === "page.agency") doc.sections!.push({ _type: "carousel", _key: "x" });
  }
  const dataset = join(work, "dataset.ndjson");
  writeFileSync(dataset, documents.map((doc) => JSON.stringify(doc)).join("\n"));
  // A build a server is already serving: it must stay as it was.
  mkdirSync(join(buildDir, "client"), { recursive: true });
  writeFileSync(join(buildDir, "client", "index.html"), "the last good build");

  const result = spawnSync("npx", ["astro", "build"], {
    cwd: root,
    env: { ...process.env, CONTENT_DATASET: dataset, BUILD_DIR: buildDir },
    encoding: "utf8",
    timeout: 240_000,
  });
  const output = `${result.stdout}${result.stderr}`;

  it("fails", () => {
    expect(result.status, output).not.toBe(0);
  });

  it("names each document, the field and what was expected, one line each", () => {
    expect(output).toMatch(/^ {2}plan\.growth {2}price\.monthly: expected a number of at least 0$/m);
    expect(output).toMatch(/^ {2}page\.retail {2}sections\[0\]\.heading: expected text, not number$/m);
    expect(output).toMatch(/^ {2}page\.agency {2}sections\[\d+\]: expected an item of a kind the model knows/m);
  });

  it("writes nothing: the last good build stays as it was", () => {
    expect(readFileSync(join(buildDir, "client", "index.html"), "utf8")).toBe("the last good build");
    expect(existsSync(join(buildDir, "client", "pricing"))).toBe(false);
  });
}, 300_000);
