/**
 * The slice of Sanity's schema shape these files use, so the schema can be
 * read (and tested) without installing the Studio into the website.
 */
export interface Rule {
  required(): Rule;
  uri(options: { scheme: string[]; allowRelative?: boolean }): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
}

export interface SchemaField {
  name: string;
  title?: string;
  type: string;
  description?: string;
  to?: Array<{ type: string }>;
  of?: unknown[];
  options?: Record<string, unknown>;
  rows?: number;
  validation?: (rule: Rule) => Rule | Rule[];
}

export interface SchemaType {
  name: string;
  title: string;
  type: "document" | "array";
  fields?: SchemaField[];
  of?: unknown[];
  preview?: Record<string, unknown>;
  orderings?: unknown[];
}

/** A required title and a required slug made from it: categories and tags have exactly these. */
export function titleAndSlug(): SchemaField[] {
  return [
    { name: "title", title: "Title", type: "string", validation: (rule) => rule.required() },
    {
      name: "slug",
      title: "Slug",
      type: "slug",
      options: { source: "title", maxLength: 96 },
      validation: (rule) => rule.required(),
    },
  ];
}
