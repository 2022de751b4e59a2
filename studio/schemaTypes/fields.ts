/**
 * Short builders for the fields the content model repeats, so each section reads as
 * a list of what an editor fills in. Placeholders such as `{trial.days}` or
 * `{plan.growth.monthly}` may stand in any text: the site fills them from the one
 * document that holds the fact (docs/decisions/content-store.md#facts).
 */
import { spriteIcons } from "./icons";
import { required, type SchemaField } from "./types";

interface FieldOptions {
  title?: string;
  description?: string;
  optional?: boolean;
}

function base(name: string, type: string, options: FieldOptions): SchemaField {
  return {
    name,
    type,
    title:
      options.title ??
      name.charAt(0).toUpperCase() +
        name
          .slice(1)
          .replace(/([A-Z])/g, " $1")
          .toLowerCase(),
    ...(options.description ? { description: options.description } : {}),
    ...(options.optional ? {} : { validation: required }),
  };
}

/** One line of text. */
export const line = (name: string, options: FieldOptions = {}): SchemaField => base(name, "string", options);

/** A paragraph of plain text. */
export const paragraph = (name: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "text", options),
  rows: 3,
});

/** A list of lines, such as a card's bullet points. */
export const lines = (name: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "array", options),
  of: [{ type: "string" }],
});

/** A list of paragraphs. */
export const paragraphs = (name: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "array", options),
  of: [{ type: "text", rows: 3 }],
});

/** An in-page anchor (`#time-tracking`): lower case, digits and hyphens. */
export const anchor = (name = "id", options: FieldOptions = { optional: true }): SchemaField => ({
  ...base(name, "string", { title: "Anchor", ...options }),
  validation: (rule) => {
    const shaped = rule.regex(/^[a-z][a-z0-9-]*$/, "anchor");
    return options.optional ? shaped : shaped.required();
  },
});

/** One of the drawn icons of the site's sprite. */
export const icon = (name = "icon", options: FieldOptions = {}): SchemaField => ({
  ...base(name, "string", options),
  options: { list: spriteIcons.map((value) => ({ title: value, value })) },
});

/** A choice among fixed values. */
export const choice = (
  name: string,
  values: readonly (string | number)[],
  options: FieldOptions = {},
): SchemaField => ({
  ...base(name, typeof values[0] === "number" ? "number" : "string", options),
  options: { list: values.map((value) => ({ title: String(value), value })), layout: "radio" },
});

/** A field of a named type (an object defined elsewhere in the model). */
export const typed = (name: string, type: string, options: FieldOptions = {}): SchemaField => base(name, type, options);

/** A list of objects of the named types. */
export const listOf = (name: string, types: readonly string[], options: FieldOptions = {}): SchemaField => ({
  ...base(name, "array", options),
  of: types.map((type) => ({ type })),
});

/** A reference to one document of the named type. */
export const referenceTo = (name: string, type: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "reference", options),
  to: [{ type }],
});

/** A list of references to documents of the named type. */
export const referencesTo = (name: string, type: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "array", options),
  of: [{ type: "reference", to: [{ type }] }],
});

/** A number, with its bounds. */
export const number = (
  name: string,
  bounds: { min?: number; max?: number; integer?: boolean },
  options: FieldOptions = {},
): SchemaField => ({
  ...base(name, "number", options),
  validation: (rule) => {
    let shaped = bounds.min === undefined ? rule : rule.min(bounds.min);
    if (bounds.max !== undefined) shaped = shaped.max(bounds.max);
    if (bounds.integer) shaped = shaped.integer();
    return options.optional ? shaped : shaped.required();
  },
});

/** Yes or no. */
export const flag = (name: string, options: FieldOptions = {}): SchemaField => ({
  ...base(name, "boolean", { ...options, optional: true }),
  initialValue: false,
});
