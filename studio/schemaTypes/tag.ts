import type { SchemaType } from "./types";

export const tag: SchemaType = {
  name: "tag",
  title: "Tag",
  type: "document",
  fields: [
    { name: "title", title: "Title", type: "string", validation: (rule) => rule.required() },
    {
      name: "slug",
      title: "Slug",
      type: "slug",
      options: { source: "title", maxLength: 96 },
      validation: (rule) => rule.required(),
    },
  ],
};
