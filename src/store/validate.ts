/**
 * Every document checked against the one content model, the Studio's schema
 * (studio/schemaTypes): the model is read as data and turned into zod schemas, so
 * the Studio and the build hold content to the same fields, types and rules
 * (docs/decisions/content-store.md#one-model).
 */
import { z } from "astro/zod";
import { schemaTypes } from "~studio/schemaTypes";
import type { Rule, SchemaField, SchemaType } from "~studio/schemaTypes/types";

/** One thing wrong with one document: which, where, and what the model expects there. */
export interface ContentProblem {
  id: string;
  path: string;
  expected: string;
}

type Member = Partial<SchemaField> & { type: string; styles?: unknown[]; lists?: unknown[]; marks?: BlockMarks };
interface BlockMarks {
  decorators?: Array<{ value: string }>;
  annotations?: Member[];
}

interface Rules {
  required: boolean;
  min?: number;
  max?: number;
  integer: boolean;
  pattern?: RegExp;
}

/** What a field's `validation` asks for, read by running it against a rule that records each call. */
function rulesOf(validation: SchemaField["validation"]): Rules {
  const rules: Rules = { required: false, integer: false };
  if (!validation) return rules;
  const rule: Rule = {
    required: () => ((rules.required = true), rule),
    min: (value) => ((rules.min = value), rule),
    max: (value) => ((rules.max = value), rule),
    integer: () => ((rules.integer = true), rule),
    regex: (pattern) => ((rules.pattern = pattern), rule),
    uri: () => rule,
  };
  validation(rule);
  return rules;
}

/** Keys Sanity itself writes on documents and array items. */
const systemKeys = {
  _id: z.string().optional(),
  _type: z.string().optional(),
  _key: z.string().optional(),
  _rev: z.string().optional(),
  _createdAt: z.string().optional(),
  _updatedAt: z.string().optional(),
  _weak: z.boolean().optional(),
};

const namedTypes = new Map<string, SchemaType>(schemaTypes.map((type) => [type.name, type]));
const built = new Map<string, z.ZodType>();

const text = z.string().refine((value) => value.trim() !== "", "text, not empty");

function withRules(schema: z.ZodType, member: Member): z.ZodType {
  const rules = rulesOf(member.validation);
  let shaped = schema;
  if (schema instanceof z.ZodString && rules.pattern)
    shaped = schema.regex(rules.pattern, `text of the form ${rules.pattern}`);
  if (schema instanceof z.ZodNumber) {
    let number: z.ZodNumber = schema;
    if (rules.min !== undefined) number = number.min(rules.min, `a number of at least ${rules.min}`);
    if (rules.max !== undefined) number = number.max(rules.max, `a number of at most ${rules.max}`);
    if (rules.integer) number = number.int("a whole number");
    shaped = number;
  }
  const list = member.options?.list;
  if (list?.length) {
    const values = list.map((option) => option.value);
    shaped = shaped.refine((value) => values.includes(value as never), `one of ${values.join(", ")}`);
  }
  return rules.required ? shaped : shaped.optional();
}

function objectOf(fields: readonly SchemaField[], typeName?: string): z.ZodType {
  const shape: Record<string, z.ZodType> = { ...systemKeys };
  for (const field of fields) shape[field.name] = fieldSchema(field);
  if (typeName) shape._type = z.literal(typeName).optional();
  return z.strictObject(shape);
}

const reference = z.strictObject({
  _ref: z.string(),
  _type: z.literal("reference"),
  _key: z.string().optional(),
  _weak: z.boolean().optional(),
});

/** The documents being checked, by id: references must name one of them, of a type the field allows. */
let documentsById: ReadonlyMap<string, Record<string, unknown>> = new Map();

function referenceTo(types: readonly string[]): z.ZodType {
  return reference.superRefine((value, context) => {
    const target = documentsById.get(value._ref);
    if (!target)
      context.addIssue({ code: "custom", message: `a reference to a document that exists, not ${value._ref}` });
    else if (types.length && !types.includes(target._type as string))
      context.addIssue({
        code: "custom",
        message: `a reference to a ${types.join(" or ")}, not the ${String(target._type)} ${value._ref}`,
      });
  });
}

function blockSchema(member: Member): z.ZodType {
  const styles = (member.styles as Array<{ value: string }> | undefined)?.map((style) => style.value) ?? ["normal"];
  const lists = (member.lists as Array<{ value: string }> | undefined)?.map((list) => list.value) ?? [];
  const annotations = member.marks?.annotations ?? [];
  const span = z.strictObject({
    _type: z.literal("span"),
    _key: z.string().optional(),
    text: z.string(),
    marks: z.array(z.string()).optional(),
  });
  const markDef = z.union(
    annotations.map((annotation) => objectOf(annotation.fields ?? [], annotation.name)) as unknown as [
      z.ZodType,
      ...z.ZodType[],
    ],
  );
  return z.strictObject({
    _type: z.literal("block"),
    _key: z.string().optional(),
    style: z.enum(styles as [string, ...string[]]).optional(),
    listItem: lists.length ? z.enum(lists as [string, ...string[]]).optional() : z.undefined(),
    level: z.number().int().optional(),
    markDefs: annotations.length ? z.array(markDef).optional() : z.array(z.never()).optional(),
    children: z.array(span),
  });
}

const memberSchemas = new WeakMap<Member, z.ZodType>();

/** The schema of one array member or field type, by its type name; built once per member. */
function typeSchema(member: Member): z.ZodType {
  let schema = memberSchemas.get(member);
  if (!schema) {
    schema = buildTypeSchema(member);
    memberSchemas.set(member, schema);
  }
  return schema;
}

function buildTypeSchema(member: Member): z.ZodType {
  switch (member.type) {
    case "string":
    case "text":
    case "url":
      return text;
    case "number":
      return z.number();
    case "boolean":
      return z.boolean();
    case "date":
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
    case "datetime":
      return z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date and time");
    case "slug":
      return z.strictObject({ _type: z.literal("slug").optional(), current: text, source: z.string().optional() });
    case "reference":
      return referenceTo((member.to ?? []).map((target) => target.type));
    case "image":
      return z.looseObject({ _type: z.literal("image").optional(), asset: reference.optional() });
    case "block":
      return blockSchema(member);
    case "object":
      return objectOf(member.fields ?? []);
    case "array":
      return arrayOf(member.of as Member[]);
    default:
      return namedSchema(member.type);
  }
}

function fieldSchema(field: SchemaField): z.ZodType {
  return withRules(typeSchema(field as Member), field as Member);
}

/** An array's items, each checked as the member its `_type` names (or the one member an array of text has). */
function arrayOf(members: readonly Member[]): z.ZodType {
  const primitive = members.find((member) => ["string", "text", "number"].includes(member.type));
  if (primitive) return z.array(typeSchema(primitive));
  const byType = new Map(members.map((member) => [member.type === "reference" ? "reference" : member.type, member]));
  const names = [...byType.keys()];
  return z.array(
    z.any().superRefine((item, context) => {
      const type = (item as { _type?: unknown } | null)?._type;
      const member = typeof type === "string" ? byType.get(type) : undefined;
      if (!member) {
        context.addIssue({ code: "custom", message: `an item of a kind the model knows: ${names.join(", ")}` });
        return;
      }
      const result = typeSchema(member).safeParse(item);
      for (const issue of result.error?.issues ?? []) context.addIssue({ ...issue, path: issue.path } as never);
    }),
  );
}

function namedSchema(name: string): z.ZodType {
  const cached = built.get(name);
  if (cached) return cached;
  const type = namedTypes.get(name);
  if (!type) throw new Error(`The content model names a type it does not define: ${name}`);
  // Built lazily: sections name objects, which may name sections' parts.
  const schema = z.lazy(() =>
    type.type === "array" ? arrayOf(type.of as Member[]) : objectOf(type.fields ?? [], type.name),
  );
  built.set(name, schema);
  return schema;
}

const documentTypes = new Set(schemaTypes.filter((type) => type.type === "document").map((type) => type.name));

/** Whether the model has a document type of this name. */
function isModelledDocument(type: unknown): boolean {
  return typeof type === "string" && documentTypes.has(type);
}

function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    "",
  );
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    const received = /received (\w+)/.exec(issue.message)?.[1];
    return received === "undefined"
      ? `${describe(issue.expected)} (required)`
      : `${describe(issue.expected)}, not ${received ?? "this"}`;
  }
  if (issue.code === "unrecognized_keys") return `no field ${issue.keys.join(", ")} (the model has none)`;
  if (issue.code === "invalid_value") return `one of ${issue.values.map(String).join(", ")}`;
  return issue.message;
}

function describe(expected: string): string {
  return (
    { string: "text", number: "a number", boolean: "yes or no", object: "an object", array: "a list" }[expected] ??
    expected
  );
}

/** Checks documents against the model: one problem per wrong field, every document looked at. */
export function validateDocuments(documents: readonly Record<string, unknown>[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  documentsById = new Map(documents.flatMap((doc) => (typeof doc._id === "string" ? [[doc._id, doc] as const] : [])));
  for (const document of documents) {
    const id = typeof document._id === "string" ? document._id : "(a document without an _id)";
    if (typeof document._id !== "string") problems.push({ id, path: "_id", expected: "an _id" });
    if (!isModelledDocument(document._type)) continue;
    const result = namedSchema(document._type as string).safeParse(document);
    for (const issue of result.error?.issues ?? []) {
      const path = pathText(issue.path);
      if (issue.code === "unrecognized_keys") {
        for (const field of issue.keys)
          problems.push({ id, path: path ? `${path}.${field}` : field, expected: "no such field: the model has none" });
      } else problems.push({ id, path: path || "(the document)", expected: expectedOf(issue) });
    }
  }
  return problems;
}
