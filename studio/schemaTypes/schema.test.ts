import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "./index";
import type { Rule, SchemaField } from "./types";

/** Runs a field's validation against a recording rule: does it call required()? */
function isRequired(field: SchemaField): boolean {
  let required = false;
  const rule: Rule = new Proxy({} as Rule, {
    get: (_, name) => () => {
      if (name === "required") required = true;
      return rule;
    },
  });
  field.validation?.(rule);
  return required;
}

const documents = readFileSync(join(process.cwd(), "content/blog/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);

function present(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object" && "current" in value) return present((value as { current: unknown }).current);
  return true;
}

describe("the bundled dataset against the Studio schema", () => {
  const documentTypes = schemaTypes.filter((type) => type.type === "document");

  it.each(documentTypes.map((type) => [type.name, type] as const))("every %s has its required fields", (name, type) => {
    const ofType = documents.filter((doc) => doc._type === name);
    expect(ofType.length).toBeGreaterThan(0);
    const required = (type.fields ?? []).filter(isRequired).map((field) => field.name);
    expect(required.length).toBeGreaterThan(0);
    for (const doc of ofType) {
      for (const field of required) expect(present(doc[field]), `${String(doc._id)}.${field}`).toBe(true);
    }
  });

  it("has no document fields the schema does not know", () => {
    for (const type of documentTypes) {
      const known = new Set([
        "_id",
        "_type",
        "_rev",
        "_createdAt",
        "_updatedAt",
        ...(type.fields ?? []).map((f) => f.name),
      ]);
      for (const doc of documents.filter((d) => d._type === type.name)) {
        for (const key of Object.keys(doc)) expect(known.has(key), `${String(doc._id)}.${key}`).toBe(true);
      }
    }
  });

  it("references only documents that exist", () => {
    const ids = new Set(documents.map((doc) => doc._id));
    const refs = JSON.stringify(documents).matchAll(/"_ref":"([^"]+)"/g);
    for (const [, ref] of refs) expect(ids.has(ref), ref).toBe(true);
  });
});
