/**
 * The slice of Sanity's schema shape these files use. The schema is plain data, so the
 * website reads it without installing the Studio: its build validates every document
 * against these same definitions (src/store/validate.ts, docs/decisions/content-store.md).
 */
export interface Rule {
  required(): Rule;
  uri(options: { scheme: string[]; allowRelative?: boolean }): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
  integer(): Rule;
  regex(pattern: RegExp, name?: string): Rule;
}

interface ListOption {
  title: string;
  value: string | number;
}

export interface SchemaField {
  name: string;
  title?: string;
  type: string;
  description?: string;
  to?: Array<{ type: string }>;
  of?: unknown[];
  fields?: SchemaField[];
  options?: { list?: ListOption[]; layout?: string; [option: string]: unknown };
  rows?: number;
  initialValue?: unknown;
  hidden?: boolean;
  validation?: (rule: Rule) => Rule | Rule[];
}

export interface SchemaType {
  name: string;
  title: string;
  type: "document" | "array" | "object";
  description?: string;
  icon?: unknown;
  fields?: SchemaField[];
  of?: unknown[];
  preview?: Record<string, unknown>;
  orderings?: unknown[];
  validation?: (rule: Rule) => Rule | Rule[];
}

export const required = (rule: Rule) => rule.required();

/** A required title and a required slug made from it: categories and tags have exactly these. */
export function titleAndSlug(): SchemaField[] {
  return [
    { name: "title", title: "Title", type: "string", validation: required },
    {
      name: "slug",
      title: "Slug",
      type: "slug",
      options: { source: "title", maxLength: 96 },
      validation: required,
    },
  ];
}
