import { titleAndSlug, type SchemaType } from "./types";

/** A blog post, with every field the site's queries read (src/blog/queries.ts). */
export const post: SchemaType = {
  name: "post",
  title: "Post",
  type: "document",
  fields: [
    ...titleAndSlug(),
    { name: "subtitle", title: "Subtitle", type: "string" },
    {
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      description: "Lists sort newest first. A post without a date shows none and sorts last.",
    },
    {
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      description: "Lists show its first 80 characters. Empty: the body's first paragraph is used.",
    },
    {
      name: "readingTime",
      title: "Reading time (minutes)",
      type: "number",
      validation: (rule) => rule.min(1).max(120),
    },
    { name: "category", title: "Category", type: "reference", to: [{ type: "category" }] },
    { name: "tags", title: "Tags", type: "array", of: [{ type: "reference", to: [{ type: "tag" }] }] },
    { name: "author", title: "Author", type: "reference", to: [{ type: "author" }] },
    { name: "mainImage", title: "Cover image", type: "image", options: { hotspot: true } },
    { name: "body", title: "Body", type: "blockContent", validation: (rule) => rule.required() },
  ],
  orderings: [{ title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "publishedAt", media: "mainImage" } },
};
