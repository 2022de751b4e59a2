import type { SchemaType } from "./types";

export const author: SchemaType = {
  name: "author",
  title: "Author",
  type: "document",
  fields: [
    { name: "name", title: "Name", type: "string", validation: (rule) => rule.required() },
    { name: "slug", title: "Slug", type: "slug", options: { source: "name", maxLength: 96 } },
    {
      name: "role",
      title: "Role",
      type: "string",
      description: "A display label under the name, such as 'Head of People'. The blog shows 'Author' when empty.",
    },
    { name: "image", title: "Photo", type: "image", options: { hotspot: true } },
  ],
  preview: { select: { title: "name", subtitle: "role", media: "image" } },
};
