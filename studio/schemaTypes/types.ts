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
